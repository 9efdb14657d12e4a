import type { Dimensions } from '../../domain/catalog/format.ts';
import type { FrameFamily } from './data/frames.ts';
import { MAT_PRICING } from './data/frames.ts';
import type { AreaPricing } from './data/wall-art-materials.ts';

const SQUARE_MILLIMETRES_PER_SQUARE_METRE = 1_000_000;

export function getAreaInSquareMetres({ width, height }: Dimensions): number {
  return (width * height) / SQUARE_MILLIMETRES_PER_SQUARE_METRE;
}

/**
 * Euro list price of a print. The exponent below 1 makes large prints cheaper per square metre
 * (as in real price lists) while the price still grows with every added millimetre.
 */
export function getPrintListPrice(pricing: AreaPricing, dimensions: Dimensions): number {
  return pricing.setup + pricing.perSquareMetre * getAreaInSquareMetres(dimensions) ** 0.85;
}

/** Photo-lab prints are priced linearly: the cost is paper and chemistry. */
export function getLinearListPrice(pricing: AreaPricing, dimensions: Dimensions): number {
  return pricing.setup + pricing.perSquareMetre * getAreaInSquareMetres(dimensions);
}

function widen({ width, height }: Dimensions, border: number): Dimensions {
  return { width: width + 2 * border, height: height + 2 * border };
}

/** Moulding is sold by the metre around the picture plus its mat. */
export function getFrameListPrice(family: FrameFamily, picture: Dimensions, matSize: number): number {
  const outer = widen(picture, matSize);
  const perimeterMetres = (2 * (outer.width + outer.height)) / 1000;
  return family.pricing.base + family.pricing.perMetre * perimeterMetres;
}

export function getMatListPrice(picture: Dimensions, matSize: number): number {
  if (matSize <= 0) return 0;
  return MAT_PRICING.base + MAT_PRICING.perSquareMetre * getAreaInSquareMetres(widen(picture, matSize));
}
