import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter (memory store)', () => {
  afterEach(() => vi.useRealTimers());

  it('allows up to the points per window and key, then refuses with a retry time until the window passes', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter({ name: 'test', points: 2, windowSeconds: 60 });
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect(await limiter.consume('a')).toEqual({ allowed: true, remaining: 0 });
    const refused = await limiter.consume('a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.consume('b')).allowed).toBe(true);
    vi.setSystemTime(60_001);
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('peeks without counting and forgets a key on reset', async () => {
    const limiter = createRateLimiter({ name: 'peek', points: 1, windowSeconds: 60 });
    expect((await limiter.peek('k')).allowed).toBe(true);
    expect((await limiter.peek('k')).allowed).toBe(true);
    await limiter.consume('k');
    expect((await limiter.peek('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('blocks for the block time once the points are used up', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter({ name: 'block', points: 1, windowSeconds: 10, blockSeconds: 900 });
    await limiter.consume('k');
    expect(await limiter.consume('k')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    vi.setSystemTime(11_000);
    expect((await limiter.consume('k')).allowed).toBe(false);
  });
});

describe('refund', () => {
  it('gives back a consumed point', async () => {
    const limiter = createRateLimiter({ name: 'refund', points: 1, windowSeconds: 60 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    await limiter.refund('k');
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
  });
});
