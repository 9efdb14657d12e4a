/**
 * Answers kept until they expire, plus the calls still running, so concurrent requests for the
 * same key share one call. Part of a request's services: a test's services start empty.
 */
export type ExpiringCache<T> = {
  entries: Map<string, { expires: number; data: T }>;
  pending: Map<string, Promise<T>>;
  /** At most this many answers: keys that come from the request (a page path) are unbounded. */
  maxEntries: number;
};

export function createExpiringCache<T>({ maxEntries = Infinity }: { maxEntries?: number } = {}): ExpiringCache<T> {
  return { entries: new Map(), pending: new Map(), maxEntries };
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
    // Re-inserted at the end, so the first key is the one written longest ago: the one to drop.
    cache.entries.delete(key);
    cache.entries.set(key, { expires: now + (loaded === null ? retryAfterMs : ttlMs), data });
    if (cache.entries.size > cache.maxEntries) cache.entries.delete(cache.entries.keys().next().value as string);
    return data;
  })();
  cache.pending.set(key, call);
  try {
    return await call;
  } finally {
    cache.pending.delete(key);
  }
}
