import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MALLOC_MMAP_THRESHOLD } from '../../scripts/native-memory.ts';
import { compression, FAST_BROTLI_PARAMS, keepableBytes, negotiateEncoding } from './compress.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('keepableBytes', () => {
  it('copies a view into a larger buffer to its own bytes, and keeps a buffer that is whole', () => {
    const view = Buffer.alloc(65_536, 7).subarray(100, 300);
    const kept = keepableBytes(view);
    expect(kept.buffer.byteLength).toBe(200);
    expect(kept.equals(view)).toBe(true);
    const whole = Buffer.allocUnsafeSlow(50).fill(1);
    expect(keepableBytes(whole)).toBe(whole);
  });
});

describe('FAST_BROTLI_PARAMS', () => {
  it("keeps the encoder's window under the shop's mmap threshold, so a page's br reuses memory instead of mapping it afresh", () => {
    // The ring buffer is the window plus a little: at a window of the threshold's size it is mapped per page (decision 0057).
    const window = 2 ** FAST_BROTLI_PARAMS[zlib.constants.BROTLI_PARAM_LGWIN]!;
    expect(window).toBeLessThan(Number(DEFAULT_MALLOC_MMAP_THRESHOLD));
    expect(FAST_BROTLI_PARAMS[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(5);
  });

  it('still compresses a page larger than its window to well under a fifth', () => {
    const page = Buffer.from(Array.from({ length: 3000 }, (_, index) => `<li><a href="/p/${index}">Leinwand ${index % 97}</a></li>`).join(''));
    expect(page.length).toBeGreaterThan(2 ** 16);
    const br = zlib.brotliCompressSync(page, { params: FAST_BROTLI_PARAMS });
    expect(br.length).toBeLessThan(page.length / 5);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
  });
});

describe('compression middleware', () => {
  const html = `<!doctype html><p>${'Leinwand '.repeat(500)}</p>`;
  const app = new Hono();
  app.use(compression());
  app.get('/page', (c) => c.html(html));
  app.get('/assets/app.js', (c) => c.body('console.log(1);'.repeat(200), 200, { 'content-type': 'text/javascript' }));
  app.get('/static.css', () => new Response('body{color:red}'.repeat(100), { headers: { 'content-type': 'text/css', 'content-length': '1500' } }));
  app.get('/tiny', (c) => c.body('ok', 200, { 'content-type': 'text/plain', 'content-length': '2' }));
  app.get('/image', (c) => c.body('x'.repeat(2000), 200, { 'content-type': 'image/webp' }));

  it('compresses pages with brotli and they decode to the same bytes', async () => {
    const res = await app.request('/page', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(html);
  });

  it('falls back to gzip and caches compressed assets', async () => {
    const first = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await first.arrayBuffer());
    expect(zlib.gunzipSync(body).toString()).toBe('console.log(1);'.repeat(200));
    expect(Number(first.headers.get('content-length'))).toBe(body.length);
  });

  it('replaces the length of a response that came with one (a stale length hangs clients)', async () => {
    const res = await app.request('/static.css', { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBeNull();
    expect(zlib.gunzipSync(body).toString()).toBe('body{color:red}'.repeat(100));
  });

  it('cancels the page’s stream when the visitor goes away mid-page', async () => {
    let cancelled = false;
    const streaming = new Hono();
    streaming.use(compression());
    streaming.get('/slow', () => {
      const body = new ReadableStream<Uint8Array>({
        pull: (controller) => controller.enqueue(new TextEncoder().encode('<p>part</p>'.repeat(100))),
        cancel: () => {
          cancelled = true;
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const res = await streaming.request('/slow', { headers: { 'accept-encoding': 'br' } });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(cancelled).toBe(true), { timeout: 1000 });
  });

  it('leaves small, already compressed and unaccepted responses alone', async () => {
    expect((await app.request('/tiny', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/image', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/page')).headers.get('content-encoding')).toBeNull();
  });

  it('tells a shared cache that an uncompressed copy is for clients that accept no encoding', async () => {
    const plain = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await app.request('/image')).headers.get('vary')).toBeNull();
  });
});
