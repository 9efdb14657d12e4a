import { formatDimensions } from '../../../../domain/catalog/units.ts';
import type { Translate } from '../../../lib/i18n/get-translator.ts';
import type { LocaleCode } from '../../../../domain/locale/locales.ts';

/**
 * `30 x 40 cm` (inches in en-US) for a `WIDTHxHEIGHT` format; formats with a name instead
 * (`a4-hoch`, box sizes) show their translated label, or the raw value as a last resort.
 */
export function getFormatLabel(format: { value: string; labelTranslationKey?: string | null }, locale: LocaleCode, t: Translate): string {
  return formatDimensions(format.value, locale) || (format.labelTranslationKey ? t(format.labelTranslationKey) : format.value);
}
