import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

type KeptAsset = { headers: [string, string][]; body: Uint8Array<ArrayBuffer> };

/** The build's scripts and stylesheets with their br and gzip copies are under 1 MiB. */
export const DEFAULT_KEPT_ASSET_BYTES = 16 * 1024 * 1024;

/**
 * Build assets (`/assets/<name>-<hash>.<ext>`) never change under their name, yet the static file
 * server stats each one twice (the file and its br copy) and opens, reads and closes it for every
 * request: 1.1-1.2 ms of the shop's CPU per script, about a tenth of its CPU in the browser tests,
 * whose browsers start each test with an empty cache (decision 0057). The first answer for a path
 * and an Accept-Encoding is kept, headers and bytes, and later ones are answered from memory. A
 * range request, a HEAD and anything that is not a found build asset go to the file server as before.
 */
export function keepBuildAssetsInMemory(staticFiles: MiddlewareHandler, maxBytes = DEFAULT_KEPT_ASSET_BYTES): MiddlewareHandler {
  const kept = new LRUCache<string, KeptAsset>({
    maxSize: maxBytes,
    sizeCalculation: (asset) => asset.body.byteLength + 512,
  });
  return async (c, next) => {
    if (c.req.method !== 'GET' || !c.req.path.startsWith('/assets/') || c.req.header('range') !== undefined) return staticFiles(c, next);
    const key = `${c.req.path}\n${c.req.header('accept-encoding') ?? ''}`;
    const asset = kept.get(key);
    if (asset) return new Response(asset.body, { status: 200, headers: asset.headers });
    const served: unknown = await staticFiles(c, next);
    // Not found (the file server called next()) or not a whole file: passed on as the file server returned it.
    if (!(served instanceof Response) || served.status !== 200) return served as Response | undefined;
    const body = new Uint8Array(await served.arrayBuffer());
    const headers = [...served.headers];
    kept.set(key, { headers, body });
    return new Response(body, { status: 200, headers });
  };
}
