import { describe, expect, it } from 'vitest';
import { DISCOUNT_RATES } from './data/price-lists.ts';
import { getDiscountRate, hashKey } from './get-discount-rate.ts';

describe('getDiscountRate', () => {
  const keys = Array.from({ length: 4000 }, (_, index) => `framed:poster:${100 + index}x${200 + (index % 37)}`);
  const rates = keys.map(getDiscountRate);

  it('puts about one article in five on sale', () => {
    const share = rates.filter((rate) => rate > 0).length / keys.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('uses only the listed sale rates and answers the same for the same key', () => {
    for (const rate of rates) expect([0, ...DISCOUNT_RATES]).toContain(rate);
    expect(keys.map(getDiscountRate)).toEqual(rates);
  });

  it('spreads keys over the hash range', () => {
    const buckets = new Set(keys.map((key) => hashKey(key) % 10));
    expect(buckets.size).toBe(10);
  });
});
