/**
 * The shop's product vocabulary (docs/shop-rules.md, Product vocabulary). Every list is an `as const` array so the
 * same source gives a runtime list (for validation and selects) and a union type (for the compiler).
 * Values are the wire values the designers, the shop API and the content system use, which is why
 * many of them are German slugs.
 */

/** Narrowing membership test, so untrusted strings can be checked against any list below. */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

// Product and material vocabulary

export const PRODUCT_TYPES = ['calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * What the price calculator block offers, by the names the shop API's calculator endpoints take:
 * `framed` is wall art in a frame, `photoframe` an empty frame for one's own print.
 */
export const CALCULATOR_PRODUCTS = ['photoframe', 'framed', 'photobox', 'photoprint', 'collage', 'photobook'] as const;
export type CalculatorProduct = (typeof CALCULATOR_PRODUCTS)[number];

export const MATERIAL_TYPES = [
  'acrylglas', 'aludibond', 'backlitfolie', 'echtglas', 'forexplatte', 'fototapete',
  'gallerybond', 'hahnemuehle', 'klebefolie', 'leinwand', 'poster', 'pvcplane',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Names that only appear as translation keys, never as a material a product is made of. */
export const TRANSLATION_ONLY_MATERIAL_TYPES = ['fraesbild', 'wallpaper', 'alu-brushed'] as const;
export type TranslationOnlyMaterialType = (typeof TRANSLATION_ONLY_MATERIAL_TYPES)[number];

export const FRAME_KINDS = [
  'alurahmen', 'artbox', 'fotorahmen', 'holzrahmen', 'kunststoffrahmen', 'schattenfuge-leinwand', 'schattenfuge-platte',
] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/**
 * Every frame kind comes in a black variant that is preselected. The rules name no frame type
 * ids, so the id is the kind plus the colour (`holzrahmen-schwarz`); see decision 0003.
 */
export type FrameType = `${FrameKind}-schwarz`;
function getDefaultFrameType(kind: FrameKind): FrameType {
  return `${kind}-schwarz`;
}

export const MAT_TYPES = ['ohne', 'weiss'] as const;
export type MatType = (typeof MAT_TYPES)[number];

export interface FrameDefaults {
  frameType: FrameType;
  /** Mat width in millimetres; 0 means no mat. */
  matSize: number;
  matType: MatType;
}

/** Wood and aluminium frames are sold with a white 30 mm mat; the others are too shallow for one. */
const FRAME_KINDS_WITH_MAT: readonly FrameKind[] = ['holzrahmen', 'alurahmen'];

export function getFrameDefaults(kind: FrameKind): FrameDefaults {
  const hasMat = FRAME_KINDS_WITH_MAT.includes(kind);
  return { frameType: getDefaultFrameType(kind), matSize: hasMat ? 30 : 0, matType: hasMat ? 'weiss' : 'ohne' };
}

/**
 * Rigid boards get the shadow-gap board frame, paper the wooden frame, canvas its own shadow-gap
 * frame. Photo paper is `hahnemuehle` (the only paper material besides poster). Materials
 * missing here (film, wallpaper, banner, real glass) are not framed.
 */
const DEFAULT_FRAME_KIND_BY_MATERIAL: Partial<Record<MaterialType, FrameKind>> = {
  acrylglas: 'schattenfuge-platte',
  aludibond: 'schattenfuge-platte',
  forexplatte: 'schattenfuge-platte',
  gallerybond: 'schattenfuge-platte',
  hahnemuehle: 'holzrahmen',
  poster: 'holzrahmen',
  leinwand: 'schattenfuge-leinwand',
};

export function getDefaultFrameKind(material: MaterialType): FrameKind | null {
  return DEFAULT_FRAME_KIND_BY_MATERIAL[material] ?? null;
}

export const ORIENTATIONS = ['din-landscape', 'din-portrait', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** 'ohne' is the wire value for "no refinement" ('none' also reaches us from older links). */
export const REFINEMENT_TYPES = ['gold', 'ohne', 'relief', 'rosegold', 'silver'] as const;
export type RefinementType = (typeof REFINEMENT_TYPES)[number];
export const NO_REFINEMENT_VALUES = ['ohne', 'none'] as const;

/** Colours an editor may give a content button (spec 3.1). */
export const BUTTON_COLORS = [
  'black', 'blue', 'cool-gray', 'dirty-white', 'green', 'orange', 'pink', 'red', 'smashy1', 'smashy2', 'white', 'yellow',
] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];

export const COLLAGE_TYPES = ['leinwand', 'poster', 'framedPoster', 'mixed'] as const;
export type CollageType = (typeof COLLAGE_TYPES)[number];

// Calendar

export const CALENDAR_TYPES = ['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

const CALENDAR_DIN_FORMATS = [
  'a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a6-hoch', 'a6-quer',
] as const;
/** Non-DIN calendar sizes are named `{width}-{height}` in millimetres. */
const CALENDAR_SIZE_CODES = ['150-400', '200-400', '130-300', '145-145', '200-200', '300-300', '265-120'] as const;
export const CALENDAR_FORMATS = [...CALENDAR_DIN_FORMATS, ...CALENDAR_SIZE_CODES] as const;
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number];

/** How the calendar overview groups sizes (spec 3.2): DIN size, orientation, and large or small. */
export const CALENDAR_SIZE_GROUPS = ['din-a3', 'din-a4', 'din-a5', 'din-a6', 'portrait', 'landscape', 'square', 'large', 'small'] as const;
export type CalendarSizeGroup = (typeof CALENDAR_SIZE_GROUPS)[number];

/** DIN sizes upright, in millimetres. */
const DIN_SIZES = { a3: [297, 420], a4: [210, 297], a5: [148, 210], a6: [105, 148] } as const;
/** A calendar at least the area of A4 hangs as a large one; anything smaller is small. */
const LARGE_CALENDAR_MIN_AREA = 210 * 297;

/** Width and height in millimetres of a calendar format (`a4-quer` is 297x210, `200-400` is 200x400). */
export function getCalendarFormatDimensions(format: CalendarFormat): { width: number; height: number } {
  const din = /^(a[3-6])-(hoch|quer)$/.exec(format);
  if (din) {
    const [short, long] = DIN_SIZES[din[1] as keyof typeof DIN_SIZES];
    return din[2] === 'hoch' ? { width: short, height: long } : { width: long, height: short };
  }
  const [width = 0, height = 0] = format.split('-').map(Number);
  return { width, height };
}

/** The groups a calendar format belongs to: its DIN size if it has one, its orientation and large or small. */
export function getCalendarSizeGroups(format: CalendarFormat): CalendarSizeGroup[] {
  const { width, height } = getCalendarFormatDimensions(format);
  const din = /^(a[3-6])-/.exec(format)?.[1];
  const orientation: CalendarSizeGroup = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
  const size: CalendarSizeGroup = width * height >= LARGE_CALENDAR_MIN_AREA ? 'large' : 'small';
  return [...(din ? [`din-${din}` as CalendarSizeGroup] : []), orientation, size];
}

/** Wooden block and stand are sold as accessories but arrive from links as a mounting value. */
export const CALENDAR_ACCESSORY_TYPES = ['holzblock', 'holzfuss', 'ohne'] as const;
export type CalendarAccessoryType = (typeof CALENDAR_ACCESSORY_TYPES)[number];
export const DEFAULT_CALENDAR_MOUNTING = 'spirale';

// Photobook

export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const;
export type PhotobookCover = (typeof PHOTOBOOK_COVERS)[number];

export const PHOTOBOOK_BINDINGS = ['heftbindung', 'layflat', 'pur'] as const;
export type PhotobookBinding = (typeof PHOTOBOOK_BINDINGS)[number];

export const PHOTOBOOK_PAPERS = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export type PhotobookPaper = (typeof PHOTOBOOK_PAPERS)[number];

export const PHOTOBOOK_COVER_LAMINATIONS = ['glossy', 'matt'] as const;
export type PhotobookCoverLamination = (typeof PHOTOBOOK_COVER_LAMINATIONS)[number];

export const PHOTOBOOK_PRINTINGS = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export type PhotobookPrinting = (typeof PHOTOBOOK_PRINTINGS)[number];

/** The printing process decides the binding: only real-photo pages can lie flat. */
const BINDING_BY_PRINTING: Record<PhotobookPrinting, PhotobookBinding> = {
  digitalfotobuch: 'pur',
  echtfotobuch: 'layflat',
  fotoheft: 'heftbindung',
};

export function getPhotobookBinding(printing: PhotobookPrinting): PhotobookBinding {
  return BINDING_BY_PRINTING[printing];
}

export const PHOTOBOOK_FORMATS = ['200-200', '300-300', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a6-quer'] as const;
export type PhotobookFormat = (typeof PHOTOBOOK_FORMATS)[number];

const DEFAULT_FORMATS_BY_PRINTING: Record<PhotobookPrinting, readonly PhotobookFormat[]> = {
  digitalfotobuch: ['a5-quer', 'a4-hoch', '200-200'],
  fotoheft: ['a5-quer', 'a4-hoch', '200-200'],
  echtfotobuch: ['a4-quer', 'a4-hoch', '300-300'],
};

/** The formats offered first for a printing kind, in display order. */
export function getDefaultPhotobookFormats(printing: PhotobookPrinting): readonly PhotobookFormat[] {
  return DEFAULT_FORMATS_BY_PRINTING[printing];
}

/** Page size in millimetres (`WIDTHxHEIGHT`) for the formats that show their size. */
export const PHOTOBOOK_DISPLAY_SIZES: Partial<Record<PhotobookFormat, string>> = {
  'a3-quer': '420x297',
  'a4-hoch': '210x297',
  'a4-quer': '297x210',
  'a5-hoch': '148x210',
  'a5-quer': '210x148',
};

// Photo print and photobox

export const PHOTO_PRINT_FINISHES = ['glossy', 'matt'] as const;
export type PhotoPrintFinish = (typeof PHOTO_PRINT_FINISHES)[number];

/** `WIDTHxHEIGHT` in millimetres. */
export const PHOTO_PRINT_FORMATS = ['100x100', '100x120', '130x90', '150x100', '180x130', '300x200'] as const;
export type PhotoPrintFormat = (typeof PHOTO_PRINT_FORMATS)[number];

/** `photoprint` is the large box, labelled 'MAX'. */
export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;
export type PhotoboxType = (typeof PHOTOBOX_TYPES)[number];

// Cards

export const CARD_ACCESSORY_KINDS = ['bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard'] as const;
export type CardAccessoryKind = (typeof CARD_ACCESSORY_KINDS)[number];

export const ENVELOPE_SIZES = [
  { name: 'C6', width: 162, height: 114 },
  { name: 'B6', width: 176, height: 125 },
  { name: 'DIN-long', width: 220, height: 110 },
] as const;
export type EnvelopeSizeName = (typeof ENVELOPE_SIZES)[number]['name'];

/**
 * The smallest envelope (by area) a card of `width` x `height` mm fits into, in either
 * orientation; an envelope's own dimensions answer that envelope. Null when nothing fits.
 */
export function getEnvelopeSize(width: number, height: number): EnvelopeSizeName | null {
  if (!(width > 0 && height > 0)) return null;
  const [cardLong, cardShort] = width >= height ? [width, height] : [height, width];
  const fitting = ENVELOPE_SIZES.filter((e) => cardLong <= e.width && cardShort <= e.height);
  fitting.sort((a, b) => a.width * a.height - b.width * b.height);
  return fitting[0]?.name ?? null;
}

export const OCCASION_SLUGS = [
  'einschulung', 'firmung', 'geburt', 'geburtstag', 'hochzeit', 'kindergeburtstag', 'kommunion', 'konfirmation',
  'ostern', 'taufe', 'trauer', 'weihnachten/geschaeftlich', 'weihnachten/privat',
] as const;
export type OccasionSlug = (typeof OCCASION_SLUGS)[number];

// Filters and sorting (used to filter query strings for API calls)

/** `frame` is the frame colour a framed design is shown and sold in (its designer opens with it). */
export const FILTER_TYPES = ['aspectRatio', 'category', 'color', 'frame', 'label', 'product', 'punching', 'style'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const SORT_OPTIONS = ['popularity', 'created'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
