import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FAST_BROTLI_PARAMS, keepableBytes, negotiateEncoding } from '../compress.ts';

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * A finished page as the page store keeps it: compressed once, with the headers every visitor gets.
 * Only br is kept: every browser asks for it (Chromium on plain-HTTP localhost too). The few gzip
 * and identity clients get it made from br per request, which costs them a few milliseconds and
 * saved every render a second compression and the store half its bytes (decision 0049).
 */
export type StoredPage = {
  status: number;
  /** Every header but the per-response ones (cookies, HSTS, framing of the body, date). */
  headers: readonly (readonly [string, string])[];
  br: Buffer;
  /** Weak: the same page in br, gzip or identity. */
  etag: string;
  storedAt: number;
  /** Bytes it holds, for the store's bound. */
  size: number;
};

/** What a CDN or browser should do with a page everybody may get (see README, "Page store"). */
export type SharedCachePolicy = { freshSeconds: number; staleSeconds: number };

/**
 * A stored page differs by the cookies the cookie table marks `variesPage` and by flag treatments
 * (bucketed from the `flag_user_key` cookie), so `Cookie` is the honest Vary for a cache that only
 * reads headers. Light mode adds the client hints its decision read, per request (decision 0028).
 */
export const STORED_PAGE_VARY = 'Accept-Encoding, Cookie';

/**
 * Behind an edge that computed the variant key from the cookies (decision 0029): that header says
 * everything the cookies would, and every returning visitor of one variant shares the copy.
 */
export const EDGE_VARY = 'Accept-Encoding, X-Page-Variant';

/** Headers that belong to one response, never to the stored page. */
const PER_RESPONSE = new Set(['set-cookie', 'strict-transport-security', 'content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag', 'vary', 'x-page-store']);

export function sharedCacheControl({ freshSeconds, staleSeconds }: SharedCachePolicy): string {
  // Browsers revalidate every time (ETag makes that a 304); shared caches keep it for a while.
  return `public, max-age=0, s-maxage=${freshSeconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ''}`;
}

/** br at a fast quality for the response that is waiting; the store's copy is improved after. */
const FAST_BROTLI = { params: FAST_BROTLI_PARAMS };
const BEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

/** `policy: null` keeps the page's own cache-control: a page shared by waiting requests, never stored (an error page). */
export function buildStoredPage({ status, headers, html, policy, now }: { status: number; headers: Headers; html: Buffer; policy: SharedCachePolicy | null; now: number }): StoredPage {
  const kept: [string, string][] = [];
  for (const [name, value] of headers) if (!PER_RESPONSE.has(name)) kept.push([name, value]);
  if (policy) {
    const cacheControl = kept.findIndex(([name]) => name === 'cache-control');
    if (cacheControl >= 0) kept.splice(cacheControl, 1);
    kept.push(['cache-control', sharedCacheControl(policy)]);
  }
  const br = keepableBytes(zlib.brotliCompressSync(html, FAST_BROTLI));
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headerBytes = kept.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return { status, headers: kept, br, etag, storedAt: now, size: br.length + headerBytes + 256 };
}

/**
 * The best br (quality 11: 140-220 ms of CPU for a 100 KB page, 50 times quality 5, for about 10%
 * fewer bytes) off the request path, in the thread pool; the page keeps its ETag, it is the same
 * representation.
 */
export async function recompressBest(page: StoredPage): Promise<StoredPage> {
  const html = await brotliDecompress(page.br);
  const br = keepableBytes(await brotliCompress(html, BEST_BROTLI));
  return br.length < page.br.length ? { ...page, br, size: page.size - page.br.length + br.length } : page;
}

/** `If-None-Match` lists the page's ETag (weak comparison), or `*`. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export type ServeInput = {
  method: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  /** This visitor's own cookies (flag key and records): never part of the stored page. */
  setCookies: readonly string[];
  /** Per-response headers: HSTS, `x-page-store`. */
  extraHeaders?: Readonly<Record<string, string>>;
  /** The client hints this request's light-mode decision read: the same page varies on them too. */
  varyHints?: readonly string[];
  /**
   * What the edge in front said about the variant (src/lib/request/variant-key.ts): the same key
   * as the shop's, so it may keep the page under it; another one, so it must not keep it at all.
   */
  edge?: 'absent' | 'same' | 'other';
};

/** Headers a 304 repeats from the 200 it stands for (RFC 9110, 304 Not Modified). */
const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-location', 'expires', 'content-security-policy']);

/**
 * One visitor's response from a stored page: br, or gzip and identity made from it on demand (few
 * clients ask), a 304 when the visitor has it already, and the visitor's own cookies. A response
 * that sets cookies must not be kept by a shared cache, so it turns private.
 *
 * The headers are a plain record (stored names are lower-case and unique): @hono/node-server
 * writes such a record as it is, where a `Headers` object costs a validation of every value on
 * each append and again on the way out, about a tenth of a stored page's CPU. Cookies need a
 * header given more than once, so a response with cookies builds `Headers` after all.
 */
export function serveStoredPage(page: StoredPage, input: ServeInput): Response {
  const record: Record<string, string> = Object.fromEntries(page.headers);
  record.etag = page.etag;
  // An edge that computed the shop's own variant key has light-or-not in it; otherwise the hints
  // the light-mode decision read are part of what the page varies on.
  if (input.edge === 'same') record.vary = EDGE_VARY;
  else record.vary = input.varyHints?.length ? `${STORED_PAGE_VARY}, ${input.varyHints.join(', ')}` : STORED_PAGE_VARY;
  Object.assign(record, input.extraHeaders);
  if (input.setCookies.length > 0 || input.edge === 'other') record['cache-control'] = 'private, no-cache';
  const withCookies = (fields: Record<string, string>): HeadersInit => {
    if (input.setCookies.length === 0) return fields;
    const headers = new Headers(fields);
    for (const cookie of input.setCookies) headers.append('set-cookie', cookie);
    return headers;
  };
  if (page.status === 200 && matchesEtag(input.ifNoneMatch, page.etag)) {
    const repeated = Object.entries(record).filter(([name]) => NOT_MODIFIED_HEADERS.has(name) || name === 'etag' || name === 'vary' || name.startsWith('x-'));
    return new Response(null, { status: 304, headers: withCookies(Object.fromEntries(repeated)) });
  }
  const encoding = negotiateEncoding(input.acceptEncoding);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? zlib.gzipSync(zlib.brotliDecompressSync(page.br), { level: 6 }) : zlib.brotliDecompressSync(page.br);
  if (encoding) record['content-encoding'] = encoding;
  record['content-length'] = String(body.length);
  return new Response(input.method === 'HEAD' ? null : toBodyBytes(body), { status: page.status, headers: withCookies(record) });
}

/** A view of the buffer's bytes, without copying them, typed as fetch's bodies want. */
export function toBodyBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
