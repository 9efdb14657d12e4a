import { LRUCache } from 'lru-cache';

/**
 * Answers kept until they expire, plus the calls still running, so concurrent requests for the
 * same key share one call. Part of a request's services: a test's services start empty.
 * Bounded by count (lru-cache): keys that come from the request (a page path) would otherwise grow
 * without end, and so would keys of channel, locale and product under a crawl of every host.
 */
export type ExpiringCache<T> = {
  entries: LRUCache<string, { expires: number; data: T }>;
  pending: Map<string, Promise<T>>;
};

/** Enough for every channel, locale and product of the shop's answers; page paths pass a bound of their own. */
export const DEFAULT_EXPIRING_ENTRIES = 1_000;

export function createExpiringCache<T>({ maxEntries = DEFAULT_EXPIRING_ENTRIES }: { maxEntries?: number } = {}): ExpiringCache<T> {
  return { entries: new LRUCache({ max: maxEntries }), pending: new Map() };
}

/**
 * The value under `key`: the cached one while fresh, else one shared call. A failed call (`null`
 * from `load`) keeps the last good value, or null, for `retryAfterMs`, so a broken upstream does
 * not make every page wait for its timeout.
 */
export async function readThrough<T>(
  cache: ExpiringCache<T | null>,
  key: string,
  load: () => Promise<T | null>,
  { ttlMs, retryAfterMs, now = Date.now() }: { ttlMs: number; retryAfterMs: number; now?: number },
): Promise<T | null> {
  const hit = cache.entries.get(key);
  if (hit && hit.expires > now) return hit.data;
  const running = cache.pending.get(key);
  if (running) return running;
  const call = (async () => {
    const loaded = await load();
    const data = loaded ?? hit?.data ?? null;
    cache.entries.set(key, { expires: now + (loaded === null ? retryAfterMs : ttlMs), data });
    return data;
  })();
  cache.pending.set(key, call);
  try {
    return await call;
  } finally {
    cache.pending.delete(key);
  }
}
