import type { Context } from 'hono';

/**
 * Hono's `c.res = ...` copies every header of the old response onto the new one, so a replaced
 * response would keep a stale content-length (hanging clients until the keep-alive timeout) or
 * double a set-cookie. Clearing first makes the new response exactly what the middleware built.
 */
export function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
