import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency, LocaleCode } from '../locale/index.ts';
import { formatPrice, getDiscount, type FormatPriceOptions } from './price.ts';

/** Intl separates currency and amount with a no-break space; tests write it as '~'. */
const nbsp = (text: string) => text.replaceAll('~', '\u00a0');

describe('formatPrice', () => {
  it.each<[number, LocaleCode, FormatPriceOptions, string]>([
    [1234.5, 'de-DE', {}, '1.234,50~€'],
    [19.9, 'de-AT', {}, '€~19,90'],
    [19.9, 'en-GB', {}, '£19.90'],
    [19.9, 'en-US', {}, '$19.90'],
    [1234.5, 'fr-FR', {}, '1\u202f234,50~€'],
    [1234.5, 'de-CH', {}, "CHF~1'234.50"],
    [1234.5, 'it-CH', {}, "CHF~1'234.50"],
    [1234.5, 'fr-CH', {}, "1'234.50~CHF"],
    [1234.5, 'de-LI', {}, "CHF~1'234.50"],
    [1234567.5, 'de-CH', {}, "CHF~1'234'567.50"],
    [1234.5, 'en-GB', { currency: 'chf' }, "CHF~1'234.50"],
    [1234.5, 'de-DE', { currency: null }, '1.234,50'],
    [1234.5, 'it-CH', { currency: null }, "1'234.50"],
    [19, 'de-DE', { minimumFractionDigits: 0 }, '19~€'],
    [19.5, 'de-DE', { minimumFractionDigits: 0 }, '19,5~€'],
    [19.999, 'de-DE', { minimumFractionDigits: 0 }, '20~€'],
    [19.456, 'de-DE', {}, '19,46~€'],
    [19, 'de-DE', { minimumFractionDigits: 5 }, '19,00~€'],
    [19, 'de-DE', { minimumFractionDigits: -3 }, '19~€'],
    [0, 'de-DE', {}, '0,00~€'],
  ])('%d in %s with %j is %j', (amount, locale, options, expected) => {
    expect(formatPrice(amount, locale, options)).toBe(nbsp(expected));
  });

  it.each<[number | null | undefined, LocaleCode | null | undefined]>([
    [Number.NaN, 'de-DE'],
    [Number.POSITIVE_INFINITY, 'de-DE'],
    [null, 'de-DE'],
    [undefined, 'de-DE'],
    [12, undefined],
    [12, null],
    [12, 'xx-XX' as LocaleCode],
  ])('is empty for %j in %j', (amount, locale) => {
    expect(formatPrice(amount, locale)).toBe('');
  });

  it('never shows more than two decimals and always an apostrophe for francs', () => {
    const swiss = fc.constantFrom<LocaleCode>('de-CH', 'fr-CH', 'it-CH', 'de-LI');
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e9, noNaN: true }), swiss, (amount, locale) => {
        const number = formatPrice(amount, locale).replace('CHF', '').trim();
        expect(number).toMatch(/^\d{1,3}('\d{3})+\.\d{2}$/);
      }),
    );
  });

  it.each<[Currency, string]>([['eur', '€'], ['gbp', '£'], ['usd', '$'], ['chf', 'CHF']])(
    'shows the %s symbol when asked',
    (currency, symbol) => {
      expect(formatPrice(5, 'en-GB', { currency })).toContain(symbol);
    },
  );
});

describe('getDiscount', () => {
  it.each([
    [100, 70, true, 0.3, 30],
    [19.99, 14.99, true, 5 / 19.99, 25],
    [3, 2, true, 1 / 3, 33],
    [3, 1, true, 2 / 3, 66],
    [10, 0, true, 1, 100],
    [100, 100, false, 0, 0],
    [70, 100, false, 0, 0],
    [0, 0, false, 0, 0],
    [100, -1, false, 0, 0],
    [Number.NaN, 5, false, 0, 0],
    [100, Number.POSITIVE_INFINITY, false, 0, 0],
    [null, 5, false, 0, 0],
    [100, undefined, false, 0, 0],
  ])('original %s, current %s: discount %s, ratio %d, %i %', (priceOriginal, priceCurrent, hasDiscount, ratio, percent) => {
    const discount = getDiscount({ priceOriginal, priceCurrent });
    expect(discount.hasDiscount).toBe(hasDiscount);
    expect(discount.ratio).toBeCloseTo(ratio, 10);
    expect(discount.percent).toBe(percent);
  });

  it('keeps the ratio in (0, 1] and never rounds the percent up', () => {
    const price = fc.double({ min: 0.01, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [priceOriginal, priceCurrent] = a > b ? [a, b] : [b, a];
        const discount = getDiscount({ priceOriginal, priceCurrent });
        expect(discount.hasDiscount).toBe(priceOriginal > priceCurrent);
        if (!discount.hasDiscount) return;
        expect(discount.ratio).toBeGreaterThan(0);
        expect(discount.ratio).toBeLessThanOrEqual(1);
        expect(discount.percent).toBeLessThanOrEqual(discount.ratio * 100 + 1e-6);
        expect(discount.percent).toBeGreaterThan(discount.ratio * 100 - 1);
      }),
    );
  });
});
