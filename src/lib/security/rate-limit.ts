/**
 * A fixed-window counter per key (client address), in memory: enough for one origin process and
 * for a form that a person submits a few times a minute. Old windows are swept as keys come by.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** True when the call is allowed (and counted). */
    take(key: string, now = Date.now()): boolean {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
