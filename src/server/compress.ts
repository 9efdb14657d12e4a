import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compressAsset, MIN_COMPRESSIBLE_BYTES } from './compress-asset.ts';
import { replaceResponse } from './replace-response.ts';
import { isComplete } from './complete-response.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml|text\/x-component)/;

export type Encoding = 'br' | 'gzip';

/**
 * A copy of compressed bytes that a cache may keep. Node 24's zlib returns a small result as a view
 * into its 64 KiB output buffer, so a kept view keeps all 64 KiB: the page store held ~60 MiB of
 * such buffers for 8 MiB of pages (decision 0049).
 */
export function keepableBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/** Picks br over gzip when both are acceptable; q=0 refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * br for a response that is waiting (a streamed page, a page's first stored copy): quality 5 still
 * beats gzip. A 64 KiB window rather than the default 4 MiB: the larger window's buffers lie above
 * the shop's fixed mmap threshold (scripts/native-memory.ts), so every page mapped them afresh and
 * paid their page faults: 6.0 ms of CPU for a 100 KB page instead of 3.1 (streamed: 7.3 and 4.4),
 * for 2% fewer bytes in the first answer only (decision 0057). Quality 11 is not affected.
 */
export const FAST_BROTLI_PARAMS: Readonly<Record<number, number>> = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
};

/** Streamed pages (assets: compress-asset.ts). */
function createStreamEncoder(encoding: Encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: FAST_BROTLI_PARAMS, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

const assetCache = new Map<string, { body: Buffer; encoding: Encoding }>();
const ASSET_CACHE_LIMIT = 200;

/**
 * Compresses responses at the origin (br, else gzip). Streams keep flowing: each chunk is
 * flushed, so a streamed page still shows its first bytes early. Immutable build assets are
 * compressed once per encoding and kept in memory.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // A stored page comes encoded as the request asked; reading its headers would rebuild them.
    if (isComplete(res)) return;
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const type = res.headers.get('content-type') ?? '';
    // Headers first: reading `body` of an already encoded page from the page store would make it a stream.
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || !res.body) return;
    if (!encoding) {
      // Others get this in br or gzip: a shared cache must not hand them this copy.
      if (/accept-encoding/i.test(res.headers.get('vary') ?? '')) return;
      // A copy of the headers: a proxied response's own cannot be changed.
      const headers = new Headers(res.headers);
      headers.append('vary', 'Accept-Encoding');
      replaceResponse(c, new Response(res.body, { status: res.status, headers }));
      return;
    }
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (length < MIN_COMPRESSIBLE_BYTES) return;

    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');

    const immutable = c.req.path.startsWith('/assets/');
    if (immutable) {
      const key = `${encoding}:${c.req.path}`;
      let cached = assetCache.get(key);
      if (!cached) {
        const raw = Buffer.from(await res.arrayBuffer());
        const body = keepableBytes(compressAsset(raw, encoding));
        cached = { body, encoding };
        if (assetCache.size >= ASSET_CACHE_LIMIT) assetCache.delete(assetCache.keys().next().value!);
        assetCache.set(key, cached);
      }
      headers.set('content-length', String(cached.body.length));
      replaceResponse(c, new Response(new Uint8Array(cached.body), { status: res.status, headers }));
      return;
    }

    const encoder = createStreamEncoder(encoding);
    const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    // pipeline, not pipe: when the visitor goes away the encoder is destroyed, and the render's
    // stream must be cancelled with it. With pipe it stayed open for good, holding its render
    // slot (admission control) and its memory: after enough dropped connections the shop
    // stopped answering and grew without bound under load.
    pipeline(source, encoder, () => {});
    replaceResponse(c, new Response(Readable.toWeb(encoder) as ReadableStream<Uint8Array>, { status: res.status, headers }));
  };
}
