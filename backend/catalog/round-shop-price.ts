import type { Currency } from '../../domain/locale/locales.ts';
import { LARGE_PRICE_FROM_CENTS, LIST_RATES, PRICE_ENDINGS } from './data/price-lists.ts';

/**
 * The nearest price with the currency's shop ending (see data/price-lists.ts). Works in whole
 * cents so float noise cannot produce 39.949999. Monotonic: a larger amount never gets a smaller
 * price, which keeps prices growing with area after rounding.
 */
export function roundShopPrice(amount: number, currency: Currency): number {
  const cents = Math.round(amount * 100);
  const { large, small } = PRICE_ENDINGS[currency];
  const roundLarge = (value: number) => (Math.round((value - large) / 100) * 100 + large) / 100;
  if (cents >= LARGE_PRICE_FROM_CENTS) return roundLarge(cents);
  const rounded = Math.round((cents - small) / 10) * 10 + small;
  // Rounding up may cross into the large prices (10.45 francs -> 10.50): those take the large ending.
  if (rounded >= LARGE_PRICE_FROM_CENTS) return roundLarge(rounded);
  // The cheapest price that still has the ending (0.09, or 0.10 for francs).
  return Math.max(rounded, small === 0 ? 10 : small) / 100;
}

/** A euro list price in another currency: list rate, then that market's endings. */
export function convertListPrice(eur: number, currency: Currency): number {
  return roundShopPrice(eur * LIST_RATES[currency], currency);
}

/** Totals (unit price x quantity) are exact amounts, not list prices: cents only. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
