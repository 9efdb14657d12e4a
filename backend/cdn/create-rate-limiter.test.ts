import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './create-rate-limiter.ts';

async function acquireTimes(limiter: ReturnType<typeof createRateLimiter>, client: string, times: number) {
  const results: boolean[] = [];
  for (let index = 0; index < times; index += 1) results.push(await limiter.tryAcquire(client));
  return results;
}

describe('createRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows up to the limit within one second and refuses the next request', async () => {
    expect(await acquireTimes(createRateLimiter(3), 'client-a', 4)).toEqual([true, true, true, false]);
  });

  it('starts counting again in the next one-second window', async () => {
    const limiter = createRateLimiter(1);
    expect(await acquireTimes(limiter, 'client-a', 2)).toEqual([true, false]);
    vi.setSystemTime(11_000);
    expect(await limiter.tryAcquire('client-a')).toBe(true);
  });

  it('counts each client separately', async () => {
    const limiter = createRateLimiter(1);
    expect(await limiter.tryAcquire('client-a')).toBe(true);
    expect(await limiter.tryAcquire('client-b')).toBe(true);
    expect(await limiter.tryAcquire('client-a')).toBe(false);
  });
});
