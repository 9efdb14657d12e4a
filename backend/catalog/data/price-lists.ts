import type { Currency } from '../../../domain/locale/locales.ts';

/**
 * The catalogue keeps one price list in euros; the other currencies are derived from it with a
 * list rate (not the day's exchange rate: Swiss prices are higher than a conversion would give,
 * as in real Swiss shops) and then rounded to that market's usual price endings.
 */
export const LIST_RATES: Record<Currency, number> = { eur: 1, chf: 1.12, gbp: 0.87, usd: 1.12 };

/**
 * Endings in cents. `large` applies from 10.50 up (39.95 EUR, 44.90 CHF, 34.99 GBP, 44.99 USD),
 * `small` below, where a .95 ending would be a large relative jump (0.49 EUR, 0.50 CHF).
 */
export const PRICE_ENDINGS: Record<Currency, { large: number; small: number }> = {
  eur: { large: 95, small: 9 },
  chf: { large: 90, small: 0 },
  gbp: { large: 99, small: 9 },
  usd: { large: 99, small: 9 },
};

/** In cents; from here on prices end in the `large` ending. */
export const LARGE_PRICE_FROM_CENTS = 1050;

/** Share of articles on sale and the sale percentages they get (picked by a stable hash). */
export const DISCOUNTED_SHARE_PERCENT = 20;
export const DISCOUNT_RATES = [0.1, 0.15, 0.2, 0.25, 0.3] as const;
