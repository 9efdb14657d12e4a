import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimiter = {
  /** Counts one request for the client; false when it exceeds the limit of the current second. */
  tryAcquire(clientKey: string): Promise<boolean>;
};

/**
 * One-second windows per client on rate-limiter-flexible's memory store (its timers drop the
 * windows of clients that stopped calling). Memory only: the embedded backend is one process.
 */
export function createRateLimiter(limitPerSecond: number): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: 'cdn', points: limitPerSecond, duration: 1 });
  return {
    async tryAcquire(clientKey) {
      try {
        await limiter.consume(clientKey);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}
