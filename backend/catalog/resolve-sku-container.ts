import { getCardSizeClass } from '../../domain/catalog/card-prices.ts';
import { getCurrency, type LocaleCode } from '../../domain/locale/locales.ts';
import { isValidDimensions, parseFormat } from '../../domain/catalog/format.ts';
import { priceFormat } from './build-calculator-reference.ts';
import { findCalculatorMaterial, getAllFormats } from './calculator-catalog.ts';
import { findAccessory, findCard } from './card-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';
import { getCardPrice, priceAccessory } from './get-card-price.ts';
import { getFormatType } from './get-format-type.ts';

/** `{material}:{WxH}` (content model, sku_container); the material is looked up as in price calls. */
const MATERIAL_SKU_PATTERN = /^([a-zA-Z][\w-]*):(\d+x\d+)$/;

/**
 * A SKU container: a card SKU (priced per card), an accessory SKU, or a material SKU (priced
 * as a print of that size). Null for SKUs the catalogue does not sell.
 */
export function resolveSkuContainer(sku: string, locale: LocaleCode) {
  const currency = getCurrency(locale);
  const card = findCard(sku);
  if (card) {
    const price = getCardPrice(sku, 1, locale);
    if (!price) return null;
    const format = `${card.width}x${card.height}`;
    return {
      sku,
      context: {
        productType: 'card',
        subtype: card.subtype,
        format,
        paper: card.paper,
        occasions: card.occasions,
        sizeClass: getCardSizeClass({ format }),
        quantity: 1,
      },
      priceCurrent: price.priceCurrent,
      priceOriginal: price.priceOriginal,
      currency,
    };
  }
  const accessory = findAccessory(sku);
  if (accessory) {
    return {
      sku,
      context: { productType: 'accessory', kind: accessory.kind, format: `${accessory.width}x${accessory.height}`, color: accessory.color },
      ...priceAccessory(accessory, currency),
      currency,
    };
  }
  const match = MATERIAL_SKU_PATTERN.exec(sku);
  const material = match?.[1] ? findCalculatorMaterial(match[1]) : undefined;
  const format = match?.[2] ?? '';
  const dimensions = parseFormat(format);
  if (!material || !isValidDimensions(dimensions)) return null;
  const sellable = material.ownFormats ? fitsFormatLimit(dimensions, material.limit) : getAllFormats(material).includes(format);
  if (!sellable) return null;
  return {
    sku,
    context: { product: material.product, ...material.context, format, formatType: getFormatType(format) },
    ...priceFormat(material, format, currency),
    currency,
  };
}
