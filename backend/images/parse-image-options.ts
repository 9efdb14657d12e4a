import { z } from 'zod';
import { err, ok, type Result } from '../../domain/result/result.ts';

// Limits of the produced image, after `dpr` has multiplied width and height: large enough for
// 2x retina heroes (the shop's widest image is 3198 px), small enough that one request cannot
// exhaust memory. 4096 x 3072 px is 50 MB of raw RGBA; a 12288 px square at dpr 3 was 600 MB.
export const MAX_DIMENSION = 4096;
export const MAX_OUTPUT_PIXELS = 4096 * 3072;
export const DEFAULT_QUALITY = 85;

const ALIASES: Record<string, string> = { w: 'width', h: 'height', q: 'quality', f: 'format', background: 'fill' };

const dimension = z.coerce.number().int().min(1).max(MAX_DIMENSION);

const imageOptionsSchema = z
  .strictObject({
    width: dimension.optional(),
    height: dimension.optional(),
    dpr: z.coerce.number().min(1).max(3).default(1),
    fit: z.enum(['cover', 'contain', 'scale-down']).default('scale-down'),
    quality: z.coerce.number().int().min(0).max(100).default(DEFAULT_QUALITY),
    format: z.enum(['webp', 'png', 'jpeg', 'auto']).default('auto'),
    blur: z.coerce.number().min(0).max(100).default(0),
    brightness: z.coerce.number().min(-100).max(100).default(0),
    rotate: z.enum(['0', '90', '180', '270']).transform(Number).default(0),
    // The 3D preview (decision 0037): the picture turned about its vertical axis, in degrees.
    turn: z.coerce.number().int().min(-60).max(60).default(0),
    fill: z
      .string()
      .regex(/^(#?[0-9a-fA-F]{6}|transparent)$/, 'expected a 6-digit hex colour or transparent')
      .transform((value) => (value === 'transparent' || value.startsWith('#') ? value : `#${value}`))
      .optional(),
  })
  .superRefine((options, context) => {
    const width = options.width !== undefined ? options.width * options.dpr : undefined;
    const height = options.height !== undefined ? options.height * options.dpr : undefined;
    for (const [name, value] of [['width', width], ['height', height]] as const) {
      if (value !== undefined && value > MAX_DIMENSION) {
        context.addIssue({ code: 'custom', path: [name], message: `${name} times dpr must not exceed ${MAX_DIMENSION} px` });
      }
    }
    if (width !== undefined && height !== undefined && width * height > MAX_OUTPUT_PIXELS) {
      context.addIssue({ code: 'custom', path: ['dpr'], message: `width times height (after dpr) must not exceed ${MAX_OUTPUT_PIXELS} px` });
    }
  });

export type ImageOptions = z.infer<typeof imageOptionsSchema>;

export type ImageOptionsResult = Result<ImageOptions, string>;

/** Parses Cloudflare-style options such as `width=640,fit=cover,format=webp`. */
export function parseImageOptions(segment: string): ImageOptionsResult {
  const pairs = segment.split(',').filter((pair) => pair.trim() !== '');
  if (pairs.length === 0) return err('at least one image option is required');
  const raw: Record<string, string> = {};
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return err(`expected key=value, got "${pair}"`);
    const key = pair.slice(0, separator).trim();
    raw[ALIASES[key] ?? key] = pair.slice(separator + 1).trim();
  }
  const parsed = imageOptionsSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const message = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return err(message);
}

/**
 * The options that decide the output bytes once the format is chosen: `dpr` folded into pixel
 * width and height, and options that cannot change the result dropped (quality of a lossless png,
 * a fill colour that nothing shows through, zero effects). Requests that differ only in those
 * share one transform and one cache entry instead of each costing a sharp run.
 */
export function normalizeImageOptions(options: ImageOptions, format: 'webp' | 'png' | 'jpeg'): ImageOptions {
  const width = options.width !== undefined ? Math.round(options.width * options.dpr) : undefined;
  const height = options.height !== undefined ? Math.round(options.height * options.dpr) : undefined;
  const padded = options.fit === 'contain' && width !== undefined && height !== undefined;
  // A fill pads a contained box (any format) and is the background a jpeg is flattened onto.
  const fillShows = padded || (format === 'jpeg' && options.fill !== 'transparent');
  return {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    dpr: 1,
    // Without both sides every fit keeps the aspect ratio; cover and contain differ only in a box.
    fit: width !== undefined && height !== undefined ? options.fit : options.fit === 'scale-down' ? 'scale-down' : 'contain',
    quality: format === 'png' ? DEFAULT_QUALITY : Math.max(1, options.quality),
    format,
    // Blur radii closer than half a pixel and brightness steps under 1% are indistinguishable.
    blur: Math.round(options.blur * 2) / 2,
    brightness: Math.round(options.brightness),
    rotate: options.rotate,
    turn: options.turn,
    ...(fillShows && options.fill !== undefined ? { fill: options.fill } : {}),
  };
}

/** A canonical form of the options, used as the cache key so `w=10` and `width=10` share an entry. */
export function serializeImageOptions(options: ImageOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(',');
}
