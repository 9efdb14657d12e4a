import type { Dimensions } from '../../domain/catalog/format.ts';

export type FormatLimit = { maxWidth: number; maxHeight: number; minWidth: number; minHeight: number };

/**
 * Limits are printable sizes, not orientations: a format fits when it fits either way round, so
 * a 1000x1500 portrait fits a 1500x1000 limit. Sides are compared long to long, short to short.
 */
export function fitsFormatLimit({ width, height }: Dimensions, limit: FormatLimit): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const maxLong = Math.max(limit.maxWidth, limit.maxHeight);
  const maxShort = Math.min(limit.maxWidth, limit.maxHeight);
  const minLong = Math.max(limit.minWidth, limit.minHeight);
  const minShort = Math.min(limit.minWidth, limit.minHeight);
  return long <= maxLong && short <= maxShort && long >= minLong && short >= minShort;
}

/** The tighter of two limits, for a material that also has to fit a frame. */
export function intersectFormatLimits(a: FormatLimit, b: FormatLimit): FormatLimit {
  return {
    maxWidth: Math.min(a.maxWidth, b.maxWidth),
    maxHeight: Math.min(a.maxHeight, b.maxHeight),
    minWidth: Math.max(a.minWidth, b.minWidth),
    minHeight: Math.max(a.minHeight, b.minHeight),
  };
}

/** The smallest limit that holds every listed format: products sold in fixed formats only. */
export function boundFormats(formats: readonly Dimensions[]): FormatLimit {
  const longs = formats.map((f) => Math.max(f.width, f.height));
  const shorts = formats.map((f) => Math.min(f.width, f.height));
  return {
    maxWidth: Math.max(...longs),
    maxHeight: Math.max(...shorts),
    minWidth: Math.min(...longs),
    minHeight: Math.min(...shorts),
  };
}
