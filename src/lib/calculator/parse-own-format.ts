/**
 * The own-format dialog (docs/shop-rules.md, Calculator): width and height typed in the visitor's unit
 * (centimetres, inches for en-US), converted to whole millimetres and checked against the
 * product's format limit. Every problem is reported per field so the dialog can say what to fix.
 */
import type { Dimensions } from '../../../domain/catalog/format.ts';
import type { Unit } from '../../../domain/locale/locales.ts';
import type { FormatLimit } from '../shop-api/catalog.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

export type OwnFormatField = 'width' | 'height';

export type OwnFormatFieldError =
  | { code: 'required' }
  | { code: 'notANumber' }
  | { code: 'tooSmall'; limitMm: number }
  | { code: 'tooLarge'; limitMm: number };

export type OwnFormatErrors = Partial<Record<OwnFormatField, OwnFormatFieldError>>;

export type OwnFormatInput = { width: string; height: string };

/** A size in millimetres; a refusal names what is wrong per field. */
export type OwnFormatResult = Result<{ width: number; height: number; format: string }, { kind: 'invalid'; errors: OwnFormatErrors }>;

const MM_PER_UNIT: Record<Unit, number> = { cm: 10, inch: 25.4 };

/** Digits with at most two decimals, comma or point: `45`, `29,7`, `11.75`. No signs, no grouping. */
const LENGTH_PATTERN = /^\d{1,5}(?:[.,]\d{1,2})?$/;

/** Millimetres (rounded to whole ones) for a typed length, null when it is not a plain number. */
export function parseLength(text: string, unit: Unit): number | null {
  const trimmed = text.trim();
  if (!LENGTH_PATTERN.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')) * MM_PER_UNIT[unit]);
}

type SideLimit = { min: number; max: number };

/**
 * Limits hold either way round (a 100 x 150 cm portrait fits a 150 x 100 cm limit), so the longer
 * typed side is measured against the longer limit. A side typed alone gets the widest range.
 */
function getSideLimits(limit: FormatLimit): { long: SideLimit; short: SideLimit; either: SideLimit } {
  const maxLong = Math.max(limit.maxWidth, limit.maxHeight);
  const maxShort = Math.min(limit.maxWidth, limit.maxHeight);
  const minLong = Math.max(limit.minWidth, limit.minHeight);
  const minShort = Math.min(limit.minWidth, limit.minHeight);
  return { long: { min: minLong, max: maxLong }, short: { min: minShort, max: maxShort }, either: { min: minShort, max: maxLong } };
}

function readLength(text: string, unit: Unit): { mm: number } | { error: OwnFormatFieldError } {
  if (text.trim() === '') return { error: { code: 'required' } };
  const mm = parseLength(text, unit);
  return mm === null ? { error: { code: 'notANumber' } } : { mm };
}

function checkSide(mm: number, { min, max }: SideLimit): OwnFormatFieldError | null {
  if (mm < min) return { code: 'tooSmall', limitMm: min };
  if (mm > max) return { code: 'tooLarge', limitMm: max };
  return null;
}

export function parseOwnFormat(input: OwnFormatInput, unit: Unit, limit: FormatLimit): OwnFormatResult {
  const width = readLength(input.width, unit);
  const height = readLength(input.height, unit);
  const sides = getSideLimits(limit);
  const errors: OwnFormatErrors = {};
  if ('error' in width) errors.width = width.error;
  if ('error' in height) errors.height = height.error;
  if ('mm' in width && 'mm' in height) {
    const widthIsLonger = width.mm >= height.mm;
    const widthError = checkSide(width.mm, widthIsLonger ? sides.long : sides.short);
    const heightError = checkSide(height.mm, widthIsLonger ? sides.short : sides.long);
    if (widthError) errors.width = widthError;
    if (heightError) errors.height = heightError;
    if (!widthError && !heightError) return ok({ width: width.mm, height: height.mm, format: `${width.mm}x${height.mm}` });
    return err({ kind: 'invalid', errors });
  }
  const alone = 'mm' in width ? ['width', width.mm] as const : 'mm' in height ? ['height', height.mm] as const : null;
  const aloneError = alone ? checkSide(alone[1], sides.either) : null;
  if (alone && aloneError) errors[alone[0]] = aloneError;
  return err({ kind: 'invalid', errors });
}

/** The same either-way-round rule for a format that was not typed (SKU, call to action). */
export function isWithinFormatLimit({ width, height }: Dimensions, limit: FormatLimit): boolean {
  const { long, short } = getSideLimits(limit);
  const [longer, shorter] = width >= height ? [width, height] : [height, width];
  return checkSide(longer, long) === null && checkSide(shorter, short) === null;
}
