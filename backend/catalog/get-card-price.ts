import type { CardAccessoryKind } from '../../domain/catalog/vocabulary.ts';
import { type CardPriceInput, getCardUnitPrice } from '../../domain/catalog/card-prices.ts';
import { type Currency, getCurrency, type LocaleCode } from '../../domain/locale/locales.ts';
import { buildPricePair, type PricePair } from './build-price-pair.ts';
import { findCard, getAccessoriesForCard, listAccessories, type CatalogAccessory, type CatalogCard } from './card-catalog.ts';
import { ACCESSORY_COLOR_LABELS, ACCESSORY_KIND_LABELS, ACCESSORY_KINDS_DATA } from './data/accessories.ts';
import { getDiscountRate } from './get-discount-rate.ts';
import { localizeText } from './localize-text.ts';
import { convertListPrice, roundToCents } from './round-shop-price.ts';

/** Countries without their own table pay the German price, converted where the currency differs. */
const REFERENCE_LOCALE: LocaleCode = 'de-DE';

function toPriceInput(card: CatalogCard): CardPriceInput {
  const kind = card.subtype === 'pocketfold' || card.subtype === 'booklet' ? card.subtype : undefined;
  return { format: { width: card.width, height: card.height }, ...(kind ? { kind } : {}) };
}

export function getCardUnitPriceFor(card: CatalogCard, locale: LocaleCode): number {
  const currency = getCurrency(locale);
  const own = getCardUnitPrice(toPriceInput(card), locale);
  if (own && own.currency === currency) return own.amount;
  const reference = getCardUnitPrice(toPriceInput(card), REFERENCE_LOCALE);
  if (!reference) throw new Error(`no reference price for ${card.sku}`);
  return currency === reference.currency ? reference.amount : convertListPrice(reference.amount, currency);
}

export type CardPrice = PricePair & { currency: Currency; unitPrice: number; unitPriceCurrent: number; quantity: number };

/**
 * Totals are unit price x quantity in exact cents. About one card in five is on sale: the
 * discount applies to the total and `unitPriceCurrent` (an added field) shows it per card.
 */
export function getCardPrice(sku: string, quantity: number, locale: LocaleCode): CardPrice | null {
  const card = findCard(sku);
  if (!card) return null;
  const unitPrice = getCardUnitPriceFor(card, locale);
  const rate = getDiscountRate(`card:${sku}`);
  const unitPriceCurrent = roundToCents(unitPrice * (1 - rate));
  return {
    currency: getCurrency(locale),
    unitPrice,
    unitPriceCurrent,
    priceOriginal: roundToCents(unitPrice * quantity),
    priceCurrent: roundToCents(unitPrice * (1 - rate) * quantity),
    quantity,
  };
}

export function getAccessoryLabel(accessory: CatalogAccessory, locale: LocaleCode): string {
  const kind = localizeText(ACCESSORY_KIND_LABELS[accessory.kind], locale);
  const colorLabels = ACCESSORY_COLOR_LABELS[accessory.color];
  const color = colorLabels ? localizeText(colorLabels, locale) : accessory.color;
  const size = accessory.sizeName ?? (accessory.kind === 'posterbar' ? `${accessory.width / 10} cm` : '');
  return size ? `${kind} ${size} – ${color}` : `${kind} – ${color}`;
}

export function priceAccessory(accessory: CatalogAccessory, currency: Currency): PricePair {
  return buildPricePair(ACCESSORY_KINDS_DATA[accessory.kind].eur, currency, `accessory:${accessory.sku}`);
}

/**
 * What the cheapest accessory of a kind costs now, in a currency: the "from" price anything
 * advertising that kind must name (the action bar), so it cannot disagree with the block.
 */
export function getLowestAccessoryPrice(kind: CardAccessoryKind, currency: Currency): number | null {
  const prices = listAccessories().filter((accessory) => accessory.kind === kind).map((accessory) => priceAccessory(accessory, currency).priceCurrent);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export function buildAccessoryEntry(accessory: CatalogAccessory, locale: LocaleCode) {
  return {
    kind: accessory.kind,
    sku: accessory.sku,
    label: getAccessoryLabel(accessory, locale),
    ...priceAccessory(accessory, getCurrency(locale)),
    color: accessory.color,
    format: `${accessory.width}x${accessory.height}`,
  };
}

export function getCardAccessories(sku: string, locale: LocaleCode) {
  const card = findCard(sku);
  if (!card) return null;
  return { currency: getCurrency(locale), accessories: getAccessoriesForCard(card).map((accessory) => buildAccessoryEntry(accessory, locale)) };
}


/** One accessory of a card, priced for a quantity: null when the card or the accessory (for that card) is unknown. */
export function getCardAccessoryPrice(sku: string, accessorySku: string, quantity: number, locale: LocaleCode) {
  const card = findCard(sku);
  const accessory = card ? getAccessoriesForCard(card).find((candidate) => candidate.sku === accessorySku) : undefined;
  if (!accessory) return null;
  const currency = getCurrency(locale);
  const unitPrice = priceAccessory(accessory, currency).priceCurrent;
  return { accessory: accessory.sku, label: getAccessoryLabel(accessory, locale), quantity, unitPrice, priceCurrent: roundToCents(unitPrice * quantity), currency };
}
