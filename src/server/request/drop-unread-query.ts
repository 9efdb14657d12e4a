import type { Context } from 'hono';
import { isPageQueryParam, keepPageQuery } from '../../lib/request/page-query.ts';

/**
 * The page's URL with only the query parameters a page reads (src/lib/request/page-query.ts), or
 * null when there is nothing to drop. Everything after this step sees that URL, Waku's render
 * included: the page's forms, links, inline router state and store key then never carry a
 * visitor's junk, and one page answers every such URL.
 */
export function withoutUnreadQuery(url: URL): URL | null {
  if (!url.search) return null;
  let unread = false;
  for (const name of url.searchParams.keys()) if (!isPageQueryParam(name)) unread = true;
  if (!unread) return null;
  const clean = new URL(url);
  clean.search = keepPageQuery(url.searchParams).toString();
  return clean;
}

/** Hands the request on as if it had asked for `url` (Waku renders from `c.req.raw`). */
export function replaceRequestUrl(c: Context, url: URL): void {
  c.req.raw = new Request(url, c.req.raw);
}
