import type { Currency } from '../../domain/locale/locales.ts';
import { err, ok } from '../../domain/result/result.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { buildPricePair, type PricePair } from './build-price-pair.ts';
import { priceFormat } from './build-calculator-reference.ts';
import { findAccessory } from './card-catalog.ts';
import { getCalculatorMaterials, type CalculatorMaterial } from './calculator-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';
import { findFrameFamily } from './data/frames.ts';
import { priceAccessory } from './get-card-price.ts';
import { getFrameListPrice, getMatListPrice } from './get-list-price.ts';
import { priceArticle, type PriceRefusal } from './price-article.ts';

export type PricedFormat = PricePair & { value: string };

function pricedFormats(material: CalculatorMaterial, formats: readonly string[], currency: Currency): PricedFormat[] {
  return formats.map((value) => ({ value, ...priceFormat(material, value, currency) }));
}

/** The formats a material lists in the calculator, at the calculator's prices. */
export function priceFormatGroup(material: CalculatorMaterial, currency: Currency) {
  return { currency, material: material.value, formats: pricedFormats(material, material.listedFormats, currency) };
}

/**
 * Formats asked for by name: every one must be sellable (within the limit, or one of a fixed-size
 * product's), else the first that is not is refused as price-article refuses it.
 */
export function priceFormats(material: CalculatorMaterial, formats: readonly string[], currency: Currency) {
  const priced: PricedFormat[] = [];
  for (const format of formats) {
    const result = priceArticle(material, format, currency);
    if (!result.ok) return err({ ...result.error, body: { ...result.error.body, format } });
    priced.push({ value: format, priceCurrent: result.value.priceCurrent, priceOriginal: result.value.priceOriginal });
  }
  return ok({ currency, material: material.value, formats: priced });
}

/** Pictures of the assets the seed content uses too (`/a/<file>` on the image service). */
const PICTURE_BY_MATERIAL: Record<string, string> = {
  leinwand: 'canvas.jpg',
  acrylglas: 'acrylic.jpg',
  echtglas: 'acrylic.jpg',
  aludibond: 'aluminium.jpg',
  fototapete: 'wallpaper.jpg',
};
const PICTURE_BY_PRODUCT: Record<string, string> = {
  framed: 'framed.jpg',
  photoframe: 'framed.jpg',
  photoprint: 'photo-prints.jpg',
  photobox: 'photobox.jpg',
  collage: 'collage.jpg',
  photobook: 'photobook.jpg',
};

export function getMaterialPicture(material: CalculatorMaterial): string {
  const file = PICTURE_BY_PRODUCT[material.product] ?? PICTURE_BY_MATERIAL[material.value] ?? 'poster.jpg';
  return `/a/${file}`;
}

export function priceFormatGroupWithPictures(material: CalculatorMaterial, currency: Currency) {
  const image = getMaterialPicture(material);
  const group = priceFormatGroup(material, currency);
  return { ...group, formats: group.formats.map((format) => ({ ...format, image })) };
}

/** A moulding (and its mat) alone around a picture; the sale key is the frame kind's. */
export function priceFrame(frameKind: string, format: string, matSize: number, currency: Currency) {
  const family = findFrameFamily(frameKind);
  if (!family) return err<PriceRefusal>({ status: 404, body: { error: 'unknown-frame', frameKind } });
  const picture = parseFormat(format);
  if (!fitsFormatLimit(picture, family.limit)) return err<PriceRefusal>({ status: 400, body: { error: 'format-out-of-range', ...family.limit } });
  const listPrice = getFrameListPrice(family, picture, matSize) + getMatListPrice(picture, matSize);
  return ok({ currency, frameKind, format, matSize, ...buildPricePair(listPrice, currency, `frame:${frameKind}`) });
}

export function getPhotoOptionsGroups(currency: Currency) {
  const groups = getCalculatorMaterials('photoprint').map((material) => ({
    finish: material.value,
    formats: pricedFormats(material, material.listedFormats, currency),
  }));
  return { currency, groups };
}

export function getPhotoboxes(currency: Currency) {
  const photoboxes = getCalculatorMaterials('photobox').map((material) => ({
    type: material.value,
    formats: pricedFormats(material, material.listedFormats, currency).map((format) => ({
      ...format,
      quantityMax: Number(material.getFormatContext(format.value).quantityMax),
    })),
  }));
  return { currency, photoboxes };
}

export function priceAccessorySku(sku: string, currency: Currency) {
  const accessory = findAccessory(sku);
  if (!accessory) return null;
  return { currency, sku, kind: accessory.kind, ...priceAccessory(accessory, currency) };
}
