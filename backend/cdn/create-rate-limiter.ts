export type RateLimiter = {
  /** Counts one request for the client; false when it exceeds the limit of the current window. */
  tryAcquire(clientKey: string): boolean;
};

const WINDOW_MS = 1000;
// Windows of clients that stopped calling are dropped in bulk once the map grows this large.
const SWEEP_THRESHOLD = 10_000;

/** Fixed one-second windows per client, as the brief asks: simple and predictable in tests. */
export function createRateLimiter(limitPerSecond: number, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(currentWindow: number) {
    for (const [key, window] of windows) if (window.start !== currentWindow) windows.delete(key);
  }

  return {
    tryAcquire(clientKey) {
      const currentWindow = Math.floor(now() / WINDOW_MS) * WINDOW_MS;
      const window = windows.get(clientKey);
      if (!window || window.start !== currentWindow) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(currentWindow);
        windows.set(clientKey, { start: currentWindow, count: 1 });
        return 1 <= limitPerSecond;
      }
      window.count += 1;
      return window.count <= limitPerSecond;
    },
  };
}
