/**
 * Answers kept until they expire, plus the calls still running, so concurrent requests for the
 * same key share one call. Part of a request's services: a test's services start empty.
 */
export type ExpiringCache<T> = {
  entries: Map<string, { expires: number; data: T }>;
  pending: Map<string, Promise<T>>;
};

export function createExpiringCache<T>(): ExpiringCache<T> {
  return { entries: new Map(), pending: new Map() };
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
