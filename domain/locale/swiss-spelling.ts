import type { LocaleCode } from './locales.ts';

/**
 * Swiss Standard German has no ß: it writes ss (Grüsse, gross, Weiss). The Swiss and
 * Liechtenstein shops read German text (de-DE's content, the German catalogues, the German
 * answers of the shop API), so what they show is respelled.
 */
export function writesSwissGerman(locale: LocaleCode): boolean {
  return locale === 'de-CH' || locale === 'de-LI';
}

export function toSwissSpelling(text: string): string {
  return text.includes('ß') || text.includes('ẞ') ? text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS') : text;
}
