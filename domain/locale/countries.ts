import type { CountrySuffix, Language, LocaleCode } from './locales.ts';
import { getLanguage } from './locales.ts';

/**
 * What each country host sells. The first locale is the default one, served without a language
 * prefix; the others live behind their two-letter language prefix (`/fr/...` on the Swiss host).
 * Where the rules are silent (two-language countries) the choice is written down in
 * docs/decisions/0002-country-default-languages.md.
 */
export const COUNTRY_LOCALES: Record<CountrySuffix, readonly [LocaleCode, ...LocaleCode[]]> = {
  de: ['de-DE'],
  at: ['de-AT'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  li: ['de-LI'],
  lu: ['fr-LU', 'de-LU'],
  it: ['it-IT', 'de-IT'],
  be: ['nl-BE', 'fr-BE'],
  fr: ['fr-FR'],
  nl: ['nl-NL'],
  es: ['es-ES'],
  gb: ['en-GB'],
  com: ['en-US'],
};

export const COUNTRY_SUFFIXES = Object.keys(COUNTRY_LOCALES) as CountrySuffix[];

export function getDefaultLocale(country: CountrySuffix): LocaleCode {
  return COUNTRY_LOCALES[country][0];
}

/** The locale this country sells in the given language, if any. */
export function findCountryLocale(country: CountrySuffix, language: Language): LocaleCode | undefined {
  return COUNTRY_LOCALES[country].find((locale) => getLanguage(locale) === language);
}
