export const CHANNELS = ['card', 'poster'] as const;
export type Channel = (typeof CHANNELS)[number];

export const SUPPORTED_LOCALES = [
  'de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES',
  'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

const LOCALE_FALLBACKS: Partial<Record<Locale, Locale>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'de-IT': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
};

/** Accepts any casing (`de-de`, `DE-de`) and returns the canonical `de-DE`, or undefined. */
export function normalizeLocale(value: string): Locale | undefined {
  const match = /^([a-zA-Z]{2})-([a-zA-Z]{2})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const candidate = `${match[1].toLowerCase()}-${match[2].toUpperCase()}`;
  return SUPPORTED_LOCALES.find((locale) => locale === candidate);
}

/** The locale itself first, then its fallback: the order in which content is looked up. */
export function getLocaleChain(locale: Locale): Locale[] {
  const fallback = LOCALE_FALLBACKS[locale];
  return fallback ? [locale, fallback] : [locale];
}

export function getCountry(locale: Locale): string {
  return locale.slice(3);
}

export function getLanguage(locale: Locale): string {
  return locale.slice(0, 2);
}

/** Content folders use lower-case locale names (`de-de`). */
export function toContentFolder(locale: Locale): string {
  return locale.toLowerCase();
}
