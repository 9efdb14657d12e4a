/**
 * The call to action's contract: what the form posts, and whether that choice exists in the
 * reference data. The form only offers valid choices, so a failure here means stale reference
 * data or a tampered form; either way the visitor gets the calculator back, not a broken designer.
 */
import { z } from 'zod';
import { isValidFormat, parseFormat } from '../../../domain/catalog/format.ts';
import type { CalculatorContext, CalculatorMaterial, CalculatorReference } from '../shop-api/catalog.ts';
import { CALCULATOR_PRODUCTS } from '../../../domain/catalog/vocabulary.ts';
import { isWithinFormatLimit } from './parse-own-format.ts';
import { findFormat, findMaterial } from './resolve-calculator-state.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

export const calculatorChoiceSchema = z.object({
  product: z.enum(CALCULATOR_PRODUCTS),
  material: z.string().trim().min(1).max(64),
  format: z.string().trim().max(32).refine(isValidFormat, { message: 'calculator.notAvailable' }),
});
export type CalculatorChoice = z.output<typeof calculatorChoiceSchema>;

export type CalculatorChoiceError = { kind: 'unknown-material' | 'unknown-format' | 'format-out-of-range' };

export type ValidatedCalculatorChoice = {
  material: CalculatorMaterial;
  format: string;
  formatContext: CalculatorContext;
  kind: 'listed' | 'more' | 'own';
};

export function validateCalculatorChoice(
  reference: CalculatorReference,
  choice: Pick<CalculatorChoice, 'material' | 'format'>,
): Result<ValidatedCalculatorChoice, CalculatorChoiceError> {
  const material = findMaterial(reference, choice.material);
  if (!material) return err({ kind: 'unknown-material' });
  const offered = findFormat(material, choice.format);
  if (offered && offered.kind !== 'own') {
    return ok({ material, format: offered.value, formatContext: offered.format.context, kind: offered.kind });
  }
  if (!material.ownFormats) return err({ kind: 'unknown-format' });
  if (!isWithinFormatLimit(parseFormat(choice.format), material.formatLimit)) return err({ kind: 'format-out-of-range' });
  return ok({ material, format: choice.format, formatContext: {}, kind: 'own' });
}
