import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESSIBLE_BYTES } from '../../src/server/compress-asset.ts';
import { send, sendForBytes } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * Scripts and stylesheets come compressed from the build (waku.config.ts, precompressAssets), not
 * compressed per process on its first requests: the same bytes in every encoding a browser asks for.
 */

const stack = useSharedStack();

const getBytes = (path: string, acceptEncoding: string) => sendForBytes(stack.shopPort, { path, headers: { 'accept-encoding': acceptEncoding } });

describe('the scripts and stylesheet of a page', () => {
  it('come as br to a browser, gzip to an older client and as they are to one that asks for neither, always the same bytes', async () => {
    const home = await send(stack.shopPort, { path: '/' });
    const assets = [...new Set([...home.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(0);
    for (const asset of assets) {
      const plain = await getBytes(asset, 'identity');
      expect(plain.status, asset).toBe(200);
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      expect(plain.headers['cache-control'], asset).toContain('immutable');
      // What Chromium sends: zstd is offered too, and br is what the build made.
      const br = await getBytes(asset, 'gzip, deflate, br, zstd');
      const gzip = await getBytes(asset, 'gzip, deflate');
      if (plain.body.length < MIN_COMPRESSIBLE_BYTES) continue;
      expect([br.headers['content-encoding'], gzip.headers['content-encoding']], asset).toEqual(['br', 'gzip']);
      expect(br.headers.vary, asset).toContain('Accept-Encoding');
      // The build's own copies, not a compression made by this process.
      expect(br.body.equals(readFileSync(`dist/public${asset}.br`)), `${asset}: the build's br`).toBe(true);
      expect(gzip.body.equals(readFileSync(`dist/public${asset}.gz`)), `${asset}: the build's gzip`).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), `${asset}: br`).toBe(true);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body), `${asset}: gzip`).toBe(true);
      expect(br.body.length, asset).toBeLessThan(gzip.body.length);
    }
  });
});
