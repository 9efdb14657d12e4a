import { buildCalculatorReference } from '../mocks/shop-api-catalog.ts';
import type { Currency } from '../../domain/locale/locales.ts';
import type { CalculatorProduct } from '../../domain/catalog/vocabulary.ts';
import { calculatorReferenceSchema, type CalculatorReference } from '../../src/lib/shop-api/catalog.ts';
import type { CalculatorTranslator } from '../../src/lib/calculator/build-calculator-view.ts';

/** The mock's contract answer, mapped as the shop maps it: what the calculator's rules work on. */
export function buildTestReference(product: CalculatorProduct = 'framed', currency: Currency = 'eur'): CalculatorReference {
  return calculatorReferenceSchema.parse(buildCalculatorReference(product, currency));
}

/**
 * A translator that shows which key and values were asked for (`calculator.insteadOf{price=9 €}`),
 * so tests see the wiring without depending on catalogue wording. Keys in `known` count as
 * present; everything else is missing, as an unfinished catalogue would be.
 */
export function buildKeyTranslator(known: readonly string[] = []): CalculatorTranslator {
  return {
    t: (key, values) => (values ? `${key}{${Object.entries(values).map(([name, value]) => `${name}=${value}`).join(',')}}` : key),
    has: (key) => known.includes(key),
  };
}
