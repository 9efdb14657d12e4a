import { getLanguage, type Language, type LocaleCode } from '../../domain/locale/locales.ts';
import { toSwissSpelling, writesSwissGerman } from '../../domain/locale/swiss-spelling.ts';

export type LocalizedText = Record<Language, string>;

/** The few words where American spelling differs from the British text the catalogue stores. */
const US_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\bgrey\b/g, 'gray'],
  [/\bGrey\b/g, 'Gray'],
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/avourite/g, 'avorite'],
  [/personalis/g, 'personaliz'],
];

/**
 * The text in the locale's language; en-US gets American spelling (the seventh language,
 * docs/shop-rules.md, Translations), the Swiss shops ss for ß ("Umschlag C6 – Weiss").
 */
export function localizeText(text: LocalizedText, locale: LocaleCode): string {
  const value = text[getLanguage(locale)];
  if (writesSwissGerman(locale)) return toSwissSpelling(value);
  if (locale !== 'en-US') return value;
  return US_SPELLINGS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), value);
}
