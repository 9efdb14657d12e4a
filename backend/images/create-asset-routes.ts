import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { createTransformQueue, QueueFullError } from './create-transform-queue.ts';
import { normalizeImageOptions, parseImageOptions, serializeImageOptions, type ImageOptions } from './parse-image-options.ts';
import { isSafeAssetFileName, resolveImageSource } from './resolve-image-source.ts';
import { chooseOutputFormat, CONTENT_TYPES, ImageLimitError, transformImage, type OutputFormat } from './transform-image.ts';

export type AssetRouteOptions = {
  assetsDir: string;
  /** Origins under which this backend is reachable; absolute image sources must use one. */
  getAllowedOrigins: () => readonly string[];
  cache?: { maxEntries: number; maxBytes: number };
  /** Transforms running at once, and waiting beyond those; more answer 503. */
  transforms?: { concurrency: number; maxQueued: number };
};

/** Two cores' worth of sharp runs (one libvips thread each), and a short line behind them. */
export const DEFAULT_TRANSFORM_LIMITS = { concurrency: 2, maxQueued: 16 };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE_PREFIX = '/cdn-cgi/image/';

const ORIGINAL_CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

async function readAsset(assetsDir: string, file: string): Promise<Buffer | undefined> {
  if (!isSafeAssetFileName(file) || !ORIGINAL_CONTENT_TYPES[path.extname(file).toLowerCase()]) return undefined;
  try {
    return await fs.readFile(path.join(assetsDir, file));
  } catch {
    return undefined;
  }
}

function splitImagePath(pathname: string): { options: string; source: string } | undefined {
  const rest = pathname.slice(IMAGE_PREFIX.length);
  const separator = rest.indexOf('/');
  if (separator <= 0) return undefined;
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return { options: decode(rest.slice(0, separator)), source: decode(rest.slice(separator + 1)) };
}

export function createAssetRoutes(options: AssetRouteOptions): Hono {
  const app = new Hono();
  const limits = options.cache ?? { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };
  const queue = createTransformQueue(options.transforms ?? DEFAULT_TRANSFORM_LIMITS);
  // fetch() gives identical concurrent misses (a page full of the same thumbnail) one sharp run;
  // a failed run (queue full, over a limit) is not stored, so the next request tries again.
  const transforms = new LRUCache<string, Buffer, { source: string; options: ImageOptions; format: OutputFormat }>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (output) => output.byteLength,
    // A transform pushed out of the cache while it runs still answers the requests waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const original = await readAsset(options.assetsDir, context.source);
      return original && queue.run(() => transformImage(original, context.options, context.format));
    },
  });

  app.get('/a/:file', async (c) => {
    const file = c.req.param('file');
    const body = await readAsset(options.assetsDir, file);
    if (!body) return c.json({ error: 'asset not found' }, 404);
    const contentType = ORIGINAL_CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
    if (contentType === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    return c.body(new Uint8Array(body), 200, headers);
  });

  app.get(`${IMAGE_PREFIX}*`, async (c) => {
    // The raw pathname keeps the `//` of an absolute source URL intact.
    const parts = splitImagePath(new URL(c.req.url).pathname);
    if (!parts) return c.json({ error: 'expected /cdn-cgi/image/{options}/{source}' }, 400);
    const parsed = parseImageOptions(parts.options);
    if (!parsed.ok) return c.json({ error: `invalid image options: ${parsed.error}` }, 400);
    const source = resolveImageSource(parts.source, options.getAllowedOrigins());
    if (!source.ok) return c.json({ error: source.error }, 400);

    const accept = c.req.header('Accept');
    const format = chooseOutputFormat(parsed.value.format, accept);
    const normalized = normalizeImageOptions(parsed.value, format);
    let output: Buffer | undefined;
    try {
      output = await transforms.fetch(`${source.value}|${serializeImageOptions(normalized)}`, { context: { source: source.value, options: normalized, format } });
    } catch (error) {
      if (error instanceof QueueFullError) return c.json({ error: 'too many image transforms, try again' }, 503, { 'Retry-After': '1', 'Cache-Control': 'no-store' });
      if (error instanceof ImageLimitError) return c.json({ error: error.message }, 400);
      throw error;
    }
    if (!output) return c.json({ error: 'asset not found' }, 404);
    const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': IMMUTABLE };
    if (parsed.value.format === 'auto') headers['Vary'] = 'Accept';
    return c.body(new Uint8Array(output), 200, headers);
  });

  return app;
}
