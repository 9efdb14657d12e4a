import type { Currency } from '../../domain/locale/locales.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { buildCalculatorFormat, type CalculatorFormat } from './build-calculator-reference.ts';
import { getAllFormats, type CalculatorMaterial } from './calculator-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';

/** A refusal the route answers as it stands: its status and JSON body. */
export type PriceRefusal = { status: 400 | 404; body: Record<string, unknown> };

export type ArticlePriceResult = Result<CalculatorFormat, PriceRefusal & { status: 400 }>;

/**
 * The price of one format of a material: any size within the limit where the material allows
 * own formats, otherwise only its listed sizes (boxes, books).
 */
export function priceArticle(material: CalculatorMaterial, format: string, currency: Currency): ArticlePriceResult {
  if (!material.ownFormats) {
    if (getAllFormats(material).includes(format)) return ok(buildCalculatorFormat(material, format, currency));
    return err({ status: 400 as const, body: { error: 'format-not-available', formats: getAllFormats(material) } });
  }
  if (!fitsFormatLimit(parseFormat(format), material.limit)) {
    return err({ status: 400 as const, body: { error: 'format-out-of-range', ...material.limit } });
  }
  return ok(buildCalculatorFormat(material, format, currency));
}
