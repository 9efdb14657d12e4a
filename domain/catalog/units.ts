/**
 * Showing sizes in the visitor's unit (docs/shop-rules.md, Locales, currencies and units): centimetres
 * everywhere except en-US, which sees inches. Formats are stored in millimetres.
 */
import { getUnit, type LocaleCode, type Unit } from '../locale/index.ts';
import { isValidDimensions, parseFormat, type Dimensions } from './format.ts';
import type { PhotoPrintFormat } from './vocabulary.ts';
import { getNumberFormat } from '../intl/get-formatter.ts';

const MM_PER_UNIT: Record<Unit, number> = { cm: 10, inch: 25.4 };
const UNIT_LABEL: Record<Unit, string> = { cm: 'cm', inch: 'in' };

export function getUnitLabel(unit: Unit): string {
  return UNIT_LABEL[unit];
}

/** At most one decimal in the locale's own decimal separator; no grouping, sizes are short. */
function formatNumber(value: number, locale: LocaleCode): string {
  return getNumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/** A millimetre length as a number in the locale's unit, without the unit: `29,7`, `11.8`. */
export function formatLength(millimetres: number, locale: LocaleCode): string {
  return formatNumber(millimetres / MM_PER_UNIT[getUnit(locale)], locale);
}

/** ISO 216 A sizes in millimetres, short side first. */
const PAPER_SIZES = [
  ['A0', 841, 1189],
  ['A1', 594, 841],
  ['A2', 420, 594],
  ['A3', 297, 420],
  ['A4', 210, 297],
  ['A5', 148, 210],
  ['A6', 105, 148],
  ['A7', 74, 105],
  ['A8', 52, 74],
] as const;
export type PaperSizeName = (typeof PAPER_SIZES)[number][0];

/** Only exact millimetre matches count, in either orientation: 300x200 is not "almost A4". */
export function getPaperSizeName({ width, height }: Dimensions): PaperSizeName | null {
  const [short, long] = width <= height ? [width, height] : [height, width];
  return PAPER_SIZES.find(([, s, l]) => s === short && l === long)?.[0] ?? null;
}

export interface FormatDimensionsOptions {
  /** Append the A-size name when the format is one, as in `21 x 29,7 cm (A4)`. Default true. */
  withPaperSize?: boolean;
}

/** `30 x 40 cm`, `12 x 16 in`, `21 x 29,7 cm (A4)`; '' for an invalid format. */
export function formatDimensions(
  format: string | Dimensions,
  locale: LocaleCode,
  { withPaperSize = true }: FormatDimensionsOptions = {},
): string {
  const dimensions = typeof format === 'string' ? parseFormat(format) : format;
  if (!isValidDimensions(dimensions)) return '';
  const unit = UNIT_LABEL[getUnit(locale)];
  const text = `${formatLength(dimensions.width, locale)} x ${formatLength(dimensions.height, locale)} ${unit}`;
  const paperSize = withPaperSize ? getPaperSizeName(dimensions) : null;
  return paperSize ? `${text} (${paperSize})` : text;
}

/**
 * Photo prints are sold in the US under their traditional inch names (a 10 x 12 cm print is
 * '4 x 4.5'), which are not conversions of the millimetres either.
 */
const PHOTO_PRINT_INCHES: Record<PhotoPrintFormat, readonly [number, number]> = {
  '100x100': [4, 4],
  '100x120': [4, 4.5],
  '130x90': [5, 3.5],
  '150x100': [6, 4],
  '180x130': [7, 5],
  '300x200': [12, 8],
};

/** Like formatDimensions, but en-US uses the print's inch name; unknown formats are converted. */
export function formatPhotoPrintFormat(format: string, locale: LocaleCode): string {
  const inches = Object.hasOwn(PHOTO_PRINT_INCHES, format) ? PHOTO_PRINT_INCHES[format as PhotoPrintFormat] : null;
  if (getUnit(locale) === 'inch' && inches) {
    return `${formatNumber(inches[0], locale)} x ${formatNumber(inches[1], locale)} ${UNIT_LABEL.inch}`;
  }
  return formatDimensions(format, locale, { withPaperSize: false });
}
