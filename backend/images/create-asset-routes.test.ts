import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAssetRoutes } from './create-asset-routes.ts';

const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));

describe('createAssetRoutes', () => {
  it('answers a transform that newer ones pushed out of the cache while it ran', async () => {
    const routes = createAssetRoutes({ assetsDir, getAllowedOrigins: () => [], cache: { maxEntries: 1, maxBytes: 64 * 1024 * 1024 }, transforms: { concurrency: 2, maxQueued: 4 } });
    // The first is slow; the second takes the cache's one place before the first is done.
    const slow = routes.request('/cdn-cgi/image/width=1599,height=899,fit=cover,blur=30,format=png/a/poster-hero.jpg');
    const quick = routes.request('/cdn-cgi/image/width=40,format=jpeg/a/framed.jpg');
    const [slowResponse, quickResponse] = await Promise.all([slow, quick]);
    expect([slowResponse.status, quickResponse.status]).toEqual([200, 200]);
    expect((await slowResponse.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
