import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';

/** The portrait-format experiment turns wall pictures upright; books and boxes have fixed orientations. */
const PORTRAIT_EXPERIMENT_PRODUCTS: readonly CalculatorProduct[] = ['framed', 'photoframe', 'collage'];

export function takesPortraitExperiment(product: CalculatorProduct): boolean {
  return PORTRAIT_EXPERIMENT_PRODUCTS.includes(product);
}
