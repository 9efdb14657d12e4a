import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from '../../domain/locale/locales.ts';
import { PRICE_ENDINGS } from './data/price-lists.ts';
import { convertListPrice, roundShopPrice } from './round-shop-price.ts';

const CURRENCIES: Currency[] = ['eur', 'chf', 'gbp', 'usd'];
const amount = fc.double({ min: 0.05, max: 20000, noNaN: true });
const currency = fc.constantFrom(...CURRENCIES);

function centsOf(price: number): number {
  return Math.round(price * 100);
}

describe('roundShopPrice', () => {
  it('ends in the currency ending: .95/.90/.99 from 10.50 up, 9 cents (francs 0) below', () => {
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const cents = centsOf(roundShopPrice(value, code));
        const { large, small } = PRICE_ENDINGS[code];
        if (cents >= 1050) expect(cents % 100).toBe(large);
        else expect(cents % 10).toBe(small % 10);
      }),
    );
  });

  it('gives a small price that rounds up into the large ones the large ending', () => {
    expect(roundShopPrice(10.445, 'chf')).toBe(10.9);
  });

  it('never lowers the price of a larger amount', () => {
    fc.assert(
      fc.property(amount, amount, currency, (a, b, code) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roundShopPrice(low, code)).toBeLessThanOrEqual(roundShopPrice(high, code));
      }),
    );
  });

  // Amounts are first rounded to whole cents, which may add half a cent. The unit is the one of
  // the price given, not of the amount: 10.495 euros is 10.50 in cents and so a large price (10.95).
  it('stays within half a unit plus half a cent of the amount (5 cents for small prices)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 20000, noNaN: true }), currency, (value, code) => {
        const price = roundShopPrice(value, code);
        const halfUnit = price >= 10.5 ? 0.505 : 0.055;
        expect(Math.abs(price - value)).toBeLessThanOrEqual(halfUnit + 1e-9);
      }),
    );
  });

  it('gives an amount that reaches 10.50 in whole cents the large ending, at most half a unit away', () => {
    expect(roundShopPrice(10.495, 'eur')).toBe(10.95);
    expect(roundShopPrice(10.49, 'eur')).toBe(10.49);
  });

  it('keeps prices that already have the ending', () => {
    expect(roundShopPrice(39.95, 'eur')).toBe(39.95);
    expect(roundShopPrice(44.9, 'chf')).toBe(44.9);
    expect(roundShopPrice(0.49, 'gbp')).toBe(0.49);
  });
});

describe('convertListPrice', () => {
  it('converts with list rates rather than passing the euro amount through', () => {
    expect(convertListPrice(39.95, 'eur')).toBe(39.95);
    expect(convertListPrice(39.95, 'chf')).toBeGreaterThan(39.95);
    expect(convertListPrice(39.95, 'gbp')).toBeLessThan(39.95);
  });
});
