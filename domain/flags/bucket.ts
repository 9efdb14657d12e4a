/**
 * Stable percentage buckets: a visitor's bucket for a flag is a hash of the flag key and the user
 * key, so it never changes for the same pair (in any process, on any machine) and the buckets of
 * two flags are independent of each other. MurmurHash3 (32 bit) is what the common flag vendors
 * use for this; it is fast and spreads short keys evenly.
 */

const encoder = new TextEncoder();

/** MurmurHash3 x86 32-bit of the UTF-8 bytes of `text`, as an unsigned integer. */
export function murmur3(text: string, seed = 0): number {
  const bytes = encoder.encode(text);
  const length = bytes.length;
  const blocks = length - (length % 4);
  let hash = seed >>> 0;
  for (let index = 0; index < blocks; index += 4) {
    let k = bytes[index]! | (bytes[index + 1]! << 8) | (bytes[index + 2]! << 16) | (bytes[index + 3]! << 24);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    hash ^= k;
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  const tail = length & 3;
  if (tail > 0) {
    let k = 0;
    if (tail === 3) k ^= bytes[blocks + 2]! << 16;
    if (tail >= 2) k ^= bytes[blocks + 1]! << 8;
    k ^= bytes[blocks]!;
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    hash ^= k;
  }
  hash ^= length;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Buckets per flag: percentages with two decimals map onto them exactly. */
export const BUCKETS = 10_000;

export function getBucket(flagKey: string, userKey: string): number {
  return murmur3(`${flagKey}:${userKey}`) % BUCKETS;
}

/**
 * Walks the allocations in their order: a rollout of on 20 / off 80 gives buckets 0-1999 'on'.
 * Growing the first share therefore only moves visitors from the later treatments into it.
 */
export function pickAllocation<T extends { percent: number }>(allocations: readonly T[], bucket: number): T | undefined {
  let upper = 0;
  for (const allocation of allocations) {
    upper += Math.round(allocation.percent * 100);
    if (bucket < upper) return allocation;
  }
  return undefined;
}
