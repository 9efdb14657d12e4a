import type { Channel } from '../../domain/locale/channels.ts';
import { DEFAULT_CALENDAR_MOUNTING, getPhotobookBinding, type PhotobookFormat, type ProductType } from '../../domain/catalog/vocabulary.ts';
import { getFormatOrientation, parseFormat, swapFormat } from '../../domain/catalog/format.ts';
import { getAllFormats, getCalculatorMaterials } from './calculator-catalog.ts';
import { getCalendarFormatSize } from '../../domain/catalog/calendar-format-size.ts';
import { findCalendarType } from './data/calendars.ts';
import { OCCASION_CARDS, GUESTBOOK_CATEGORY_BY_OCCASION } from './data/cards.ts';
import {
  CALENDAR_DESIGNS, CARD_DESIGNS, CARD_IMAGES, COLLAGE_DESIGNS, FRAME_COLOUR_BY_STYLE, FRAME_TYPE_BY_COLOUR, GUESTBOOK_DESIGNS, MOTIF_PHOTOS,
  PHOTOBOOK_CATEGORY_IDS, PHOTOBOOK_DESIGNS, WALL_ART_DESIGNS, WALL_ART_IMAGES,
} from './data/designs.ts';
import { MOTIF_ART } from './data/motif-art.ts';
import { PHOTOBOOK_SIZES } from './data/photobooks.ts';
import { MOTIFS, type DesignColor, type MotifKey, type StyleKey } from './data/theme-words.ts';
import { getAspectRatio } from './get-aspect-ratio.ts';
import { hashKey } from './get-discount-rate.ts';

/** What a price-from is computed from; resolved per request because it depends on the currency. */
export type PriceSource =
  | { kind: 'cards'; skus: readonly string[] }
  | { kind: 'material'; product: 'print' | 'collage' | 'photobook'; material: string }
  | { kind: 'calendar'; calendarType: string; format: string };

export type ThemeRecord = {
  id: number;
  channel: Channel;
  product: ProductType;
  motif: MotifKey;
  style: StyleKey;
  category: string;
  colors: readonly DesignColor[];
  label?: string;
  punching?: string;
  /** The frame colour a framed design is sold in (wall art only). */
  frame?: string;
  aspectRatio: string;
  /** The format the design is drawn for, first of `formats`. */
  format: string;
  formats: readonly string[];
  createdAt: string;
  popularity: number;
  imageFile: string;
  designerParams: Record<string, string | number>;
  priceSource: PriceSource;
};

type Draft = Omit<ThemeRecord, 'id' | 'channel' | 'label' | 'createdAt' | 'popularity' | 'aspectRatio' | 'punching'>;

type PhotobookDraftOptions = { format?: PhotobookFormat; categoryId?: number; fallbackImage?: string };

/**
 * A photo-book template of one category: the digital print book (A4 landscape unless a guest book
 * says otherwise), hard cover, filed under its design category id (the design group sets).
 */
function buildPhotobookDraft(motif: MotifKey, category: string, style: StyleKey, options: PhotobookDraftOptions = {}): Draft {
  const { format = 'a4-quer', categoryId = PHOTOBOOK_CATEGORY_IDS[category], fallbackImage = 'photobook.jpg' } = options;
  return {
    product: 'photobook',
    motif,
    style,
    category,
    colors: MOTIFS[motif].colors,
    format: PHOTOBOOK_SIZES[format],
    formats: [PHOTOBOOK_SIZES[format]],
    imageFile: getMotifImage(motif) ?? fallbackImage,
    designerParams: {
      productType: 'photobook',
      photobookPrinting: 'digitalfotobuch',
      photobookBinding: getPhotobookBinding('digitalfotobuch'),
      photobookFormat: format,
      photobookCover: 'hard',
      ...(categoryId === undefined ? {} : { category: categoryId }),
    },
    priceSource: { kind: 'material', product: 'photobook', material: 'digitalfotobuch' },
  };
}

