import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildStoredPage, matchesEtag, recompressBest, serveStoredPage, sharedCacheControl } from './stored-page.ts';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Leinwanddruck</p>'.repeat(200)}</body></html>`);
const rendered = new Headers({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'self' 'sha256-abc' 'strict-dynamic'",
  'cache-control': 'no-cache',
  'set-cookie': 'flag_user_key=k; Path=/',
  'strict-transport-security': 'max-age=31536000',
  'content-length': String(html.length),
});
const policy = { freshSeconds: 60, staleSeconds: 600 };
const stored = buildStoredPage({ status: 200, headers: rendered, html, policy, now: 0 });
const serve = (overrides: Partial<Parameters<typeof serveStoredPage>[1]> = {}) =>
  serveStoredPage(stored, { method: 'GET', acceptEncoding: 'br, gzip', ifNoneMatch: null, setCookies: [], ...overrides });

describe('stored page', () => {
  it('keeps the page’s headers, never one visitor’s cookies or HSTS, and says how a CDN may keep it', () => {
    const names = stored.headers.map(([name]) => name);
    expect(names).toContain('content-security-policy');
    expect(names).not.toContain('set-cookie');
    expect(names).not.toContain('strict-transport-security');
    expect(names).not.toContain('content-length');
    const response = serve();
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // The hints one request's light-mode decision read, for the same stored page.
    expect(serve({ varyHints: ['Save-Data', 'ECT'] }).headers.get('vary')).toBe('Accept-Encoding, Cookie, Save-Data, ECT');
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(sharedCacheControl({ freshSeconds: 5, staleSeconds: 0 })).toBe('public, max-age=0, s-maxage=5');
  });

  it('answers br, gzip or identity with the same HTML', async () => {
    const br = serve({ acceptEncoding: 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(html);
    const gzip = serve({ acceptEncoding: 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(html);
    const identity = serve({ acceptEncoding: null });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await identity.arrayBuffer())).toEqual(html);
    expect(identity.headers.get('content-length')).toBe(String(html.length));
  });

  it('holds one compressed copy, br, and counts it with the headers for the store’s bound', () => {
    const headerBytes = stored.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    expect(stored.size).toBe(stored.br.length + headerBytes + 256);
    expect(Object.values(stored).filter((value) => Buffer.isBuffer(value))).toEqual([stored.br]);
    // What the bound counts is what the page holds: not a view into zlib's larger output buffer.
    expect(stored.br.buffer.byteLength).toBe(stored.br.length);
  });

  it('answers 304 to a visitor who has it (If-None-Match, weak comparison), with its cache headers', async () => {
    const notModified = serve({ ifNoneMatch: `"other", ${stored.etag.replace('W/', '')}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(stored.etag);
    expect(notModified.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(serve({ ifNoneMatch: '"other"' }).status).toBe(200);
    expect(matchesEtag('*', stored.etag)).toBe(true);
    expect(matchesEtag(undefined, stored.etag)).toBe(false);
  });

  it('adds this visitor’s own cookies and then is private', () => {
    const response = serve({ setCookies: ['flag_user_key=new; Path=/', 'flag_session=x; Path=/'] });
    expect(response.headers.getSetCookie()).toEqual(['flag_user_key=new; Path=/', 'flag_session=x; Path=/']);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(serve().headers.getSetCookie()).toEqual([]);
    // A 304 still sets them, each on its own.
    const notModified = serve({ ifNoneMatch: stored.etag, setCookies: ['a=1; Path=/', 'b=2; Path=/'] });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(notModified.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('the same HTML has the same ETag; other HTML another', () => {
    expect(buildStoredPage({ status: 200, headers: rendered, html, policy, now: 5 }).etag).toBe(stored.etag);
    expect(buildStoredPage({ status: 200, headers: rendered, html: Buffer.from('<p>x</p>'), policy, now: 5 }).etag).not.toBe(stored.etag);
  });

  it('the best br is the same page, smaller or equal', async () => {
    const best = await recompressBest(stored);
    expect(best.etag).toBe(stored.etag);
    expect(best.br.length).toBeLessThanOrEqual(stored.br.length);
    expect(best.br.buffer.byteLength).toBe(best.br.length);
    expect(zlib.brotliDecompressSync(best.br)).toEqual(html);
  });
});
