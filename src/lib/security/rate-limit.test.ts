import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows up to the limit per window and key, then refuses until the window passes', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 20)]).toEqual([true, true, false]);
    expect(limiter.take('b', 30)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});
