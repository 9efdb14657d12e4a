import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Where the counts live: in this process's memory by default, or in Redis (`REDIS_URL`) so that
 * several shop processes share them: five failed log-ins spread over two processes are still five.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis };

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  if (!redisUrl) return { kind: 'memory' };
  // Commands fail fast while Redis is away (offline queue off): the limiter then answers from its
  // in-memory insurance rather than holding the shopper's request.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', () => {
    // ioredis reconnects by itself; each failed command is answered by the insurance limiter.
  });
  return { kind: 'redis', client };
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for the key; refused once the points of the window are used up. */
  consume(key: string, points?: number): Promise<RateLimitDecision>;
  /** Whether the key is refused now, without counting an attempt. */
  peek(key: string): Promise<RateLimitDecision>;
  /** Forgets the key (a successful log-in clears its failures). */
  reset(key: string): Promise<void>;
  /** Gives back points a consume took (an attempt that turned out to be no failure). */
  refund(key: string, points?: number): Promise<void>;
};

export type RateLimitRule = {
  /** Names the counter: keys of different rules never meet, also in a shared Redis. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once the points are used up, refuse for this long (default: the rest of the window). */
  blockSeconds?: number;
};

function decide(result: RateLimiterRes, points: number): RateLimitDecision {
  return result.consumedPoints <= points
    ? { allowed: true, remaining: Math.max(0, result.remainingPoints) }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

/** A limiter on rate-limiter-flexible: memory, or Redis with an in-memory insurance when Redis fails. */
export function createRateLimiter(rule: RateLimitRule, store: RateLimitStore = { kind: 'memory' }): RateLimiter {
  const options = { keyPrefix: `shop:${rule.name}`, points: rule.points, duration: rule.windowSeconds, blockDuration: rule.blockSeconds ?? 0 };
  const limiter: RateLimiterAbstract =
    store.kind === 'redis'
      ? new RateLimiterRedis({ ...options, storeClient: store.client, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
  return {
    async consume(key, points = 1) {
      try {
        return decide(await limiter.consume(key, points), rule.points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decide(rejection, rule.points);
        throw rejection;
      }
    },
    async peek(key) {
      const result = await limiter.get(key);
      if (!result) return { allowed: true, remaining: rule.points };
      return result.consumedPoints < rule.points || result.msBeforeNext <= 0
        ? { allowed: true, remaining: Math.max(0, result.remainingPoints) }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key, points = 1) {
      await limiter.reward(key, points);
    },
  };
}
