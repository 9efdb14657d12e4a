import type { PhotoboxType, PhotoPrintFinish, PhotoPrintFormat } from '../../../domain/catalog/vocabulary.ts';
import type { FormatLimit } from '../check-format-limit.ts';
import type { AreaPricing } from './wall-art-materials.ts';

/** Photo-lab prints: euro list price per print, `setup + perSquareMetre * area` (linear, small sizes). */
export const PHOTO_PRINT_PRICING: AreaPricing = { setup: 0.12, perSquareMetre: 25 };

export const PHOTO_PRINT_FINISH_FACTORS: Record<PhotoPrintFinish, number> = { glossy: 1, matt: 1.1 };

/** The lab's paper rolls are 305 mm wide; 450 mm is the longest sheet it cuts. */
export const PHOTO_PRINT_LIMIT: FormatLimit = { maxWidth: 450, maxHeight: 300, minWidth: 90, minHeight: 90 };

export type PhotoboxFormat = {
  /** The print size the box holds (`photoboxFormat[width|height]` in designer links). */
  value: PhotoPrintFormat;
  quantityMax: number;
};

export type Photobox = {
  type: PhotoboxType;
  /** Euro list price of the empty box; the prints inside are added at a box rate. */
  boxEur: number;
  formats: readonly PhotoboxFormat[];
};

/** Prints in a box cost less than single prints: they are printed as one job. */
export const PHOTOBOX_PRINT_FACTOR = 0.8;

const boxFormats = (rows: readonly [PhotoPrintFormat, number][]): readonly PhotoboxFormat[] => rows.map(([value, quantityMax]) => ({ value, quantityMax }));

export const PHOTOBOXES: readonly Photobox[] = [
  {
    type: 'small',
    boxEur: 9.95,
    formats: boxFormats([['130x90', 40], ['150x100', 40], ['180x130', 30]]),
  },
  {
    type: 'photoprint',
    boxEur: 19.95,
    formats: boxFormats([['150x100', 150], ['180x130', 120], ['300x200', 50]]),
  },
];
