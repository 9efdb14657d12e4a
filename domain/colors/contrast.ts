/**
 * WCAG 2 colour contrast for colours that arrive from content or the shop API (badges, teaser
 * panels): an editor's choice must never make text unreadable or a button vanish into its panel.
 * Only hex colours are understood, which is what the content schemas let through.
 */

export type Rgb = { r: number; g: number; b: number };

/** WCAG AA for normal text; large text and the edges of controls need 3:1. */
const MIN_TEXT_CONTRAST = 4.5;
const MIN_NON_TEXT_CONTRAST = 3;

/** The shell's dark text and white: one of them reads on any background. */
export const DARK_TEXT = '#1d1d1f';
export const LIGHT_TEXT = '#ffffff';

/** The one test for a colour the shop puts into a style attribute: `#rgb` or `#rrggbb`, nothing else. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = HEX_COLOR.exec(value?.trim() ?? '');
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1 to 21) of two hex colours; null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return null;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to use on `background`: the preferred one when it reaches `minimum`, otherwise
 * the shell's dark text or white, whichever contrasts more; on the mid greys where neither
 * reaches it, black (black or white always reaches 4.5:1). An unreadable background keeps the
 * preferred colour (or dark), since nothing better can be known.
 */
export function pickReadableTextColor(background: string, preferred?: string | null, minimum = MIN_TEXT_CONTRAST): string {
  if (preferred && (contrastRatio(preferred, background) ?? 0) >= minimum) return preferred;
  const dark = contrastRatio(DARK_TEXT, background);
  const light = contrastRatio(LIGHT_TEXT, background);
  if (dark === null || light === null) return preferred ?? DARK_TEXT;
  if (Math.max(dark, light) < minimum) return '#000000';
  return dark >= light ? DARK_TEXT : LIGHT_TEXT;
}

/** Whether a filled control of colour `fill` stands out from the surface it sits on (WCAG 1.4.11). */
export function standsOut(fill: string, surface: string, minimum = MIN_NON_TEXT_CONTRAST): boolean {
  const ratio = contrastRatio(fill, surface);
  return ratio === null || ratio >= minimum;
}
