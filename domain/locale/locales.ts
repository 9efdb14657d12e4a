/**
 * The shop's locales and what each implies (docs/shop-rules.md, Locales, currencies and units). Everything here is data plus small
 * pure look-ups, so every other module can ask one place.
 */
export const LOCALES = [
  'de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU',
  'en-GB', 'en-US', 'es-ES',
  'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU',
  'it-CH', 'it-IT', 'nl-BE', 'nl-NL',
] as const;
export type LocaleCode = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'de-DE';

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ['eur', 'chf', 'gbp', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Unit = 'cm' | 'inch';

/** Country suffix as used in host names; en-US sells on the `.com` host. */
export type CountrySuffix = 'at' | 'ch' | 'de' | 'it' | 'li' | 'lu' | 'gb' | 'com' | 'es' | 'be' | 'fr' | 'nl';

const FALLBACKS: Partial<Record<LocaleCode, LocaleCode>> = {
  'de-AT': 'de-DE', 'de-CH': 'de-DE', 'de-LI': 'de-DE', 'de-LU': 'de-DE', 'de-IT': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR', 'fr-CH': 'fr-FR', 'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
};

const COUNTRY_OF_REGION: Record<string, CountrySuffix> = {
  AT: 'at', CH: 'ch', DE: 'de', IT: 'it', LI: 'li', LU: 'lu', GB: 'gb', US: 'com', ES: 'es', BE: 'be', FR: 'fr', NL: 'nl',
};

const LOCALE_PATTERN = /^([a-zA-Z]{2})-([a-zA-Z]{2})$/;

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

/** A locale code is two letters, a hyphen, two letters. Accepts any case, answers canonical. */
export function parseLocaleCode(value: string): LocaleCode | null {
  const match = LOCALE_PATTERN.exec(value);
  if (!match) return null;
  const canonical = `${match[1]!.toLowerCase()}-${match[2]!.toUpperCase()}`;
  return isLocaleCode(canonical) ? canonical : null;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function getLanguage(locale: LocaleCode): Language {
  return locale.slice(0, 2) as Language;
}

function getRegion(locale: LocaleCode): string {
  return locale.slice(3);
}

/** The shop country of an ISO 3166-1 alpha-2 code (`US` sells on `.com`), or null for a country no shop sells in. */
export function getCountryOfRegion(region: string): CountrySuffix | null {
  return Object.hasOwn(COUNTRY_OF_REGION, region) ? COUNTRY_OF_REGION[region]! : null;
}

export function getCountry(locale: LocaleCode): CountrySuffix {
  return COUNTRY_OF_REGION[getRegion(locale)]!;
}

/** The chain of locales to try for content and translations, most specific first. */
export function getFallbackChain(locale: LocaleCode): LocaleCode[] {
  const chain: LocaleCode[] = [locale];
  let next = FALLBACKS[locale];
  while (next && !chain.includes(next)) {
    chain.push(next);
    next = FALLBACKS[next];
  }
  return chain;
}

/** A locale that other locales fall back to, or that has no fallback itself: the language's home. */
export function getRootLocaleOfLanguage(language: Language): LocaleCode {
  const candidates = LOCALES.filter((l) => getLanguage(l) === language && !FALLBACKS[l]);
  return candidates[0]!;
}

/** True when some other locale falls back to this one (de-DE, en-GB, fr-FR, it-IT, nl-NL; not es-ES). */
export function isFallbackTarget(locale: LocaleCode): boolean {
  return Object.values(FALLBACKS).includes(locale);
}

export function getCurrency(locale: LocaleCode): Currency {
  const region = getRegion(locale);
  if (region === 'CH' || region === 'LI') return 'chf';
  if (locale === 'en-GB') return 'gbp';
  if (locale === 'en-US') return 'usd';
  return 'eur';
}

export function getUnit(locale: LocaleCode): Unit {
  return locale === 'en-US' ? 'inch' : 'cm';
}

/** Content folders are lower-case (`de-ch`), as Storyblok slugs are. */
export function toContentFolder(locale: LocaleCode): string {
  return locale.toLowerCase();
}

/** The language of a content folder (`fr-ch` is French), for code that holds a folder rather than a locale. */
export function getLanguageOfFolder(folder: string): Language {
  const locale = parseLocaleCode(folder);
  if (!locale) throw new Error(`not a locale folder: ${folder}`);
  return getLanguage(locale);
}
