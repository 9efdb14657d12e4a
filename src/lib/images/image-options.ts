import { logEvent } from '../log/logger.ts';

export const IMAGE_FORMATS = ['webp', 'png', 'jpeg', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The image service's resize modes (Cloudflare's `fit`). */
export const IMAGE_FITS = ['scale-down', 'contain', 'cover', 'crop', 'pad'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const IMAGE_ROTATIONS = [0, 90, 180, 270] as const;
export type ImageRotation = (typeof IMAGE_ROTATIONS)[number];

export type ImageOptions = {
  width?: number;
  height?: number;
  fit?: ImageFit;
  quality?: number;
  format?: ImageFormat;
  blur?: number;
  brightness?: number;
  rotate?: ImageRotation;
  /** A 6-digit hex colour (with or without `#`) or `transparent`. */
  fill?: string;
  /** Degrees turned about the vertical axis: the product dialogs' 3D preview (decision 0037). */
  turn?: ImageTurn;
};

/** The preview's angles, the only turns the shop asks for (so each is one cached transform). */
export const IMAGE_TURNS = [-40, -20, 0, 20, 40] as const;
export type ImageTurn = (typeof IMAGE_TURNS)[number];

export const DEFAULT_IMAGE_QUALITY = 85;

/** Serialisation order; a stable order keeps URLs cache-friendly. */
const OPTION_ORDER = ['width', 'height', 'fit', 'quality', 'format', 'blur', 'brightness', 'rotate', 'fill', 'turn'] as const;
type OptionName = (typeof OPTION_ORDER)[number];

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function normalizePixels(value: unknown): number | null {
  return isFiniteNumber(value) && value > 0 ? Math.max(1, Math.round(value)) : null;
}

function normalizeWithin(min: number, max: number) {
  return (value: unknown): number | null => (isFiniteNumber(value) && value >= min && value <= max ? Math.round(value) : null);
}

function normalizeOneOf<T extends string | number>(allowed: readonly T[]) {
  return (value: unknown): T | null => ((allowed as readonly unknown[]).includes(value) ? (value as T) : null);
}

/** `#` would start a URL fragment, so the colour is written without it. */
function normalizeFill(value: unknown): string | null {
  if (value === 'transparent') return value;
  if (typeof value !== 'string') return null;
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value);
  return match ? match[1]!.toLowerCase() : null;
}

/** Limits from docs/shop-rules.md, Images; brightness uses the wider renderer's -100..100. */
const NORMALIZERS: Record<OptionName, (value: unknown) => string | number | null> = {
  width: normalizePixels,
  height: normalizePixels,
  fit: normalizeOneOf(IMAGE_FITS),
  quality: normalizeWithin(0, 100),
  format: normalizeOneOf(IMAGE_FORMATS),
  blur: normalizeWithin(0, 100),
  brightness: normalizeWithin(-100, 100),
  rotate: normalizeOneOf(IMAGE_ROTATIONS),
  fill: normalizeFill,
  // No turn is the default: `turn=0` would be a second URL of the same picture.
  turn: (value) => (value === 0 ? null : normalizeOneOf(IMAGE_TURNS)(value)),
};

/**
 * Keeps the options the image service accepts. A value out of range is dropped with a warning
 * rather than thrown: one bad editor setting must not take an image, let alone a page, down.
 */
export function sanitizeImageOptions(options: ImageOptions, { warn = true }: { warn?: boolean } = {}): ImageOptions {
  const sanitized: Record<string, string | number> = {};
  for (const name of OPTION_ORDER) {
    const value = options[name];
    if (value === undefined) continue;
    const normalized = NORMALIZERS[name](value);
    if (normalized === null) {
      // A visitor's URL is not an editor's mistake: only the shop's own options are worth a warning.
      if (warn) logEvent('warn', 'image-option-out-of-range', { option: name, value: String(value) });
      continue;
    }
    sanitized[name] = normalized;
  }
  return sanitized as ImageOptions;
}

/** `width=480,quality=85,format=webp`: the options segment of an image-service URL. */
export function serializeImageOptions(options: ImageOptions): string {
  const sanitized = sanitizeImageOptions({ quality: DEFAULT_IMAGE_QUALITY, ...options });
  if (sanitized.quality === undefined) sanitized.quality = DEFAULT_IMAGE_QUALITY;
  return OPTION_ORDER.filter((name) => sanitized[name] !== undefined)
    .map((name) => `${name}=${sanitized[name]}`)
    .join(',');
}
