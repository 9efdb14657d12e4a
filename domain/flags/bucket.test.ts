import { describe, expect, it } from 'vitest';
import { BUCKETS, getBucket, murmur3, pickAllocation } from './bucket.ts';
import { createUserKey } from './user-key.ts';

const KEYS = Array.from({ length: 100_000 }, () => createUserKey());

function share(flagKey: string, percentOn: number): number {
  const rollout = [
    { treatment: 'on', percent: percentOn },
    { treatment: 'off', percent: 100 - percentOn },
  ];
  let on = 0;
  for (const key of KEYS) if (pickAllocation(rollout, getBucket(flagKey, key))?.treatment === 'on') on += 1;
  return (on / KEYS.length) * 100;
}

describe('murmur3', () => {
  it.each([
    ['', 0, 0],
    ['', 1, 0x514e28b7],
    ['hello', 0, 0x248bfa47],
    ['The quick brown fox jumps over the lazy dog', 0, 0x2e4ff723],
    ['ä€', 0, murmur3('ä€')],
  ])('hashes %j with seed %i like the reference implementation', (text, seed, expected) => {
    expect(murmur3(text, seed)).toBe(expected);
  });
});

describe('percentage rollouts', () => {
  it.each([50, 10, 33.33, 1])('gives %s percent of 100,000 random keys the first treatment, within one point', (percent) => {
    expect(Math.abs(share('calculator-top-deal-965', percent) - percent)).toBeLessThan(1);
  });

  it('keeps a key in its bucket: same flag and key, same bucket, every time', () => {
    for (const key of KEYS.slice(0, 1000)) expect(getBucket('calculator-nudging-967', key)).toBe(getBucket('calculator-nudging-967', key));
    expect(getBucket('calculator-nudging-967', 'fixed-user-key-0001')).toBe(murmur3('calculator-nudging-967:fixed-user-key-0001') % BUCKETS);
  });

  it('buckets flags independently: being "on" in one flag says nothing about another', () => {
    let both = 0;
    for (const key of KEYS) if (getBucket('flag-a', key) < 5_000 && getBucket('flag-b', key) < 5_000) both += 1;
    expect(Math.abs((both / KEYS.length) * 100 - 25)).toBeLessThan(1);
  });

  it('growing the first share only moves visitors into it', () => {
    const before = [{ treatment: 'on', percent: 20 }, { treatment: 'off', percent: 80 }];
    const after = [{ treatment: 'on', percent: 30 }, { treatment: 'off', percent: 70 }];
    for (const key of KEYS.slice(0, 5000)) {
      const bucket = getBucket('grow', key);
      if (pickAllocation(before, bucket)?.treatment === 'on') expect(pickAllocation(after, bucket)?.treatment).toBe('on');
    }
  });
});
