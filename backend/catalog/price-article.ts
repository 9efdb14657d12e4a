import type { Currency } from '../../domain/locale/locales.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { buildCalculatorFormat, type CalculatorFormat } from './build-calculator-reference.ts';
import { getAllFormats, type CalculatorMaterial } from './calculator-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';

export type ArticlePriceResult =
  | { ok: true; format: CalculatorFormat }
  | { ok: false; status: 400; body: Record<string, unknown> };

/**
 * The price of one format of a material: any size within the limit where the material allows
 * own formats, otherwise only its listed sizes (boxes, books).
 */
export function priceArticle(material: CalculatorMaterial, format: string, currency: Currency): ArticlePriceResult {
  if (!material.ownFormats) {
    if (getAllFormats(material).includes(format)) return { ok: true, format: buildCalculatorFormat(material, format, currency) };
    return { ok: false, status: 400, body: { error: 'format-not-available', formats: getAllFormats(material) } };
  }
  if (!fitsFormatLimit(parseFormat(format), material.limit)) {
    return { ok: false, status: 400, body: { error: 'format-out-of-range', ...material.limit } };
  }
  return { ok: true, format: buildCalculatorFormat(material, format, currency) };
}
