/**
 * Designer links for the product blocks: which designer a SKU or a calculator material opens and
 * with which parameters. The link builders in src/lib/links own the query rules; this only maps
 * content fields and API contexts onto their parameters.
 */
import { isValidFormat } from '../../../../domain/catalog/format.ts';
import { parseCardSku } from '../../../../domain/catalog/sku.ts';
import { MATERIAL_TYPES, isOneOf, type MaterialType } from '../../../../domain/catalog/vocabulary.ts';
import { getServices } from '../../../lib/services/services.ts';
import type { FramedDesignerParams } from '../../../lib/links/designer-links.ts';
import type { ProductContext } from '../../../lib/shop-api/product-data.ts';

export type ProductSku = { kind: 'card'; sku: string } | { kind: 'material'; sku: string; material: MaterialType; format: string };

/** `klappkarte-148x105-matt` is a card; `leinwand:600x400` a material in a format; else null. */
export function parseProductSku(value: string): ProductSku | null {
  const sku = value.trim();
  if (parseCardSku(sku).ok) return { kind: 'card', sku };
  const [material, format, ...rest] = sku.split(':');
  if (rest.length > 0 || !isOneOf(MATERIAL_TYPES, material) || !isValidFormat(format)) return null;
  return { kind: 'material', sku, material, format };
}

function text(value: ProductContext[string] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The framed designer's parameters from an API context (`{ materialType, frameType, matSize,
 * matType }`), each only when it has the right type; a format given by the caller wins over one
 * in the context.
 */
export function pickFramedParams(context: ProductContext, formatType?: string): FramedDesignerParams {
  const materialType = isOneOf(MATERIAL_TYPES, context.materialType) ? context.materialType : undefined;
  return {
    materialType,
    frameType: text(context.frameType),
    matSize: typeof context.matSize === 'number' ? context.matSize : undefined,
    matType: text(context.matType),
    color: text(context.color),
    // A context's formatType may be a format family (`din`); the designer wants `WIDTHxHEIGHT`.
    formatType: formatType ?? (isValidFormat(context.formatType) ? context.formatType : undefined),
  };
}

/** The builders answer paths; the designer runs on its own origin. */
export function toDesignerUrl(path: string): string {
  return new URL(path, getServices().config.designerUrl).href;
}
