import type { MiddlewareHandler } from 'hono';
import { RSC_PATH_PREFIX } from './framework/rsc-path.ts';

/** API routes (`src/pages/_api`) only read. */
const READ_ONLY_PATHS = /^\/(health|robots\.txt|sitemap\.xml)$/;

export type RscKind = 'action' | 'route' | 'slice';

/**
 * What an RSC request asks for, decoded the way Waku encodes it (`R/...` a route, `S/...` a slice,
 * `F/...` a server action, always ending in `.txt`); null for anything Waku would fail on while
 * rendering (a 500) instead of refusing.
 */
export function classifyRscPath(path: string): RscKind | null {
  if (!path.startsWith(RSC_PATH_PREFIX) || !path.endsWith('.txt')) return null;
  let rscPath = path.slice(RSC_PATH_PREFIX.length, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.startsWith('R/')) return 'route';
  if (rscPath.startsWith('S/')) return 'slice';
  if (rscPath.startsWith('F/')) return 'action';
  return null;
}

/**
 * Pages read and take form posts. Routes and slices are fetched with GET by Waku's client (their
 * parameters travel in the query); a body for them is only ever a way to feed the renderer
 * values it cannot read. Server actions are POST only.
 */
export function allowedMethods(path: string): string[] {
  if (READ_ONLY_PATHS.test(path)) return ['GET', 'HEAD'];
  if (path.startsWith(RSC_PATH_PREFIX)) return classifyRscPath(path) === 'action' ? ['POST'] : ['GET', 'HEAD'];
  return ['GET', 'HEAD', 'POST'];
}

/**
 * Answers what the shop does not do before Waku sees it: its API routes only know GET (anything
 * else, HEAD included, was a 500) and Node's fetch `Request` cannot even represent TRACE. Other
 * methods get 405 with `Allow`; HEAD is answered as a GET without its body everywhere, because
 * load balancers check health with HEAD. RSC paths Waku cannot decode are a 404 here.
 */
export function methodGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(RSC_PATH_PREFIX) && classifyRscPath(path) === null) {
      return c.text('Not Found', 404, { 'cache-control': 'no-store' });
    }
    const method = c.req.method.toUpperCase();
    const allowed = allowedMethods(path);
    if (!allowed.includes(method)) {
      return c.text('Method Not Allowed', 405, { allow: allowed.join(', '), 'cache-control': 'no-store' });
    }
    if (method !== 'HEAD') return next();
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: 'GET', headers: raw.headers, signal: raw.signal });
    await next();
    const res = c.res;
    await res.body?.cancel().catch(() => {});
    const headers = new Headers(res.headers);
    c.res = undefined;
    c.res = new Response(null, { status: res.status, statusText: res.statusText, headers });
  };
}
