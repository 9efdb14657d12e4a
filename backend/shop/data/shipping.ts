import type { Channel } from '../../../domain/locale/channels.ts';

type Currency = 'EUR' | 'CHF' | 'GBP' | 'USD';
export type Money = { readonly currency: Currency; readonly amount: number };
/** Working days from dispatch, fewest and most. */
export type DayRange = readonly [number, number];
export type ShippingTerms = {
  readonly standard: Money;
  readonly freeFrom: Money;
  readonly days: DayRange;
  /** Null where express is not offered. */
  readonly express: { readonly price: Money; readonly days: DayRange } | null;
};

/** Country host suffix, as in host names (`com` is the United States). */
export type ShippingCountry = 'de' | 'at' | 'ch' | 'li' | 'lu' | 'be' | 'nl' | 'fr' | 'it' | 'es' | 'gb' | 'com';

const eur = (amount: number): Money => ({ currency: 'EUR', amount });
const chf = (amount: number): Money => ({ currency: 'CHF', amount });
const gbp = (amount: number): Money => ({ currency: 'GBP', amount });
const usd = (amount: number): Money => ({ currency: 'USD', amount });

function terms(standard: Money, freeFrom: Money, express: Money, days: DayRange, expressDays: DayRange): ShippingTerms {
  return { standard, freeFrom, days, express: { price: express, days: expressDays } };
}

/**
 * The one table of shipping terms: the shop API's `shipping-information` and `express-shop` answer
 * from it, and the seed content's shipping page lists it. Large parcels for wall art, letters and
 * small parcels for cards: the card brand ships cheaper.
 */
export const SHIPPING: Readonly<Record<Channel, Readonly<Record<ShippingCountry, ShippingTerms>>>> = {
  poster: {
    de: terms(eur(4.95), eur(59), eur(12.95), [2, 3], [1, 1]),
    at: terms(eur(6.95), eur(79), eur(16.95), [3, 5], [1, 2]),
    ch: terms(chf(8.9), chf(99), chf(19.9), [3, 5], [1, 2]),
    li: terms(chf(8.9), chf(99), chf(19.9), [3, 5], [1, 2]),
    lu: terms(eur(6.95), eur(79), eur(16.95), [3, 5], [1, 2]),
    be: terms(eur(6.95), eur(79), eur(16.95), [3, 5], [1, 2]),
    nl: terms(eur(6.95), eur(79), eur(16.95), [3, 5], [1, 2]),
    fr: terms(eur(6.95), eur(79), eur(16.95), [3, 5], [1, 2]),
    it: terms(eur(7.95), eur(89), eur(19.95), [4, 6], [2, 3]),
    es: terms(eur(7.95), eur(89), eur(19.95), [4, 6], [2, 3]),
    gb: terms(gbp(6.95), gbp(79), gbp(16.95), [4, 6], [2, 3]),
    com: terms(usd(9.95), usd(99), usd(24.95), [5, 8], [2, 3]),
  },
  card: {
    de: terms(eur(2.95), eur(39), eur(9.95), [2, 3], [1, 1]),
    at: terms(eur(3.95), eur(49), eur(12.95), [3, 5], [1, 2]),
    ch: terms(chf(4.9), chf(59), chf(14.9), [3, 5], [1, 2]),
    li: terms(chf(4.9), chf(59), chf(14.9), [3, 5], [1, 2]),
    lu: terms(eur(3.95), eur(49), eur(12.95), [3, 5], [1, 2]),
    be: terms(eur(3.95), eur(49), eur(12.95), [3, 5], [1, 2]),
    nl: terms(eur(3.95), eur(49), eur(12.95), [3, 5], [1, 2]),
    fr: terms(eur(3.95), eur(49), eur(12.95), [3, 5], [1, 2]),
    it: terms(eur(4.95), eur(49), eur(14.95), [4, 6], [2, 3]),
    es: terms(eur(4.95), eur(49), eur(14.95), [4, 6], [2, 3]),
    gb: terms(gbp(3.95), gbp(45), gbp(12.95), [4, 6], [2, 3]),
    com: terms(usd(5.95), usd(59), usd(19.95), [5, 8], [2, 3]),
  },
};

const COUNTRY_OF_REGION: Readonly<Record<string, ShippingCountry>> = {
  DE: 'de', AT: 'at', CH: 'ch', LI: 'li', LU: 'lu', BE: 'be', NL: 'nl', FR: 'fr', IT: 'it', ES: 'es', GB: 'gb', US: 'com',
};

/** The shipping terms of a locale's country (`fr-CH` -> Switzerland's). */
export function getShippingTerms(channel: Channel, locale: string): { country: string; terms: ShippingTerms } {
  const region = locale.slice(3).toUpperCase();
  const country = COUNTRY_OF_REGION[region];
  if (!country) throw new Error(`no shipping terms for ${locale}`);
  return { country: region, terms: SHIPPING[channel][country] };
}
