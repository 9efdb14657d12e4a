/**
 * The fictitious companies behind the two brands, written once for every language, and the shipping
 * terms (`backend/shop/data/shipping.ts`, the shop API's table) in each country's own currency; the
 * copy tables only phrase them.
 */
import { COUNTRY_LOCALES, COUNTRY_SUFFIXES } from '../../../../domain/locale/countries.ts';
import type { CountrySuffix } from '../../../../domain/locale/locales.ts';
import type { Channel, Money, ShippingRow, ShopFacts, ShopLocale } from './shop-pages-types.ts';
import { SHIPPING } from '../../../shop/data/shipping.ts';

export { SHIPPING };

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
    // The copy names express for every country it lists.
    if (!entry.express) throw new Error(`no express terms for ${channel} ${country}`);
    return {
      country: names.of(regionOf(country)) ?? regionOf(country),
      standard: formatMoney(locale, country, entry.standard),
      freeFrom: formatMoney(locale, country, entry.freeFrom),
      express: formatMoney(locale, country, entry.express.price),
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
