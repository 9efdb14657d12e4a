import { PHOTOBOOK_DISPLAY_SIZES, type PhotobookCover, type PhotobookFormat, type PhotobookPaper, type PhotobookPrinting } from '../../../domain/catalog/vocabulary.ts';

/** Page size of every photobook format; the vocabulary only lists the ones shown in cm. */
export const PHOTOBOOK_SIZES: Record<PhotobookFormat, string> = {
  '200-200': '200x200',
  '300-300': '300x300',
  'a6-quer': '148x105',
  'a3-quer': PHOTOBOOK_DISPLAY_SIZES['a3-quer'] ?? '420x297',
  'a4-hoch': PHOTOBOOK_DISPLAY_SIZES['a4-hoch'] ?? '210x297',
  'a4-quer': PHOTOBOOK_DISPLAY_SIZES['a4-quer'] ?? '297x210',
  'a5-hoch': PHOTOBOOK_DISPLAY_SIZES['a5-hoch'] ?? '148x210',
  'a5-quer': PHOTOBOOK_DISPLAY_SIZES['a5-quer'] ?? '210x148',
};

export type PhotobookPrintingData = {
  printing: PhotobookPrinting;
  formats: readonly PhotobookFormat[];
  covers: readonly PhotobookCover[];
  papers: readonly PhotobookPaper[];
  /**
   * Page counts: staple binding needs whole folded sheets (steps of 4) and holds 64 pages at most;
   * lay-flat photo paper is thick, so 120 pages; PUR binding goes to 200.
   */
  pages: { min: number; max: number; step: number };
  /**
   * Euro list price: `base + perSquareMetre * page area` for the minimum pages, plus
   * `perPageStep.base + perPageStep.perSquareMetre * page area` for every further page step.
   */
  pricing: { base: number; perSquareMetre: number; perPageStep: { base: number; perSquareMetre: number } };
  tags: readonly string[];
};

export const PHOTOBOOK_PRINTINGS_DATA: readonly PhotobookPrintingData[] = [
  {
    printing: 'digitalfotobuch',
    formats: ['a5-quer', 'a4-hoch', '200-200', 'a4-quer', 'a5-hoch', 'a3-quer', '300-300', 'a6-quer'],
    covers: ['hard', 'soft'],
    papers: ['standard', 'matt', 'glaenzend', 'feinstweiss'],
    pages: { min: 24, max: 200, step: 2 },
    pricing: { base: 14, perSquareMetre: 150, perPageStep: { base: 0.35, perSquareMetre: 8 } },
    tags: ['bestseller'],
  },
  {
    printing: 'echtfotobuch',
    formats: ['a4-quer', 'a4-hoch', '300-300', '200-200', 'a3-quer'],
    covers: ['hard'],
    papers: ['glaenzend', 'matt'],
    pages: { min: 24, max: 120, step: 2 },
    pricing: { base: 29, perSquareMetre: 300, perPageStep: { base: 1.5, perSquareMetre: 20 } },
    tags: ['top-deal'],
  },
  {
    printing: 'fotoheft',
    formats: ['a5-quer', 'a4-hoch', '200-200', 'a5-hoch', 'a6-quer'],
    covers: ['soft'],
    papers: ['standard', 'matt'],
    pages: { min: 24, max: 64, step: 4 },
    pricing: { base: 5, perSquareMetre: 80, perPageStep: { base: 0.4, perSquareMetre: 8 } },
    tags: [],
  },
];

/** Soft covers save the board; papers multiply the page price. */
export const PHOTOBOOK_COVER_FACTORS: Record<PhotobookCover, number> = { hard: 1, soft: 0.85 };
export const PHOTOBOOK_PAPER_FACTORS: Record<PhotobookPaper, number> = { standard: 1, matt: 1.05, glaenzend: 1.05, feinstweiss: 1.2 };

export function findPhotobookPrinting(printing: string): PhotobookPrintingData | undefined {
  return PHOTOBOOK_PRINTINGS_DATA.find((entry) => entry.printing === printing);
}
