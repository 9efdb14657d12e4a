import { type Dimensions, getOrientation, isValidDimensions, parseFormat } from '../../domain/catalog/format.ts';
import type { Orientation } from '../../domain/catalog/vocabulary.ts';

export type AspectRatio = { ratio: string; orientation: Orientation };

/** Landscape ratios people recognise; A sizes (1:1.414) are close enough to 7:5 to be called that. */
const NAMED_RATIOS: readonly (readonly [number, number])[] = [
  [1, 1], [5, 4], [4, 3], [7, 5], [3, 2], [16, 9], [2, 1], [5, 2], [3, 1], [4, 1], [5, 1], [6, 1],
];
const NAMED_RATIO_TOLERANCE = 0.015;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * `width:height`: a named ratio when the format is within 1.5 % of one (so 210x297 is `5:7`),
 * otherwise the exact reduced ratio (`21:10`). Null for an invalid format.
 */
export function getAspectRatio(format: string | Dimensions): AspectRatio | null {
  const dimensions = typeof format === 'string' ? parseFormat(format) : format;
  const orientation = getOrientation(dimensions);
  if (!isValidDimensions(dimensions) || !orientation) return null;
  const { width, height } = dimensions;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const named = NAMED_RATIOS.find(([a, b]) => Math.abs(long / short - a / b) / (a / b) <= NAMED_RATIO_TOLERANCE);
  if (named) {
    const [a, b] = named;
    return { ratio: width >= height ? `${a}:${b}` : `${b}:${a}`, orientation };
  }
  const divisor = greatestCommonDivisor(width, height);
  return { ratio: `${width / divisor}:${height / divisor}`, orientation };
}
