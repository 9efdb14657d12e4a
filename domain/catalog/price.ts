/**
 * Price display and discounts (docs/shop-rules.md, Prices and formats).
 */
import { getCurrency, isLocaleCode, type Currency, type LocaleCode } from '../locale/index.ts';
import { getNumberFormat } from '../intl/get-formatter.ts';

const PRICE_MAXIMUM_FRACTION_DIGITS = 2;
const DEFAULT_MINIMUM_FRACTION_DIGITS = 2;
const SWISS_GROUP_SEPARATOR = "'";

export interface FormatPriceOptions {
  /**
   * Currency to show. Left out: the locale's own currency. `null`: a plain number, for places
   * where the currency is printed elsewhere.
   */
  currency?: Currency | null;
  /** Fewer decimals for round prices (`19 €`); clamped to 0..2 because at most 2 are shown. */
  minimumFractionDigits?: number;
}

function clampFractionDigits(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_MINIMUM_FRACTION_DIGITS;
  return Math.min(PRICE_MAXIMUM_FRACTION_DIGITS, Math.max(0, Math.trunc(value)));
}

/**
 * '' unless the amount is a finite number and the locale is known: prices arrive from APIs and
 * content, and an empty label is better than "NaN €".
 *
 * Swiss francs always group with an apostrophe ("CHF 1'234.50"). Node 24's ICU already does so
 * for de-CH, but not for 4-digit amounts in it-CH, nor for CHF shown in other locales' number
 * style, so grouping is forced and the separator replaced.
 */
export function formatPrice(
  amount: number | null | undefined,
  locale: LocaleCode | null | undefined,
  { currency, minimumFractionDigits }: FormatPriceOptions = {},
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  if (!locale || !isLocaleCode(locale)) return '';
  const shownCurrency = currency === undefined ? getCurrency(locale) : currency;
  const isSwissFranc = (shownCurrency ?? getCurrency(locale)) === 'chf';
  const formatter = getNumberFormat(locale, {
    ...(shownCurrency ? { style: 'currency', currency: shownCurrency.toUpperCase() } : { style: 'decimal' }),
    minimumFractionDigits: clampFractionDigits(minimumFractionDigits),
    maximumFractionDigits: PRICE_MAXIMUM_FRACTION_DIGITS,
    ...(isSwissFranc ? { useGrouping: 'always' as const } : {}),
  });
  if (!isSwissFranc) return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? SWISS_GROUP_SEPARATOR : part.value))
    .join('');
}

export interface PricePair {
  priceOriginal?: number | null;
  priceCurrent?: number | null;
}

export interface Discount {
  hasDiscount: boolean;
  /** (original - current) / original, between 0 and 1; 0 without a discount. */
  ratio: number;
  /**
   * Whole percent, rounded down: advertising a larger saving than the real one is not allowed,
   * a smaller one is harmless. The epsilon absorbs float noise such as 0.3 * 100 = 29.999....
   */
  percent: number;
}

const NO_DISCOUNT: Discount = Object.freeze({ hasDiscount: false, ratio: 0, percent: 0 });

/** A discount exists only when both prices are finite, the current one is not negative and lower. */
export function getDiscount({ priceOriginal, priceCurrent }: PricePair): Discount {
  if (typeof priceOriginal !== 'number' || typeof priceCurrent !== 'number') return NO_DISCOUNT;
  if (!Number.isFinite(priceOriginal) || !Number.isFinite(priceCurrent)) return NO_DISCOUNT;
  if (priceCurrent < 0 || priceOriginal <= priceCurrent) return NO_DISCOUNT;
  const ratio = (priceOriginal - priceCurrent) / priceOriginal;
  return { hasDiscount: true, ratio, percent: Math.floor(ratio * 100 + 1e-9) };
}
