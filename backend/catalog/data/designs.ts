import type { CalendarFormat, CalendarType, CollageType, OccasionSlug, PhotobookFormat } from '../../../domain/catalog/vocabulary.ts';
import type { MotifKey, StyleKey } from './theme-words.ts';

type Pair = readonly [MotifKey, StyleKey];

/** Card designs per occasion: four each, motif and style chosen to suit the occasion. */
export const CARD_DESIGNS: readonly { occasion: OccasionSlug; designs: readonly Pair[] }[] = [
  { occasion: 'hochzeit', designs: [['rings', 'elegant'], ['eucalyptus', 'floral'], ['roses', 'classic'], ['hearts', 'modern']] },
  { occasion: 'trauer', designs: [['lily', 'classic'], ['feather', 'minimal'], ['sunset', 'elegant'], ['tree', 'rustic']] },
  { occasion: 'geburt', designs: [['moon', 'playful'], ['sock', 'minimal'], ['bear', 'vintage'], ['clouds', 'modern']] },
  { occasion: 'taufe', designs: [['dove', 'classic'], ['clouds', 'minimal'], ['rainbow', 'colorful'], ['candle', 'elegant']] },
  { occasion: 'kommunion', designs: [['candle', 'classic'], ['fish', 'modern'], ['dove', 'elegant'], ['treeOfLife', 'floral']] },
  { occasion: 'konfirmation', designs: [['cross', 'minimal'], ['treeOfLife', 'modern'], ['candle', 'rustic'], ['dove', 'vintage']] },
  { occasion: 'firmung', designs: [['dove', 'modern'], ['flame', 'colorful'], ['cross', 'classic'], ['treeOfLife', 'minimal']] },
  { occasion: 'geburtstag', designs: [['balloons', 'colorful'], ['confetti', 'playful'], ['number', 'modern'], ['cake', 'vintage']] },
  { occasion: 'kindergeburtstag', designs: [['dinosaur', 'playful'], ['bunting', 'colorful'], ['balloons', 'modern'], ['cake', 'colorful']] },
  { occasion: 'einschulung', designs: [['schoolCone', 'colorful'], ['pencils', 'playful'], ['abc', 'modern'], ['rainbow', 'minimal']] },
  { occasion: 'ostern', designs: [['bunny', 'playful'], ['eggs', 'colorful'], ['springBranch', 'floral'], ['tulips', 'minimal']] },
  { occasion: 'weihnachten/privat', designs: [['christmasTree', 'classic'], ['snowflakes', 'minimal'], ['bauble', 'vintage'], ['reindeer', 'playful']] },
  { occasion: 'weihnachten/geschaeftlich', designs: [['star', 'elegant'], ['pineBranch', 'rustic'], ['lettering', 'modern'], ['snowflakes', 'classic']] },
];

/** Wedding guestbooks and condolence books: photobooks sold in the card channel. */
export const GUESTBOOK_DESIGNS: readonly { occasion: OccasionSlug; format: PhotobookFormat; designs: readonly Pair[] }[] = [
  { occasion: 'hochzeit', format: 'a4-quer', designs: [['rings', 'classic'], ['eucalyptus', 'rustic'], ['olive', 'minimal'], ['roses', 'vintage']] },
  { occasion: 'trauer', format: '300-300', designs: [['lily', 'elegant'], ['feather', 'classic'], ['tree', 'floral'], ['sunset', 'minimal']] },
];

