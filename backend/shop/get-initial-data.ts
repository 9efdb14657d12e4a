import { getCountry, getLanguage, type Channel, type Locale } from './locales.ts';
import { HOTLINES } from './data/hotlines.ts';
import { getShippingTerms } from './data/shipping.ts';

type Currency = 'EUR' | 'CHF' | 'GBP' | 'USD';

export type InitialData = {
  channel: Channel;
  locale: Locale;
  country: string;
  language: string;
  currency: Currency;
  unit: 'cm' | 'inch';
  serviceHotline: string;
  serviceHours: string;
  freeShippingThreshold: number;
  features: ChannelFeatures;
};

export type ChannelFeatures = {
  guestbooks: boolean;
  condolenceBooks: boolean;
  wishlist: boolean;
  trailingSlash: boolean;
  defaultLamination: 'matt' | 'glossy';
  pricesInOverview: boolean;
  appsAvailable: boolean;
  lazyFirstImage: boolean;
  aluGalleryUnit: 'cm' | 'inch';
  defaultCollageId: number;
};

export function getCurrency(locale: Locale): Currency {
  const country = getCountry(locale);
  if (country === 'CH' || country === 'LI') return 'CHF';
  if (country === 'GB') return 'GBP';
  if (country === 'US') return 'USD';
  return 'EUR';
}

const SERVICE_HOURS: Record<string, string> = {
  de: 'Mo–Fr 8–20 Uhr, Sa 9–16 Uhr',
  en: 'Mon–Fri 8 am–8 pm, Sat 9 am–4 pm',
  fr: 'Lun–Ven 8h–20h, Sam 9h–16h',
  es: 'Lun–Vie 8–20 h, Sáb 9–16 h',
  it: 'Lun–Ven 8–20, Sab 9–16',
  nl: 'Ma–Vr 8–20 uur, Za 9–16 uur',
};

export function getChannelFeatures(channel: Channel, locale: Locale): ChannelFeatures {
  const usesInches = locale === 'en-US';
  if (channel === 'card') {
    return {
      guestbooks: true,
      condolenceBooks: true,
      wishlist: true,
      trailingSlash: true,
      defaultLamination: 'matt',
      pricesInOverview: false,
      appsAvailable: false,
      lazyFirstImage: false,
      aluGalleryUnit: usesInches ? 'inch' : 'cm',
      defaultCollageId: 1,
    };
  }
  return {
    guestbooks: false,
    condolenceBooks: false,
    wishlist: false,
    trailingSlash: false,
    defaultLamination: 'glossy',
    pricesInOverview: true,
    appsAvailable: !usesInches,
    lazyFirstImage: true,
    aluGalleryUnit: usesInches ? 'inch' : 'cm',
    defaultCollageId: 13,
  };
}

export function getInitialData(channel: Channel, locale: Locale): InitialData {
  const country = getCountry(locale);
  const language = getLanguage(locale);
  const currency = getCurrency(locale);
  const hotline = HOTLINES[country];
  const hours = SERVICE_HOURS[language];
  if (!hotline || !hours) throw new Error(`no shop data for ${locale}`);
  return {
    channel,
    locale,
    country,
    language,
    currency,
    unit: locale === 'en-US' ? 'inch' : 'cm',
    serviceHotline: hotline[channel],
    serviceHours: hours,
    // The shipping table's, so header, shipping page and calculator name one threshold.
    freeShippingThreshold: getShippingTerms(channel, locale).terms.freeFrom.amount,
    features: getChannelFeatures(channel, locale),
  };
}
