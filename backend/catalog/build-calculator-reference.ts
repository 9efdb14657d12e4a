import type { CalculatorProduct } from '../../domain/catalog/vocabulary.ts';
import type { Currency } from '../../domain/locale/locales.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { buildPricePair, type PricePair } from './build-price-pair.ts';
import {
  getAllFormats, getCalculatorMaterials, type CalculatorMaterial, type CatalogProduct,
} from './calculator-catalog.ts';

export type CalculatorFormat = PricePair & {
  value: string;
  context: Record<string, string | number>;
  labelTranslationKey: string;
};

/** Label styles for material tags; `text` is the suffix of `calculator.label.{text}`. */
const LABEL_STYLES: Record<string, { backgroundColor: string; textColor: string }> = {
  'top-deal': { backgroundColor: '#e3663b', textColor: '#ffffff' },
  bestseller: { backgroundColor: '#1f4e79', textColor: '#ffffff' },
};

/**
 * The discount is decided per product and material, never per format: one rate for every size
 * keeps a sale from selling a larger size below a smaller one (monotonic rounding does the rest).
 */
export function getSaleKey(product: CatalogProduct, material: string): string {
  return `${product}:${material}`;
}

export function priceFormat(material: CalculatorMaterial, format: string, currency: Currency): PricePair {
  const listPrice = material.getListPrice(parseFormat(format));
  return buildPricePair(listPrice, currency, getSaleKey(material.product, material.value));
}

export function buildCalculatorFormat(material: CalculatorMaterial, format: string, currency: Currency): CalculatorFormat {
  return {
    value: format,
    ...priceFormat(material, format, currency),
    context: material.getFormatContext(format),
    labelTranslationKey: material.getFormatLabelKey(format),
  };
}

export function buildCalculatorMaterial(material: CalculatorMaterial, currency: Currency) {
  return {
    value: material.value,
    labelTranslationKey: material.labelTranslationKey,
    ...(material.group ? { group: material.group } : {}),
    set: material.set,
    initiallySelectedFormat: material.initialFormat,
    context: material.context,
    formats: material.listedFormats.map((format) => buildCalculatorFormat(material, format, currency)),
    moreFormats: material.moreFormats.map((format) => buildCalculatorFormat(material, format, currency)),
    tags: [...material.tags],
    // Added to the contract: the limit of every material, so switching material needs no call.
    formatLimit: material.limit,
    ownFormats: material.ownFormats,
  };
}

export function buildCalculatorReference(product: CalculatorProduct, currency: Currency) {
  const materials = getCalculatorMaterials(product);
  const selected = materials[0];
  if (!selected) throw new Error(`no materials for ${product}`);
  const labels = materials.flatMap((material, index) => {
    const tag = material.tags.find((candidate) => Object.hasOwn(LABEL_STYLES, candidate));
    const style = tag ? LABEL_STYLES[tag] : undefined;
    return tag && style ? [{ index, text: tag, ...style }] : [];
  });
  return {
    product,
    currency,
    isCollage: product === 'collage',
    selectedValue: selected.value,
    formatLimit: selected.limit,
    labels,
    materials: materials.map((material) => buildCalculatorMaterial(material, currency)),
  };
}

/** The cheapest current price of a material and the format it is for ("from 19.95"). */
export function getPriceFrom(material: CalculatorMaterial, currency: Currency): PricePair & { format: string } {
  const priced = getAllFormats(material).map((format) => ({ format, ...priceFormat(material, format, currency) }));
  priced.sort((a, b) => a.priceCurrent - b.priceCurrent || a.priceOriginal - b.priceOriginal);
  const cheapest = priced[0];
  if (!cheapest) throw new Error(`${material.value} has no formats`);
  return cheapest;
}
