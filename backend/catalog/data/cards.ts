import type { CardAccessoryKind, OccasionSlug } from '../../../domain/catalog/vocabulary.ts';

/** Card constructions; pocketfold and booklet are priced as compact (card-prices.ts). */
export const CARD_SUBTYPES = ['klappkarte', 'postkarte', 'pocketfold', 'booklet'] as const;
export type CardSubtype = (typeof CARD_SUBTYPES)[number];

export const CARD_PAPERS = ['matt', 'glaenzend', 'naturpapier', 'leinen', 'kraft', 'perlmutt'] as const;
export type CardPaper = (typeof CARD_PAPERS)[number];

/** `{subtype}-{width}x{height}`; the paper completes the SKU. */
type CardFormatCode = `${CardSubtype}-${number}x${number}`;

export type OccasionCards = {
  occasion: OccasionSlug;
  /** Design category id (1-25, docs/shop-rules.md, Product vocabulary) the occasion's card designs belong to. */
  categoryId: number;
  formats: readonly CardFormatCode[];
  papers: readonly CardPaper[];
};

/**
 * What each occasion sells. DIN long is 210x100 here because the DIN-long envelope (220x110)
 * needs 5 mm on each side; square formats above 125 mm have no envelope in the range.
 */
export const OCCASION_CARDS: readonly OccasionCards[] = [
  { occasion: 'hochzeit', categoryId: 5, formats: ['klappkarte-148x105', 'klappkarte-105x148', 'pocketfold-140x140', 'postkarte-148x105', 'klappkarte-210x100'], papers: ['matt', 'naturpapier', 'perlmutt', 'leinen'] },
  { occasion: 'trauer', categoryId: 11, formats: ['klappkarte-148x105', 'klappkarte-210x100', 'postkarte-148x105'], papers: ['matt', 'naturpapier', 'leinen'] },
  { occasion: 'geburt', categoryId: 3, formats: ['klappkarte-148x105', 'postkarte-148x105', 'postkarte-105x148', 'klappkarte-125x125'], papers: ['matt', 'glaenzend', 'naturpapier'] },
  { occasion: 'taufe', categoryId: 10, formats: ['klappkarte-148x105', 'klappkarte-105x148', 'klappkarte-125x125', 'postkarte-148x105'], papers: ['matt', 'naturpapier', 'perlmutt'] },
  { occasion: 'kommunion', categoryId: 7, formats: ['klappkarte-148x105', 'klappkarte-105x148', 'klappkarte-125x125', 'postkarte-148x105'], papers: ['matt', 'naturpapier', 'perlmutt'] },
  { occasion: 'konfirmation', categoryId: 8, formats: ['klappkarte-148x105', 'klappkarte-105x148', 'klappkarte-125x125', 'postkarte-148x105'], papers: ['matt', 'naturpapier', 'perlmutt'] },
  { occasion: 'firmung', categoryId: 2, formats: ['klappkarte-148x105', 'klappkarte-105x148', 'postkarte-148x105'], papers: ['matt', 'naturpapier'] },
  { occasion: 'geburtstag', categoryId: 4, formats: ['klappkarte-148x105', 'postkarte-148x105', 'klappkarte-210x148', 'klappkarte-200x200'], papers: ['matt', 'glaenzend'] },
  { occasion: 'kindergeburtstag', categoryId: 6, formats: ['postkarte-148x105', 'klappkarte-148x105', 'klappkarte-125x125'], papers: ['matt', 'glaenzend'] },
  { occasion: 'einschulung', categoryId: 1, formats: ['postkarte-148x105', 'klappkarte-148x105', 'klappkarte-125x125'], papers: ['matt', 'glaenzend'] },
  { occasion: 'ostern', categoryId: 9, formats: ['postkarte-148x105', 'klappkarte-125x125'], papers: ['matt', 'naturpapier'] },
  { occasion: 'weihnachten/privat', categoryId: 13, formats: ['klappkarte-148x105', 'postkarte-148x105', 'klappkarte-210x100', 'booklet-148x105'], papers: ['matt', 'glaenzend', 'naturpapier', 'kraft'] },
  { occasion: 'weihnachten/geschaeftlich', categoryId: 12, formats: ['klappkarte-210x100', 'klappkarte-148x105', 'postkarte-148x105'], papers: ['matt', 'naturpapier', 'kraft', 'perlmutt'] },
];

/** Guestbooks (wedding) and condolence books are photobooks in guestbook categories (docs/shop-rules.md, Product vocabulary). */
export const GUESTBOOK_CATEGORY_BY_OCCASION: Partial<Record<OccasionSlug, number>> = { hochzeit: 16, trauer: 21 };

/** Accessories each construction can take; envelopes only when one fits (getEnvelopeSize). */
export const ACCESSORY_KINDS_BY_SUBTYPE: Record<CardSubtype, readonly CardAccessoryKind[]> = {
  klappkarte: ['envelope', 'inlay', 'ribbon', 'bow'],
  postkarte: ['envelope', 'standard'],
  pocketfold: ['ribbon', 'bow', 'box'],
  booklet: ['envelope', 'screw', 'ribbon'],
};
