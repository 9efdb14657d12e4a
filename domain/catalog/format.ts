/**
 * Format strings `WIDTHxHEIGHT` in millimetres (docs/shop-rules.md, Prices and formats), as they travel in calculator
 * options, SKU contexts and designer links.
 */
import type { Orientation } from './vocabulary.ts';

export interface Dimensions {
  width: number;
  height: number;
}

/** Both sides 0: the answer for anything that is not a valid format. */
const EMPTY_DIMENSIONS: Readonly<Dimensions> = Object.freeze({ width: 0, height: 0 });

/** Positive integers without leading zeros; no signs, spaces, decimals or upper-case X. */
const FORMAT_PATTERN = /^([1-9]\d*)x([1-9]\d*)$/;

/**
 * Never throws: formats come from URLs and content, and a broken one must not break a page.
 * Sides beyond the safe-integer range are rejected too, because they would not round-trip.
 */
export function parseFormat(value: unknown): Dimensions {
  if (typeof value !== 'string') return { ...EMPTY_DIMENSIONS };
  const match = FORMAT_PATTERN.exec(value);
  if (!match) return { ...EMPTY_DIMENSIONS };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return { ...EMPTY_DIMENSIONS };
  return { width, height };
}

export function isValidDimensions({ width, height }: Dimensions): boolean {
  return Number.isSafeInteger(width) && Number.isSafeInteger(height) && width > 0 && height > 0;
}

export function isValidFormat(value: unknown): value is string {
  return isValidDimensions(parseFormat(value));
}

/** Null for dimensions that have no valid format string (zero, negative, fractional). */
export function buildFormat(dimensions: Dimensions): string | null {
  return isValidDimensions(dimensions) ? `${dimensions.width}x${dimensions.height}` : null;
}

/**
 * The vocabulary's orientation names say "din", but the rule is simply which side is longer;
 * null for an invalid format.
 */
export function getOrientation(dimensions: Dimensions): Orientation | null {
  if (!isValidDimensions(dimensions)) return null;
  if (dimensions.width === dimensions.height) return 'square';
  return dimensions.width > dimensions.height ? 'din-landscape' : 'din-portrait';
}

export function getFormatOrientation(format: string): Orientation | null {
  return getOrientation(parseFormat(format));
}

/** `300x200` -> `200x300`; invalid formats stay as they are so callers can pass them through. */
export function swapFormat(format: string): string {
  const dimensions = parseFormat(format);
  return buildFormat({ width: dimensions.height, height: dimensions.width }) ?? format;
}

/**
 * The portrait-format experiment (docs/shop-rules.md, Calculator) shows landscape formats turned upright; portrait
 * and square formats are left alone, so applying it twice changes nothing more.
 */
export function toPortraitFormat(format: string): string {
  return getFormatOrientation(format) === 'din-landscape' ? swapFormat(format) : format;
}
