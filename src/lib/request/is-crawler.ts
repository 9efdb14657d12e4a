import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * isbot is one large regular expression, run for every page; a shop sees the same few hundred user
 * agents over and over (a stored page's request spent 1.6% of its CPU there). Bounded by characters.
 */
const crawlerByUserAgent = new LRUCache<string, boolean>({ maxSize: 256 * 1024, sizeCalculation: (_value, userAgent) => Math.max(1, userAgent.length) });

/** A search engine, link preview or other robot by its user agent (isbot); no user agent is none. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let crawler = crawlerByUserAgent.get(userAgent);
  if (crawler === undefined) crawlerByUserAgent.set(userAgent, (crawler = isbot(userAgent)));
  return crawler;
}
