/**
 * The campaign team picks the action bar's colours; a pair that would be hard to read (below the
 * WCAG AA ratio for normal text) keeps its background and gets black or white text, whichever
 * reads better on it.
 */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rgb` or `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((start) => channel(Number.parseInt(full.slice(start, start + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export function readableColors(color: string, backgroundColor: string): { color: string; backgroundColor: string } {
  if (contrastRatio(color, backgroundColor) >= MIN_TEXT_CONTRAST) return { color, backgroundColor };
  const text = contrastRatio('#000000', backgroundColor) >= contrastRatio('#ffffff', backgroundColor) ? '#000000' : '#ffffff';
  return { color: text, backgroundColor };
}
