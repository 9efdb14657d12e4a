import type { CalculatorProduct } from '../shop-api/catalog.ts';

/**
 * Which calculator products take a format the visitor types in: wall pictures and photo frames are
 * cut to size; prints, boxes and books come in fixed sizes only (decision 0006).
 */
const OWN_FORMAT_PRODUCTS: readonly CalculatorProduct[] = ['framed', 'photoframe'];

/** The portrait-format experiment turns wall pictures upright; books and boxes have fixed orientations. */
const PORTRAIT_EXPERIMENT_PRODUCTS: readonly CalculatorProduct[] = ['framed', 'photoframe', 'collage'];

export function allowsOwnFormat(product: CalculatorProduct): boolean {
  return OWN_FORMAT_PRODUCTS.includes(product);
}

export function takesPortraitExperiment(product: CalculatorProduct): boolean {
  return PORTRAIT_EXPERIMENT_PRODUCTS.includes(product);
}
