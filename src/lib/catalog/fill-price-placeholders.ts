/**
 * "From" prices in content (docs/content-model.md, Prices in content): copy never states an
 * amount; it writes `{price:canvas}` and the shop fills in the lowest price the calculator offers
 * for that product on the visitor's host, formatted as every other price of the host. Copy written
 * once per language then shows francs in Swiss French and pounds in Britain, and cannot promise a
 * price that nobody can buy.
 */
import type { Channel } from '../../../domain/locale/channels.ts';
import type { Currency, LocaleCode } from '../../../domain/locale/index.ts';
import { mapStoryStrings } from '../content/map-story-strings.ts';
import { formatPrice } from '../../../domain/catalog/price.ts';
import { PRICE_FROM_PRODUCTS, isPriceFromKey } from '../../../domain/catalog/price-from-keys.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';

export { PRICE_FROM_KEYS, PRICE_FROM_PRODUCTS, isPriceFromKey, type PriceFromKey } from '../../../domain/catalog/price-from-keys.ts';

/** One material's cheapest format, as the shop API's `prices-from` answers it. */
export type MaterialPriceFrom = { product: CalculatorProduct; material: string; priceCurrent: number };

/** The host's "from" prices: what the shop API answered, in one currency. */
export type PricesFrom = { currency: Currency; prices: readonly MaterialPriceFrom[] };

/** The lowest current price among the key's materials; null for an unknown key or no price. */
export function findPriceFrom(prices: PricesFrom | null, key: string): number | null {
  if (!prices || !isPriceFromKey(key)) return null;
  const wanted = PRICE_FROM_PRODUCTS[key];
  const materials: readonly string[] | undefined = 'materials' in wanted ? wanted.materials : undefined;
  let lowest: number | null = null;
  for (const entry of prices.prices) {
    if (entry.product !== wanted.product || (materials && !materials.includes(entry.material))) continue;
    if (!Number.isFinite(entry.priceCurrent)) continue;
    if (lowest === null || entry.priceCurrent < lowest) lowest = entry.priceCurrent;
  }
  return lowest;
}

const PLACEHOLDER = /\{price:([a-z][a-zA-Z-]*)\}/g;
const WHOLE_PLACEHOLDER = /^\s*\{price:([a-z][a-zA-Z-]*)\}\s*$/;

/**
 * Fields that hold a price for a block to show as a price (a tile's `priceFrom`: formatted, with
 * "from" and the VAT note), not text: the block reads the placeholder, the story walk leaves it.
 */
const PRICE_FIELDS: ReadonlySet<string> = new Set(['priceFrom']);

/** The key of a field that is exactly one placeholder (`{price:canvas}` -> `canvas`), else null. */
export function parsePricePlaceholder(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return WHOLE_PLACEHOLDER.exec(value)?.[1] ?? null;
}

/** The spec shows prices in overviews on the poster channel only; card tiles and listings show none. */
export function showsOverviewPrices(channel: Channel): boolean {
  return channel === 'poster';
}

export function hasPricePlaceholder(text: string): boolean {
  return text.includes('{price:');
}

/**
 * The text with every `{price:key}` filled in. A price that is unknown (no answer from the shop
 * API, or a key no product has) leaves no amount behind, and no placeholder: the phrase around it
 * is the editor's, but a made-up or foreign amount would be worse than a missing one.
 */
export function fillPricePlaceholders(text: string, prices: PricesFrom | null, locale: LocaleCode): { text: string; missing: string[] } {
  if (!hasPricePlaceholder(text)) return { text, missing: [] };
  const missing: string[] = [];
  const filled = text.replace(PLACEHOLDER, (_match, key: string) => {
    const amount = findPriceFrom(prices, key);
    const formatted = amount === null || !prices ? '' : formatPrice(amount, locale, { currency: prices.currency });
    if (!formatted) missing.push(key);
    return formatted;
  });
  return { text: missing.length > 0 ? filled.replace(/[ \u00a0]{2,}/g, ' ').trim() : filled, missing };
}

/** Every string of a story's content filled in, except the tiles' own price fields. */
export function fillStoryPrices<T>(content: T, prices: PricesFrom | null, locale: LocaleCode, missing: string[] = []): T {
  return mapStoryStrings(
    content,
    (text) => {
      const result = fillPricePlaceholders(text, prices, locale);
      missing.push(...result.missing);
      return result.text;
    },
    (key) => PRICE_FIELDS.has(key),
  );
}

/** Whether any string in the content names a price, so pages without one never ask for prices. */
export function storyHasPricePlaceholder(content: unknown): boolean {
  if (typeof content === 'string') return hasPricePlaceholder(content);
  if (Array.isArray(content)) return content.some(storyHasPricePlaceholder);
  if (content !== null && typeof content === 'object') {
    return Object.entries(content).some(([key, value]) => !PRICE_FIELDS.has(key) && storyHasPricePlaceholder(value));
  }
  return false;
}
