import { z } from 'zod';

// Large enough for 2x retina heroes, small enough that one request cannot exhaust memory.
export const MAX_DIMENSION = 4096;
export const DEFAULT_QUALITY = 85;

const ALIASES: Record<string, string> = { w: 'width', h: 'height', q: 'quality', f: 'format', background: 'fill' };

const dimension = z.coerce.number().int().min(1).max(MAX_DIMENSION);

const imageOptionsSchema = z.strictObject({
  width: dimension.optional(),
  height: dimension.optional(),
  dpr: z.coerce.number().min(1).max(3).default(1),
  fit: z.enum(['cover', 'contain', 'scale-down']).default('scale-down'),
  quality: z.coerce.number().int().min(0).max(100).default(DEFAULT_QUALITY),
  format: z.enum(['webp', 'png', 'jpeg', 'auto']).default('auto'),
  blur: z.coerce.number().min(0).max(100).default(0),
  brightness: z.coerce.number().min(-100).max(100).default(0),
  rotate: z.enum(['0', '90', '180', '270']).transform(Number).default(0),
  fill: z
    .string()
    .regex(/^(#?[0-9a-fA-F]{6}|transparent)$/, 'expected a 6-digit hex colour or transparent')
    .transform((value) => (value === 'transparent' || value.startsWith('#') ? value : `#${value}`))
    .optional(),
});

export type ImageOptions = z.infer<typeof imageOptionsSchema>;

export type ImageOptionsResult = { ok: true; options: ImageOptions } | { ok: false; message: string };

/** Parses Cloudflare-style options such as `width=640,fit=cover,format=webp`. */
export function parseImageOptions(segment: string): ImageOptionsResult {
  const pairs = segment.split(',').filter((pair) => pair.trim() !== '');
  if (pairs.length === 0) return { ok: false, message: 'at least one image option is required' };
  const raw: Record<string, string> = {};
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return { ok: false, message: `expected key=value, got "${pair}"` };
    const key = pair.slice(0, separator).trim();
    raw[ALIASES[key] ?? key] = pair.slice(separator + 1).trim();
  }
  const parsed = imageOptionsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, options: parsed.data };
  const message = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, message };
}

/** A canonical form of the options, used as the cache key so `w=10` and `width=10` share an entry. */
export function serializeImageOptions(options: ImageOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join(',');
}