/** The picture that shows the motif itself: its own drawing, or a photo of it; null when none does. */
export function getMotifImage(motif: MotifKey): string | null {
  if (MOTIF_ART[motif]) return `motif-${motif}.svg`;
  return MOTIF_PHOTOS[motif] ?? null;
}

/** Orientation-free ratio, so a portrait and a landscape 2:3 format count as the same shape. */
function shapeOf(format: string): string {
  const { width, height } = parseFormat(format);
  return getAspectRatio({ width: Math.max(width, height), height: Math.min(width, height) })?.ratio ?? '';
}

/** The design's own format first, then every sold format of the same shape, turned like the design. */
function formatsOfSameShape(designFormat: string, candidates: readonly string[]): string[] {
  const orientation = getFormatOrientation(designFormat);
  const turned = candidates
    .filter((candidate) => shapeOf(candidate) === shapeOf(designFormat))
    .map((candidate) => (getFormatOrientation(candidate) === orientation || getFormatOrientation(candidate) === 'square' ? candidate : swapFormat(candidate)));
  return [...new Set([designFormat, ...turned])];
}

function materialFormats(product: 'print' | 'collage', material: string): string[] {
  const entry = getCalculatorMaterials(product).find((candidate) => candidate.value === material);
  return entry ? getAllFormats(entry) : [];
}

function buildCardDrafts(): Draft[] {
  const cards: Draft[] = CARD_DESIGNS.flatMap(({ occasion, designs }) => {
    const offer = OCCASION_CARDS.find((entry) => entry.occasion === occasion);
    if (!offer) throw new Error(`no cards for ${occasion}`);
    const paper = offer.papers[0] ?? 'matt';
    const skus = offer.formats.flatMap((format) => offer.papers.map((candidate) => `${format}-${candidate}`));
    return designs.map(([motif, style], index): Draft => {
      const formatCode = offer.formats[index % offer.formats.length] ?? offer.formats[0]!;
      const format = formatCode.slice(formatCode.indexOf('-') + 1);
      return {
        product: 'card',
        motif,
        style,
        category: occasion,
        colors: MOTIFS[motif].colors,
        format,
        formats: formatsOfSameShape(format, offer.formats.map((code) => code.slice(code.indexOf('-') + 1))),
        imageFile: getMotifImage(motif) ?? CARD_IMAGES[occasion] ?? 'card.jpg',
        designerParams: { productType: 'card', occasion, category: offer.categoryId, sku: `${formatCode}-${paper}` },
        priceSource: { kind: 'cards', skus },
      };
    });
  });
  const guestbooks = GUESTBOOK_DESIGNS.flatMap(({ occasion, format, designs }) =>
    designs.map(([motif, style]) =>
      buildPhotobookDraft(motif, occasion, style, { format, categoryId: GUESTBOOK_CATEGORY_BY_OCCASION[occasion] ?? 16, fallbackImage: 'guestbook.jpg' }),
    ),
  );
  // The card shop sells photo books, collages and calendars too; its menu lists them by category.
  const photobooks = PHOTOBOOK_DESIGNS.filter(([, category]) => category !== 'hochzeit').map(([motif, category, style]) => buildPhotobookDraft(motif, category, style));
  return [...cards, ...guestbooks, ...photobooks, ...buildCollageDrafts(), ...buildCalendarDrafts()];
}

function buildCollageDrafts(): Draft[] {
  return COLLAGE_DESIGNS.map(([motif, category, style, collageType, format, tileCount]): Draft => ({
    product: 'collage',
    motif,
    style,
    category,
    colors: MOTIFS[motif].colors,
    format,
    formats: formatsOfSameShape(format, materialFormats('collage', collageType)),
    imageFile: getMotifImage(motif) ?? 'collage.jpg',
    designerParams: { productType: 'collage', materialType: collageType, formatType: format, tileCount },
    priceSource: { kind: 'material', product: 'collage', material: collageType },
  }));
}