/** Wall art for the poster channel: motif, category, style, and the format the design is drawn for. */
export const WALL_ART_DESIGNS: readonly (readonly [MotifKey, string, StyleKey, string])[] = [
  ['mountainLake', 'berge', 'minimal', '500x700'],
  ['mountainLake', 'berge', 'vintage', '300x400'],
  ['alpinePanorama', 'berge', 'modern', '1200x400'],
  ['alpinePanorama', 'berge', 'classic', '900x300'],
  ['forest', 'natur', 'minimal', '500x700'],
  ['forest', 'natur', 'rustic', '600x400'],
  ['wildflowers', 'natur', 'floral', '300x400'],
  ['nightSky', 'natur', 'modern', '500x500'],
  ['skyline', 'staedte', 'modern', '1000x500'],
  ['skyline', 'staedte', 'vintage', '600x400'],
  ['bridge', 'staedte', 'classic', '300x400'],
  ['cityMap', 'staedte', 'minimal', '500x700'],
  ['cityMap', 'staedte', 'colorful', '500x500'],
  ['shapes', 'abstrakt', 'modern', '300x400'],
  ['shapes', 'abstrakt', 'colorful', '500x500'],
  ['brushStrokes', 'abstrakt', 'elegant', '600x400'],
  ['lines', 'abstrakt', 'minimal', '500x700'],
  ['fox', 'tiere', 'playful', '300x400'],
  ['stag', 'tiere', 'rustic', '500x700'],
  ['birds', 'tiere', 'minimal', '1000x500'],
  ['monstera', 'botanik', 'modern', '300x400'],
  ['fern', 'botanik', 'vintage', '500x700'],
  ['wildflowers', 'botanik', 'colorful', '500x500'],
  ['monstera', 'botanik', 'minimal', '500x500'],
  ['waves', 'meer', 'modern', '600x400'],
  ['lighthouse', 'meer', 'classic', '300x400'],
  ['beach', 'meer', 'minimal', '1200x400'],
  ['waves', 'meer', 'vintage', '500x700'],
  ['quote', 'typografie', 'minimal', '300x400'],
  ['quote', 'typografie', 'elegant', '500x700'],
  ['alphabet', 'kinderzimmer', 'playful', '500x700'],
  ['animalParade', 'kinderzimmer', 'colorful', '1000x500'],
  ['worldMap', 'reisen', 'vintage', '1000x500'],
  ['palms', 'reisen', 'colorful', '300x400'],
  ['desert', 'reisen', 'minimal', '600x400'],
  ['worldMap', 'reisen', 'modern', '600x400'],
];

/**
 * Photo-book templates per category, the navigation's photo-book categories (wedding, family,
 * travel, year book): motif, category, style. The card channel's wedding books are its guest books.
 */
export const PHOTOBOOK_DESIGNS: readonly (readonly [MotifKey, string, StyleKey])[] = [
  ['rings', 'hochzeit', 'elegant'],
  ['roses', 'hochzeit', 'floral'],
  // Motifs drawn as a picture, not as a calendar sheet or a collage layout: a book shows its cover motif.
  ['bear', 'familie', 'playful'],
  ['hearts', 'familie', 'modern'],
  ['worldMap', 'reisen', 'vintage'],
  ['palms', 'reisen', 'colorful'],
  ['treeOfLife', 'jahrbuch', 'classic'],
  ['wildflowers', 'jahrbuch', 'minimal'],
];

/**
 * The design category id the designer files a photo-book design under, by its category: the sets of
 * `photobook-design-group-set` (decision 0045). Ids 14, 15 and 22 are the ones no card occasion or
 * guestbook uses; a wedding album is filed under the wedding cards' 5 (16 is the wedding guestbook's).
 */
export const PHOTOBOOK_CATEGORY_IDS: Readonly<Record<string, number>> = { familie: 14, reisen: 15, hochzeit: 5, jahrbuch: 22 };

/**
 * The frame a wall-art design is shown and sold in, by its style (the navigation's frame colours
 * list them), and the moulding of that colour its designer opens with.
 */
export const FRAME_COLOUR_BY_STYLE: Readonly<Record<StyleKey, string>> = {
  minimal: 'schwarz',
  modern: 'silber',
  colorful: 'weiss',
  playful: 'weiss',
  floral: 'weiss',
  vintage: 'eiche',
  rustic: 'eiche',
  classic: 'gold',
  elegant: 'gold',
};
export const FRAME_TYPE_BY_COLOUR: Readonly<Record<string, string>> = {
  schwarz: 'holzrahmen-schwarz',
  weiss: 'holzrahmen-weiss',
  eiche: 'holzrahmen-eiche',
  gold: 'alurahmen-gold',
  silber: 'alurahmen-silber',
};

