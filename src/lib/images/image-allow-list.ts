import { DEFAULT_IMAGE_QUALITY, sanitizeImageOptions, serializeImageOptions, type ImageOptions } from './image-options.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

/**
 * The image options the shop emits, shared by the URL builder and the shop's image proxy.
 *
 * The image service is reachable by anyone, and every distinct option segment is a new transform:
 * a width, quality or blur the shop never asks for only costs CPU and memory and misses every
 * cache. So the builder emits options from a small fixed set, and the proxy refuses (400) every
 * segment the builder would not have written, before it reaches the service. An allow-list was
 * chosen over signed URLs because the set is small and known, URLs stay stable across processes
 * and restarts (no secret to share or rotate, browser and edge caches keep working), pages stay
 * smaller (a signature on each of ~20 srcset candidates, twice per page), and a Cloudflare edge
 * in front speaks the same URLs without knowing a shop secret.
 */

/** Image breakpoints in pixels (docs/shop-rules.md, Images). */
export const IMAGE_BREAKPOINTS = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  '2xl': 1536,
  xxxl: 1599,
} as const;

export const IMAGE_DENSITIES = [1, 2] as const;

export const OG_IMAGE_SIZE = { width: 1200, height: 627 } as const;

const BREAKPOINT_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS);
const LARGEST_BREAKPOINT = Math.max(...BREAKPOINT_WIDTHS);

/** Breakpoints times densities, deduplicated, ascending, capped at twice the largest breakpoint. */
export function getSrcSetWidths(): number[] {
  const widths = BREAKPOINT_WIDTHS.flatMap((width) => IMAGE_DENSITIES.map((density) => width * density));
  return [...new Set(widths)].filter((width) => width <= LARGEST_BREAKPOINT * 2).sort((a, b) => a - b);
}

/** Every width the shop asks the image service for: the srcset candidates and the og:image. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set([...getSrcSetWidths(), OG_IMAGE_SIZE.width])].sort((a, b) => a - b);

/** Every quality the shop asks for. */
export const IMAGE_QUALITIES: readonly number[] = [DEFAULT_IMAGE_QUALITY];

/** The longest side, and the pixels, of an image the shop asks for (the service caps the same). */
export const MAX_IMAGE_DIMENSION = 4096;
export const MAX_IMAGE_PIXELS = 4096 * 3072;

/** Blur and brightness in steps of 10: finer steps look alike and would each be a new transform. */
export const IMAGE_EFFECT_STEP = 10;

const ALLOWED_KEYS = new Set(['width', 'height', 'fit', 'quality', 'format', 'blur', 'brightness', 'rotate', 'fill', 'turn']);

function nearest(allowed: readonly number[], value: number): number {
  return allowed.reduce((best, candidate) => (Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best));
}

function roundToStep(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value / IMAGE_EFFECT_STEP) * IMAGE_EFFECT_STEP;
}

/**
 * Moves options onto the allow-list: the width up to the next allowed width (height scaled with
 * it, so the crop keeps its aspect ratio), the quality to the nearest allowed one, effects to
 * their steps, and the size down until it fits the pixel cap. Allowed options come back unchanged.
 */
export function toAllowedImageOptions(input: ImageOptions, { warn = true }: { warn?: boolean } = {}): ImageOptions {
  const options = sanitizeImageOptions(input, { warn });
  const ratio = options.width !== undefined && options.height !== undefined ? options.height / options.width : undefined;
  let width = options.width;
  let height = options.height;
  if (width !== undefined && !IMAGE_WIDTHS.includes(width)) {
    width = IMAGE_WIDTHS.find((candidate) => candidate >= width!) ?? IMAGE_WIDTHS.at(-1)!;
    if (ratio !== undefined) height = Math.max(1, Math.round(width * ratio));
  }
  if (width !== undefined && ratio !== undefined) {
    const fits = (candidate: number) => {
      const candidateHeight = Math.max(1, Math.round(candidate * ratio));
      return candidateHeight <= MAX_IMAGE_DIMENSION && candidate * candidateHeight <= MAX_IMAGE_PIXELS;
    };
    if (!fits(width)) {
      width = [...IMAGE_WIDTHS].reverse().find(fits) ?? IMAGE_WIDTHS[0]!;
      height = Math.max(1, Math.round(width * ratio));
    }
  }
  if (height !== undefined) height = Math.min(height, MAX_IMAGE_DIMENSION);
  const quality = nearest(IMAGE_QUALITIES, options.quality ?? DEFAULT_IMAGE_QUALITY);
  return sanitizeImageOptions(
    {
    ...options,
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    quality,
    ...(options.blur !== undefined ? { blur: roundToStep(options.blur) } : {}),
    ...(options.brightness !== undefined ? { brightness: roundToStep(options.brightness) } : {}),
    },
    { warn },
  );
}

/** The canonical options segment for the allowed form of these options. */
export function serializeAllowedImageOptions(options: ImageOptions, { warn = true }: { warn?: boolean } = {}): string {
  return serializeImageOptions(toAllowedImageOptions(options, { warn }));
}

/** A refused segment says why, for the 400 answer's body. */
export type ImageSegmentCheck = Result<ImageOptions, { kind: 'refused-options'; message: string }>;

function readOptionValue(key: string, value: string): string | number {
  return key === 'fit' || key === 'format' || key === 'fill' ? value : /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Whether an options segment is one the builder writes: only known option names (no `dpr`, no
 * aliases), each once, values in canonical form, width and quality from the allow-list and the
 * size within the pixel cap. Anything else is refused, so each image has exactly one URL.
 */
export function checkImageOptionsSegment(segment: string): ImageSegmentCheck {
  const raw: Record<string, string | number> = {};
  for (const pair of segment.split(',')) {
    const separator = pair.indexOf('=');
    const key = separator > 0 ? pair.slice(0, separator) : pair;
    if (!ALLOWED_KEYS.has(key)) return err({ kind: 'refused-options', message: `image option "${key}" is not one the shop uses` });
    if (key in raw) return err({ kind: 'refused-options', message: `image option "${key}" is given twice` });
    raw[key] = readOptionValue(key, pair.slice(separator + 1));
  }
  const options = raw as ImageOptions;
  const canonical = serializeAllowedImageOptions(options, { warn: false });
  if (canonical !== segment) return err({ kind: 'refused-options', message: `image options must be ones the shop emits (${canonical})` });
  return ok(options);
}
