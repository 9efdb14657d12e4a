import type { Currency } from '../../domain/locale/locales.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { type Dimensions, parseFormat } from '../../domain/catalog/format.ts';
import type { PhotobookCover, PhotobookFormat, PhotobookPaper } from '../../domain/catalog/vocabulary.ts';
import { getSaleKey } from './build-calculator-reference.ts';
import { buildPricePair, type PricePair } from './build-price-pair.ts';
import {
  findPhotobookPrinting, PHOTOBOOK_COVER_FACTORS, PHOTOBOOK_PAPER_FACTORS, PHOTOBOOK_SIZES, type PhotobookPrintingData,
} from './data/photobooks.ts';
import { getAreaInSquareMetres } from './get-list-price.ts';

export function getPhotobookListPrice(
  printing: PhotobookPrintingData,
  page: Dimensions,
  pages: number,
  cover: PhotobookCover,
  paper: PhotobookPaper,
): number {
  const area = getAreaInSquareMetres(page);
  const { base, perSquareMetre, perPageStep } = printing.pricing;
  const extraSteps = Math.max(0, Math.ceil((pages - printing.pages.min) / printing.pages.step));
  const book = base + perSquareMetre * area;
  const extraPages = extraSteps * (perPageStep.base + perPageStep.perSquareMetre * area);
  return (book + extraPages * PHOTOBOOK_PAPER_FACTORS[paper]) * PHOTOBOOK_COVER_FACTORS[cover];
}

export type PhotobookQuery = { printing: string; format: string; pages?: number; cover?: string; paper?: string };

export type PhotobookPriceResult = Result<PricePair & { pages: number }, { code: 'unknown-printing' | 'unavailable-option' | 'pages-out-of-range'; details: Record<string, unknown> }>;

/**
 * Page counts that fall between steps are rounded up to the next step, as the designer adds the
 * empty pages; `pages` in the answer says which count was priced.
 */
export function getPhotobookPrice(query: PhotobookQuery, currency: Currency): PhotobookPriceResult {
  const printing = findPhotobookPrinting(query.printing);
  if (!printing) return err({ code: 'unknown-printing', details: { printing: query.printing } });
  const format = printing.formats.find((id) => id === query.format);
  const cover = query.cover ?? printing.covers[0];
  const paper = query.paper ?? printing.papers[0];
  const coverOk = printing.covers.find((value) => value === cover);
  const paperOk = printing.papers.find((value) => value === paper);
  if (!format || !coverOk || !paperOk) {
    return err({ code: 'unavailable-option', details: { formats: printing.formats, covers: printing.covers, papers: printing.papers } });
  }
  const { min, max, step } = printing.pages;
  const requested = query.pages ?? min;
  if (requested < min || requested > max) return err({ code: 'pages-out-of-range', details: { minPages: min, maxPages: max } });
  const pages = min + Math.ceil((requested - min) / step) * step;
  const listPrice = getPhotobookListPrice(printing, parseFormat(PHOTOBOOK_SIZES[format as PhotobookFormat]), pages, coverOk, paperOk);
  // A sale covers the whole printing (every format, cover and page count), as in the calculator.
  return ok({ ...buildPricePair(listPrice, currency, getSaleKey('photobook', printing.printing)), pages });
}
