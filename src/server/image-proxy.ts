import type { MiddlewareHandler } from 'hono';
import { getServerConfig } from '../lib/config/server-config.ts';
import { loggedFetch } from '../lib/log/upstream-fetch.ts';

const PREFIX = '/cdn-cgi/image/';

/**
 * Images are addressed same-origin as `/cdn-cgi/image/{options}/{source}`, the way Cloudflare's
 * image service sits on a shop's own domain. Where no such edge is in front (the embedded default),
 * the shop forwards those requests to the configured image service, so pages stay the same.
 */
export function imageProxy(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(PREFIX)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const target = new URL(c.req.path + new URL(c.req.url).search, getServerConfig().imageServiceUrl);
    try {
      const upstream = await loggedFetch(target, { method: c.req.method, signal: AbortSignal.timeout(10_000) });
      const headers = new Headers();
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(upstream.body, { status: upstream.status, headers });
    } catch {
      return c.text('Image service unavailable', 502);
    }
  };
}
