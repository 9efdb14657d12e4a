import { LOCALES, parseLocaleCode, type LocaleCode } from '../../domain/locale/locales.ts';

export { CHANNELS, type Channel } from '../../domain/locale/channels.ts';
export { toContentFolder } from '../../domain/locale/locales.ts';

/** The shop's locales: the backend answers for exactly those. */
export const SUPPORTED_LOCALES = LOCALES;
export type Locale = LocaleCode;

/** Accepts any casing (`de-de`, `DE-de`) and returns the canonical `de-DE`, or undefined. */
export function normalizeLocale(value: string): Locale | undefined {
  return parseLocaleCode(value.trim()) ?? undefined;
}

export function getCountry(locale: Locale): string {
  return locale.slice(3);
}

export function getLanguage(locale: Locale): string {
  return locale.slice(0, 2);
}
