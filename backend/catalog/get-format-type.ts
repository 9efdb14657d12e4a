import { type Dimensions, parseFormat } from '../../domain/catalog/format.ts';
import { getPaperSizeName } from '../../domain/catalog/units.ts';

/**
 * Ratio format types that have translations (the format keys of the translation catalogue), written long side first;
 * a portrait 300x400 is a `4:3` format as much as 400x300 is.
 */
export const RATIO_FORMAT_TYPES = ['16:9', '2:1', '3:1', '3:2', '4:1', '4:3', '5:1', '5:2', '5:4', '6:1'] as const;
export type FormatType = 'din' | 'square' | 'standard' | (typeof RATIO_FORMAT_TYPES)[number];

/** `din` for exact A sizes, `square`, a translated ratio when exact, otherwise `standard`. */
export function getFormatType(format: string | Dimensions): FormatType {
  const dimensions = typeof format === 'string' ? parseFormat(format) : format;
  if (getPaperSizeName(dimensions)) return 'din';
  const long = Math.max(dimensions.width, dimensions.height);
  const short = Math.min(dimensions.width, dimensions.height);
  if (long === short && long > 0) return 'square';
  const ratio = RATIO_FORMAT_TYPES.find((candidate) => {
    const [a = 0, b = 1] = candidate.split(':').map(Number);
    return long * b === short * a;
  });
  return ratio ?? 'standard';
}
