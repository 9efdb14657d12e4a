import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPricePair } from './build-price-pair.ts';
import { getDiscountRate } from './get-discount-rate.ts';

const currency = fc.constantFrom('eur', 'chf', 'gbp', 'usd' as const);

describe('buildPricePair', () => {
  it('never has a current price above the original', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 5000, noNaN: true }), currency, fc.string({ maxLength: 20 }), (eur, code, key) => {
        const pair = buildPricePair(eur, code, key);
        expect(pair.priceCurrent).toBeLessThanOrEqual(pair.priceOriginal);
      }),
    );
  });

  it('lowers the price of a discounted article and leaves the others alone', () => {
    const keys = Array.from({ length: 200 }, (_, index) => `article-${index}`);
    const discounted = keys.find((key) => getDiscountRate(key) > 0);
    const regular = keys.find((key) => getDiscountRate(key) === 0);
    expect(discounted && regular).toBeTruthy();
    const sale = buildPricePair(80, 'eur', discounted!);
    expect(sale.priceCurrent).toBeLessThan(sale.priceOriginal);
    expect(sale.priceOriginal).toBe(79.95);
    expect(buildPricePair(80, 'eur', regular!)).toEqual({ priceCurrent: 79.95, priceOriginal: 79.95 });
  });
});
