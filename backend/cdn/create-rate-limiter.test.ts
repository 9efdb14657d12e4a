import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './create-rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows up to the limit within one second and refuses the next request', () => {
    const limiter = createRateLimiter(3, () => 10_000);
    const results = Array.from({ length: 4 }, () => limiter.tryAcquire('client-a'));
    expect(results).toEqual([true, true, true, false]);
  });

  it('starts counting again in the next one-second window', () => {
    let time = 10_000;
    const limiter = createRateLimiter(1, () => time);
    expect(limiter.tryAcquire('client-a')).toBe(true);
    expect(limiter.tryAcquire('client-a')).toBe(false);
    time = 11_000;
    expect(limiter.tryAcquire('client-a')).toBe(true);
  });

  it('counts each client separately', () => {
    const limiter = createRateLimiter(1, () => 10_000);
    expect(limiter.tryAcquire('client-a')).toBe(true);
    expect(limiter.tryAcquire('client-b')).toBe(true);
    expect(limiter.tryAcquire('client-a')).toBe(false);
  });
});
