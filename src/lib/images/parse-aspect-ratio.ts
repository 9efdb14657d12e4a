export type AspectRatio = { width: number; height: number };

export const DEFAULT_ASPECT_RATIO: AspectRatio = { width: 4, height: 3 };

const ASPECT_RATIO_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/;

/** docs/shop-rules.md, Images: an image slot's aspect ratio must look like `number/number`; anything else is null. */
export function parseAspectRatio(value: unknown): AspectRatio | null {
  if (typeof value !== 'string') return null;
  const match = ASPECT_RATIO_PATTERN.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  return { width, height };
}

export function parseAspectRatioOrDefault(value: unknown): AspectRatio {
  return parseAspectRatio(value) ?? DEFAULT_ASPECT_RATIO;
}

export function formatAspectRatio({ width, height }: AspectRatio): string {
  return `${width} / ${height}`;
}
