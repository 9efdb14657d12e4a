/** The products a `{price:…}` placeholder may name (docs/content-model.md, Prices in content); shop and backend seed share the list. */
import type { CalculatorProduct } from './vocabulary.ts';

/**
 * The products a placeholder may name: a calculator product, or some of its materials where a
 * page sells one material (the canvas page's calculator opens on framed canvas).
 */
export const PRICE_FROM_PRODUCTS = {
  canvas: { product: 'framed', materials: ['leinwand'] },
  acrylic: { product: 'framed', materials: ['acrylglas', 'aludibond'] },
  framed: { product: 'framed' },
  photoframe: { product: 'photoframe' },
  collage: { product: 'collage' },
  photoprint: { product: 'photoprint' },
  photobox: { product: 'photobox' },
  photobook: { product: 'photobook' },
} as const satisfies Record<string, { product: CalculatorProduct; materials?: readonly string[] }>;

export type PriceFromKey = keyof typeof PRICE_FROM_PRODUCTS;
export const PRICE_FROM_KEYS = Object.keys(PRICE_FROM_PRODUCTS) as PriceFromKey[];

export function isPriceFromKey(value: unknown): value is PriceFromKey {
  return typeof value === 'string' && Object.hasOwn(PRICE_FROM_PRODUCTS, value);
}
