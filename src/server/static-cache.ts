import type { MiddlewareHandler } from 'hono';
import { isComplete } from './complete-response.ts';

/** Build assets carry a content hash in their name, so browsers may keep them for a year. */
export function staticCacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A stored page carries its own policy headers (nosniff included); reading them would rebuild them.
    if (isComplete(c.res) || c.res.status !== 200) return;
    if (c.req.path.startsWith('/assets/')) {
      c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    } else if (!c.res.headers.has('cache-control') && /\.(svg|ico|png|woff2)$/.test(c.req.path)) {
      c.res.headers.set('cache-control', 'public, max-age=86400');
    }
    c.res.headers.set('x-content-type-options', 'nosniff');
  };
}

/** A last path segment with a dot: what the build's public files look like (`/assets/x.js`, `/favicon.svg`). */
export function looksLikeFile(requestPath: string): boolean {
  return requestPath.slice(requestPath.lastIndexOf('/') + 1).includes('.');
}
