import type { MiddlewareHandler } from 'hono';

/** API routes (`src/pages/_api`) only read. */
const READ_ONLY_PATHS = /^\/(health|robots\.txt|sitemap\.xml)$/;

/** Pages and RSC requests read; forms and server actions post. */
export function allowedMethods(path: string): string[] {
  return READ_ONLY_PATHS.test(path) ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST'];
}

/**
 * Answers what the shop does not do before Waku sees it: its API routes only know GET (anything
 * else, HEAD included, was a 500) and Node's fetch `Request` cannot even represent TRACE. Other
 * methods get 405 with `Allow`; HEAD is answered as a GET without its body everywhere, because
 * load balancers check health with HEAD.
 */
export function methodGuard(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    const allowed = allowedMethods(c.req.path);
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