/** Collage templates: motif, category, style, collage type, format, number of photo tiles. */
export const COLLAGE_DESIGNS: readonly (readonly [MotifKey, string, StyleKey, CollageType, string, number])[] = [
  ['photoGrid', 'familie', 'modern', 'leinwand', '600x400', 9],
  ['photoGrid', 'familie', 'minimal', 'poster', '500x500', 16],
  ['mosaic', 'urlaub', 'colorful', 'leinwand', '900x600', 24],
  ['mosaic', 'urlaub', 'elegant', 'framedPoster', '600x400', 12],
  ['heartShape', 'liebe', 'playful', 'poster', '500x500', 20],
  ['heartShape', 'liebe', 'floral', 'leinwand', '700x700', 28],
  ['instantPhotos', 'urlaub', 'vintage', 'poster', '600x400', 6],
  ['instantPhotos', 'familie', 'playful', 'mixed', '900x600', 8],
  ['filmStrip', 'familie', 'vintage', 'leinwand', '1200x400', 5],
  ['filmStrip', 'urlaub', 'modern', 'poster', '1000x500', 7],
  ['circles', 'liebe', 'minimal', 'framedPoster', '500x500', 7],
  ['circles', 'familie', 'colorful', 'mixed', '800x600', 13],
];

/** Calendar templates: motif, category, style, calendar type and format. */
export const CALENDAR_DESIGNS: readonly (readonly [MotifKey, string, StyleKey, CalendarType, CalendarFormat])[] = [
  ['seasons', 'natur', 'classic', 'wandkalender', 'a3-quer'],
  ['seasons', 'natur', 'modern', 'wandkalender', 'a4-hoch'],
  ['botanicalYear', 'botanik', 'floral', 'wandkalender', '300-300'],
  ['botanicalYear', 'botanik', 'vintage', 'tischkalender', 'a5-quer'],
  ['cityBreaks', 'reisen', 'modern', 'wandkalender', 'a3-hoch'],
  ['cityBreaks', 'reisen', 'minimal', 'tischkalender', '265-120'],
  ['familyYear', 'familie', 'playful', 'familienplaner', '200-400'],
  ['familyYear', 'familie', 'colorful', 'familienplaner', 'a3-hoch'],
  ['kitchenHerbs', 'botanik', 'rustic', 'kuechenkalender', '150-400'],
  ['kitchenHerbs', 'botanik', 'minimal', 'kuechenkalender', '130-300'],
  ['summits', 'berge', 'classic', 'wandkalender', 'a3-quer'],
  ['summits', 'berge', 'modern', 'terminkalender', 'a4-hoch'],
];

/**
 * Photos in backend/assets that show a motif itself (the scene descriptions are in
 * backend/assets/README.md). A design shows its motif's photo or drawing (motif-art.ts) first,
 * so its thumbnail matches its name; the per-occasion and per-category pictures below are only
 * the fallback for motifs that have neither.
 */
export const MOTIF_PHOTOS: Partial<Record<MotifKey, string>> = {
  rings: 'wedding.jpg',
  moon: 'birth.jpg',
  sock: 'birth.jpg',
  confetti: 'birthday.jpg',
  number: 'birthday.jpg',
  christmasTree: 'christmas.jpg',
  snowflakes: 'christmas.jpg',
  bauble: 'christmas.jpg',
  pineBranch: 'christmas.jpg',
};

/** Images from backend/assets per occasion or category; the rest use the product's picture. */
export const CARD_IMAGES: Partial<Record<OccasionSlug, string>> = {
  hochzeit: 'wedding.jpg',
  geburt: 'birth.jpg',
  taufe: 'birth.jpg',
  geburtstag: 'birthday.jpg',
  kindergeburtstag: 'birthday.jpg',
  'weihnachten/privat': 'christmas.jpg',
  'weihnachten/geschaeftlich': 'christmas.jpg',
};
export const WALL_ART_IMAGES: Record<string, string> = {
  berge: 'canvas.jpg',
  natur: 'living-room.jpg',
  staedte: 'poster.jpg',
  abstrakt: 'gallery-wall.jpg',
  tiere: 'framed.jpg',
  botanik: 'framed.jpg',
  meer: 'acrylic.jpg',
  typografie: 'gallery-wall.jpg',
  kinderzimmer: 'gallery-wall.jpg',
  reisen: 'aluminium.jpg',
};
