/**
 * The fictitious companies behind the two brands and their shipping terms, written once for every
 * language. Amounts are in each country's own currency; the copy tables only phrase them.
 */
import { COUNTRY_LOCALES, COUNTRY_SUFFIXES } from '../../../../domain/locale/countries.ts';
import type { CountrySuffix } from '../../../../domain/locale/locales.ts';
import type { Channel, Money, ShippingRow, ShopFacts, ShopLocale } from './shop-pages-types.ts';

type Company = {
  readonly brand: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly managingDirectors: string;
  readonly register: string;
  readonly vatId: string;
  readonly serviceEmail: string;
  readonly privacyEmail: string;
};

export const COMPANIES: Readonly<Record<Channel, Company>> = {
  poster: {
    brand: 'Posterly',
    name: 'Posterly GmbH',
    street: 'Am Rheinauhafen 14',
    postcode: '50678',
    city: 'Köln',
    managingDirectors: 'Lena Brandt, Tobias Wieland',
    register: 'Amtsgericht Köln, HRB 104512',
    vatId: 'DE318204771',
    serviceEmail: 'service@posterly.example',
    privacyEmail: 'datenschutz@posterly.example',
  },
  card: {
    brand: 'Carta & Co.',
    name: 'Carta & Co. GmbH',
    street: 'Papierweg 12',
    postcode: '10997',
    city: 'Berlin',
    managingDirectors: 'Johanna Roth, David Okafor',
    register: 'Amtsgericht Charlottenburg, HRB 219874 B',
    vatId: 'DE327518406',
    serviceEmail: 'service@carta-co.example',
    privacyEmail: 'datenschutz@carta-co.example',
  },
};

/** The payment icons each footer shows, as the shop names them; the legal pages name the brands below. */
export const PAYMENT_METHOD_ICONS: Readonly<Record<Channel, readonly string[]>> = {
  poster: ['paypal', 'visa', 'mastercard', 'klarna', 'amex'],
  card: ['paypal', 'visa', 'mastercard', 'klarna'],
};

export const PAYMENT_METHOD_NAMES: Readonly<Record<Channel, readonly string[]>> = {
  poster: ['PayPal', 'Visa', 'Mastercard', 'American Express', 'Klarna'],
  card: ['PayPal', 'Visa', 'Mastercard', 'Klarna'],
};

/** Weekday phone hours; the American hotlines answer on Eastern Time. */
function serviceHoursOf(channel: Channel, locale: ShopLocale): ShopFacts['serviceHours'] {
  if (locale !== 'en-us') return { opens: 8, closes: 18 };
  return channel === 'poster' ? { opens: 9, closes: 17, timeZone: 'ET' } : { opens: 8, closes: 18, timeZone: 'ET' };
}

type ShippingTerms = { readonly standard: Money; readonly freeFrom: Money; readonly express: Money; readonly days: readonly [number, number] };

const eur = (amount: number): Money => ({ currency: 'EUR', amount });
const chf = (amount: number): Money => ({ currency: 'CHF', amount });

function terms(standard: Money, freeFrom: Money, express: Money, days: readonly [number, number]): ShippingTerms {
  return { standard, freeFrom, express, days };
}

