/**
 * Card unit prices and quantity options (docs/shop-rules.md, Card prices and quantities). These are the "from" prices the
 * shop shows; the real price per print format comes from the price API.
 */
import { getCountry, type CountrySuffix, type Currency, type LocaleCode } from '../locale/index.ts';
import { isValidDimensions, parseFormat, type Dimensions } from './format.ts';

export const CARD_SIZE_CLASSES = ['standard', 'compact', 'large'] as const;
export type CardSizeClass = (typeof CARD_SIZE_CLASSES)[number];

/** Constructions that are priced as compact whatever their size. */
export const COMPACT_PRICED_CARD_KINDS = ['pocketfold', 'booklet'] as const;
export type CompactPricedCardKind = (typeof COMPACT_PRICED_CARD_KINDS)[number];

export interface CardPriceInput {
  /** `WIDTHxHEIGHT` in mm, or already parsed. */
  format: string | Dimensions;
  kind?: CompactPricedCardKind;
}

/**
 * The rules only say each size maps to a class; this mapping follows the envelope a card needs,
 * because postage and envelope are what make a card dearer:
 * - standard: fits the C6 envelope (long side <= 162 mm, short side <= 114 mm) and is not
 *   square: A6, 148x105, postcards;
 * - compact: fits the B6 envelope (<= 176 x 125 mm) or is a square up to 150 mm: 125x125,
 *   170x120, 150x150;
 * - large: everything else: A5, DIN long (210x100), 200x200.
 * Null for an invalid format.
 */
export function getCardSizeClass({ format, kind }: CardPriceInput): CardSizeClass | null {
  const dimensions = typeof format === 'string' ? parseFormat(format) : format;
  if (!isValidDimensions(dimensions)) return null;
  if (kind) return 'compact';
  const long = Math.max(dimensions.width, dimensions.height);
  const short = Math.min(dimensions.width, dimensions.height);
  const isSquare = long === short;
  if (!isSquare && long <= 162 && short <= 114) return 'standard';
  if ((long <= 176 && short <= 125) || (isSquare && long <= 150)) return 'compact';
  return 'large';
}

export interface UnitPrice {
  amount: number;
  currency: Currency;
}

type PricedCountry = 'at' | 'ch' | 'de';

/** Unit prices per size class and country (docs/shop-rules.md, Card prices and quantities). */
const UNIT_PRICES: Record<PricedCountry, { currency: Currency; prices: Record<CardSizeClass, number> }> = {
  at: { currency: 'eur', prices: { large: 1.5, compact: 1.5, standard: 1.0 } },
  ch: { currency: 'chf', prices: { large: 1.1, compact: 1.1, standard: 1.1 } },
  de: { currency: 'eur', prices: { large: 1.8, compact: 1.1, standard: 0.95 } },
};
const SWISS_POCKETFOLD_PRICE = 1.4;

/** Liechtenstein pays in francs and is served like Switzerland; others have no table (yet). */
const PRICE_COUNTRY: Partial<Record<CountrySuffix, PricedCountry>> = { at: 'at', ch: 'ch', li: 'ch', de: 'de' };

/** Null when the format is invalid or the locale's country has no unit prices. */
export function getCardUnitPrice(card: CardPriceInput, locale: LocaleCode): UnitPrice | null {
  const country = PRICE_COUNTRY[getCountry(locale)];
  const sizeClass = getCardSizeClass(card);
  if (!country || !sizeClass) return null;
  const { currency, prices } = UNIT_PRICES[country];
  const amount = country === 'ch' && card.kind === 'pocketfold' ? SWISS_POCKETFOLD_PRICE : prices[sizeClass];
  return { amount, currency };
}

/**
 * How the steps (4, 5, 10, 100, 250) and switch points (5, 250, 1000, 3000, 5000) pair
 * up: the n-th step is used from the previous switch point (or from 1) up to and including the
 * n-th switch point. So: 1, 5 (step 4), 10 ... 250 (step 5), 260 ... 1000 (step 10),
 * 1100 ... 3000 (step 100), 3250 ... 5000 (step 250). Every switch point is an option, and the
 * default, index 10, is 50 cards.
 */
const QUANTITY_SEGMENTS = [
  { step: 4, upTo: 5 },
  { step: 5, upTo: 250 },
  { step: 10, upTo: 1000 },
  { step: 100, upTo: 3000 },
  { step: 250, upTo: 5000 },
] as const;
const MIN_CARD_QUANTITY = 1;
const DEFAULT_CARD_QUANTITY_INDEX = 10;

function buildQuantityOptions(): readonly number[] {
  const options = [MIN_CARD_QUANTITY];
  for (const { step, upTo } of QUANTITY_SEGMENTS) {
    for (let quantity = options.at(-1)! + step; quantity <= upTo; quantity += step) options.push(quantity);
  }
  return Object.freeze(options);
}

export const CARD_QUANTITY_OPTIONS = buildQuantityOptions();

export function getDefaultCardQuantity(): number {
  return CARD_QUANTITY_OPTIONS[DEFAULT_CARD_QUANTITY_INDEX]!;
}
