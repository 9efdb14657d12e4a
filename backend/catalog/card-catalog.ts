import { type CardAccessoryKind, ENVELOPE_SIZES, getEnvelopeSize, type OccasionSlug } from '../../domain/catalog/vocabulary.ts';
import { parseCardSku } from '../../domain/catalog/sku.ts';
import { ACCESSORY_KINDS_DATA, POSTERBAR_WIDTHS } from './data/accessories.ts';
import { ACCESSORY_KINDS_BY_SUBTYPE, OCCASION_CARDS, type CardPaper, type CardSubtype } from './data/cards.ts';

export type CatalogCard = {
  sku: string;
  subtype: CardSubtype;
  width: number;
  height: number;
  paper: CardPaper;
  occasions: OccasionSlug[];
};

export type CatalogAccessory = {
  sku: string;
  kind: CardAccessoryKind;
  width: number;
  height: number;
  color: string;
  /** Envelope size name (C6, B6, DIN-long) where there is one. */
  sizeName?: string;
};

function buildCards(): Map<string, CatalogCard> {
  const cards = new Map<string, CatalogCard>();
  for (const { occasion, formats, papers } of OCCASION_CARDS) {
    for (const format of formats) {
      for (const paper of papers) {
        const sku = `${format}-${paper}`;
        const parsed = parseCardSku(sku);
        if (!parsed.ok) throw new Error(`catalogue SKU ${sku}: ${parsed.error.message}`);
        const existing = cards.get(sku);
        if (existing) existing.occasions.push(occasion);
        else cards.set(sku, { sku, subtype: parsed.value.subtype as CardSubtype, width: parsed.value.width, height: parsed.value.height, paper, occasions: [occasion] });
      }
    }
  }
  return cards;
}

const CARDS = buildCards();

export function findCard(sku: string): CatalogCard | undefined {
  return CARDS.get(sku);
}

export function listCards(): CatalogCard[] {
  return [...CARDS.values()];
}

function accessorySize(kind: CardAccessoryKind, card: CatalogCard): { width: number; height: number; sizeName?: string } | null {
  switch (kind) {
    case 'envelope': {
      const name = getEnvelopeSize(card.width, card.height);
      const envelope = ENVELOPE_SIZES.find((size) => size.name === name);
      return envelope ? { width: envelope.width, height: envelope.height, sizeName: envelope.name } : null;
    }
    case 'inlay':
      return { width: card.width, height: card.height };
    case 'box':
      // 5 mm air on every side.
      return { width: card.width + 10, height: card.height + 10 };
    default: {
      const size = ACCESSORY_KINDS_DATA[kind].size;
      if (!size) return null;
      const [width = 0, height = 0] = size.split('x').map(Number);
      return { width, height };
    }
  }
}

/** Accessories that fit a card, in the order of ACCESSORY_KINDS_BY_SUBTYPE, colours in data order. */
export function getAccessoriesForCard(card: CatalogCard): CatalogAccessory[] {
  return ACCESSORY_KINDS_BY_SUBTYPE[card.subtype].flatMap((kind) => {
    const size = accessorySize(kind, card);
    if (!size) return [];
    return ACCESSORY_KINDS_DATA[kind].colors.map((color) => ({
      sku: `${kind}-${size.width}x${size.height}-${color}`,
      kind,
      width: size.width,
      height: size.height,
      color,
      ...(size.sizeName ? { sizeName: size.sizeName } : {}),
    }));
  });
}

function buildAccessories(): Map<string, CatalogAccessory> {
  const accessories = new Map<string, CatalogAccessory>();
  for (const card of CARDS.values()) {
    for (const accessory of getAccessoriesForCard(card)) accessories.set(accessory.sku, accessory);
  }
  for (const width of POSTERBAR_WIDTHS) {
    for (const color of ACCESSORY_KINDS_DATA.posterbar.colors) {
      const sku = `posterbar-${width}x20-${color}`;
      accessories.set(sku, { sku, kind: 'posterbar', width, height: 20, color });
    }
  }
  return accessories;
}

const ACCESSORIES = buildAccessories();

export function findAccessory(sku: string): CatalogAccessory | undefined {
  return ACCESSORIES.get(sku);
}

export function listAccessories(): CatalogAccessory[] {
  return [...ACCESSORIES.values()];
}