/** Large parcels for wall art, letters and small parcels for cards: the card brand ships cheaper. */
export const SHIPPING: Readonly<Record<Channel, Readonly<Record<CountrySuffix, ShippingTerms>>>> = {
  poster: {
    de: terms(eur(4.95), eur(59), eur(12.95), [2, 3]),
    at: terms(eur(6.95), eur(79), eur(16.95), [3, 5]),
    ch: terms(chf(8.9), chf(99), chf(19.9), [3, 5]),
    li: terms(chf(8.9), chf(99), chf(19.9), [3, 5]),
    lu: terms(eur(6.95), eur(79), eur(16.95), [3, 5]),
    be: terms(eur(6.95), eur(79), eur(16.95), [3, 5]),
    nl: terms(eur(6.95), eur(79), eur(16.95), [3, 5]),
    fr: terms(eur(6.95), eur(79), eur(16.95), [3, 5]),
    it: terms(eur(7.95), eur(89), eur(19.95), [4, 6]),
    es: terms(eur(7.95), eur(89), eur(19.95), [4, 6]),
    gb: terms({ currency: 'GBP', amount: 6.95 }, { currency: 'GBP', amount: 79 }, { currency: 'GBP', amount: 16.95 }, [4, 6]),
    com: terms({ currency: 'USD', amount: 9.95 }, { currency: 'USD', amount: 99 }, { currency: 'USD', amount: 24.95 }, [5, 8]),
  },
  card: {
    de: terms(eur(2.95), eur(39), eur(9.95), [2, 3]),
    at: terms(eur(3.95), eur(49), eur(12.95), [3, 5]),
    ch: terms(chf(4.9), chf(59), chf(14.9), [3, 5]),
    li: terms(chf(4.9), chf(59), chf(14.9), [3, 5]),
    lu: terms(eur(3.95), eur(49), eur(12.95), [3, 5]),
    be: terms(eur(3.95), eur(49), eur(12.95), [3, 5]),
    nl: terms(eur(3.95), eur(49), eur(12.95), [3, 5]),
    fr: terms(eur(3.95), eur(49), eur(12.95), [3, 5]),
    it: terms(eur(4.95), eur(49), eur(14.95), [4, 6]),
    es: terms(eur(4.95), eur(49), eur(14.95), [4, 6]),
    gb: terms({ currency: 'GBP', amount: 3.95 }, { currency: 'GBP', amount: 45 }, { currency: 'GBP', amount: 12.95 }, [4, 6]),
    com: terms({ currency: 'USD', amount: 5.95 }, { currency: 'USD', amount: 59 }, { currency: 'USD', amount: 19.95 }, [5, 8]),
  },
};

const NON_EU: ReadonlySet<CountrySuffix> = new Set(['ch', 'li', 'gb', 'com']);

export function regionOf(country: CountrySuffix): string {
  return country === 'com' ? 'US' : country.toUpperCase();
}

/**
 * The countries whose visitors read this locale's pages: every country host selling the language,
 * the home country first. English is split by region, since en-gb and en-us are separate shops.
 */
export function countriesReading(locale: ShopLocale): CountrySuffix[] {
  if (locale === 'en-gb') return ['gb'];
  if (locale === 'en-us') return ['com'];
  const [language, region] = locale.split('-') as [string, string];
  const countries = COUNTRY_SUFFIXES.filter((country) => COUNTRY_LOCALES[country].some((code) => code.startsWith(`${language}-`)));
  return [...countries.filter((country) => country === region), ...countries.filter((country) => country !== region)];
}

function formatMoney(locale: ShopLocale, country: CountrySuffix, money: Money): string {
  const language = locale.split('-')[0];
  // Formatted as that country writes its own currency: CHF 8.90 in Switzerland, 6,95 € in Germany.
  const digits = Number.isInteger(money.amount) ? 0 : 2;
  const format = new Intl.NumberFormat(`${language}-${regionOf(country)}`, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(money.amount).replace(/\u00a0|\u202f/g, ' ');
}

export function buildShippingRows(channel: Channel, locale: ShopLocale): ShippingRow[] {
  const names = new Intl.DisplayNames([locale.split('-')[0] ?? 'en'], { type: 'region' });
  return countriesReading(locale).map((country) => {
    const entry = SHIPPING[channel][country];
    return {
      country: names.of(regionOf(country)) ?? regionOf(country),
      standard: formatMoney(locale, country, entry.standard),
      freeFrom: formatMoney(locale, country, entry.freeFrom),
      express: formatMoney(locale, country, entry.express),
      minDays: entry.days[0],
      maxDays: entry.days[1],
      customsCleared: NON_EU.has(country),
    };
  });
}

/** Everything the copy tables need about one brand in one locale. */
export function buildShopFacts(
  channel: Channel,
  locale: ShopLocale,
  channelFacts: { readonly phone: string },
): ShopFacts {
  const company = COMPANIES[channel];
  const names = new Intl.DisplayNames([locale.split('-')[0] ?? 'en'], { type: 'region' });
  return {
    channel,
    brand: company.brand,
    company: {
      name: company.name,
      street: company.street,
      postcode: company.postcode,
      city: company.city,
      country: names.of('DE') ?? 'Deutschland',
      managingDirectors: company.managingDirectors,
      register: company.register,
      vatId: company.vatId,
    },
    serviceEmail: company.serviceEmail,
    privacyEmail: company.privacyEmail,
    phone: channelFacts.phone,
    serviceHours: serviceHoursOf(channel, locale),
    paymentMethods: new Intl.ListFormat(locale.split('-')[0], { type: 'conjunction' }).format(PAYMENT_METHOD_NAMES[channel]),
    shipping: buildShippingRows(channel, locale),
  };
}