function buildCalendarDrafts(): Draft[] {
  return CALENDAR_DESIGNS.map(([motif, category, style, calendarType, calendarFormat]): Draft => {
    const type = findCalendarType(calendarType);
    const format = getCalendarFormatSize(calendarFormat);
    return {
      product: 'calendar',
      motif,
      style,
      category,
      colors: MOTIFS[motif].colors,
      format,
      formats: formatsOfSameShape(format, (type?.formats ?? []).map(getCalendarFormatSize)),
      imageFile: getMotifImage(motif) ?? 'calendar.jpg',
      designerParams: { productType: 'calendar', calendarType, formatType: calendarFormat, mountingType: DEFAULT_CALENDAR_MOUNTING },
      priceSource: { kind: 'calendar', calendarType, format: calendarFormat },
    };
  });
}

function buildPosterDrafts(): Draft[] {
  const posterFormats = materialFormats('print', 'poster');
  const wallArt = WALL_ART_DESIGNS.map(([motif, category, style, format]): Draft => ({
    product: 'photoframe',
    motif,
    style,
    category,
    colors: MOTIFS[motif].colors,
    format,
    formats: formatsOfSameShape(format, posterFormats),
    imageFile: getMotifImage(motif) ?? WALL_ART_IMAGES[category] ?? 'poster.jpg',
    frame: FRAME_COLOUR_BY_STYLE[style],
    designerParams: { productType: 'photoframe', materialType: 'poster', formatType: format, frameType: FRAME_TYPE_BY_COLOUR[FRAME_COLOUR_BY_STYLE[style]] ?? 'holzrahmen-schwarz' },
    priceSource: { kind: 'material', product: 'print', material: 'poster' },
  }));
  const photobooks = PHOTOBOOK_DESIGNS.map(([motif, category, style]) => buildPhotobookDraft(motif, category, style));
  return [...wallArt, ...buildCollageDrafts(), ...buildCalendarDrafts(), ...photobooks];
}

const FIRST_ID: Record<Channel, number> = { card: 1001, poster: 2001 };
const FIRST_CREATED = Date.UTC(2024, 0, 8);
const DAY = 24 * 60 * 60 * 1000;
const PUNCHINGS = ['herz', 'rund', 'bogen'] as const;
const NEWEST_LABELLED = 6;
const BESTSELLERS_LABELLED = 6;

/**
 * Ids, dates, popularity and labels come from the position and a hash of the motif and style,
 * so every start of the backend shows the same designs in the same order. The newest designs
 * are labelled `new`, the most popular `bestseller`, about one in ten `top-deal`.
 */
function finish(channel: Channel, drafts: Draft[]): ThemeRecord[] {
  const records: ThemeRecord[] = drafts.map((draft, index) => {
    const hash = hashKey(`${channel}:${draft.product}:${draft.motif}:${draft.style}`);
    const punching = draft.product === 'card' ? PUNCHINGS[hash % 5] : undefined;
    const id = FIRST_ID[channel] + index;
    return {
      ...draft,
      id,
      channel,
      designerParams: { ...draft.designerParams, designId: id, themeId: id },
      aspectRatio: getAspectRatio(draft.format)?.ratio ?? '',
      createdAt: new Date(FIRST_CREATED + (index * 12 + (hash % 9)) * DAY).toISOString(),
      popularity: hash % 1000,
      ...(punching ? { punching } : {}),
    };
  });
  const newest = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, NEWEST_LABELLED);
  for (const record of newest) record.label = 'new';
  const popular = records.filter((record) => !record.label).sort((a, b) => b.popularity - a.popularity).slice(0, BESTSELLERS_LABELLED);
  for (const record of popular) record.label = 'bestseller';
  for (const record of records) {
    if (!record.label && hashKey(`deal:${record.id}`) % 10 === 0) record.label = 'top-deal';
  }
  return records;
}

const THEMES: Record<Channel, readonly ThemeRecord[]> = {
  card: finish('card', buildCardDrafts()),
  poster: finish('poster', buildPosterDrafts()),
};

export function getThemeRecords(channel: Channel): readonly ThemeRecord[] {
  return THEMES[channel];
}
