/**
 * The own-format dialog (core spec §2.5): width and height typed in the visitor's unit
 * (centimetres, inches for en-US), converted to whole millimetres and checked against the
 * product's format limit. Every problem is reported per field so the dialog can say what to fix.
 */
import type { Dimensions } from '../catalog/format.ts';
import type { Unit } from '../locale/locales.ts';
import type { FormatLimit } from '../shop-api/catalog.ts';

export type OwnFormatField = 'width' | 'height';

export type OwnFormatFieldError =
  | { code: 'required' }
  | { code: 'notANumber' }
  | { code: 'tooSmall'; limitMm: number }
  | { code: 'tooLarge'; limitMm: number };

export type OwnFormatErrors = Partial<Record<OwnFormatField, OwnFormatFieldError>>;

export type OwnFormatInput = { width: string; height: string };

export type OwnFormatResult = { ok: true; width: number; height: number; format: string } | { ok: false; errors: OwnFormatErrors };

const MM_PER_UNIT: Record<Unit, number> = { cm: 10, inch: 25.4 };

/** Digits with at most two decimals, comma or point: `45`, `29,7`, `11.75`. No signs, no grouping. */
const LENGTH_PATTERN = /^\d{1,5}(?:[.,]\d{1,2})?$/;

/** Millimetres (rounded to whole ones) for a typed length, null when it is not a plain number. */
export function parseLength(text: string, unit: Unit): number | null {
  const trimmed = text.trim();
  if (!LENGTH_PATTERN.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')) * MM_PER_UNIT[unit]);
}

function checkLength(text: string, unit: Unit, min: number, max: number): { mm: number } | { error: OwnFormatFieldError } {
  if (text.trim() === '') return { error: { code: 'required' } };
  const mm = parseLength(text, unit);
  if (mm === null) return { error: { code: 'notANumber' } };
  if (mm < min) return { error: { code: 'tooSmall', limitMm: min } };
  if (mm > max) return { error: { code: 'tooLarge', limitMm: max } };
  return { mm };
}

export function parseOwnFormat(input: OwnFormatInput, unit: Unit, limit: FormatLimit): OwnFormatResult {
  const width = checkLength(input.width, unit, limit.minWidth, limit.maxWidth);
  const height = checkLength(input.height, unit, limit.minHeight, limit.maxHeight);
  if ('mm' in width && 'mm' in height) return { ok: true, width: width.mm, height: height.mm, format: `${width.mm}x${height.mm}` };
  const errors: OwnFormatErrors = {};
  if ('error' in width) errors.width = width.error;
  if ('error' in height) errors.height = height.error;
  return { ok: false, errors };
}

/** The limit applies per side as the API states it (width and height), not to the rotated format. */
export function isWithinFormatLimit({ width, height }: Dimensions, limit: FormatLimit): boolean {
  return width >= limit.minWidth && width <= limit.maxWidth && height >= limit.minHeight && height <= limit.maxHeight;
}
