import { describe, expect, it } from 'vitest';
import { createLruCache } from './create-lru-cache.ts';

const bytes = (size: number) => Buffer.alloc(size);

describe('createLruCache', () => {
  it('evicts the least recently used entry beyond the entry limit', () => {
    const cache = createLruCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', bytes(1));
    cache.set('b', bytes(1));
    cache.get('a');
    cache.set('c', bytes(1));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);
  });

  it('evicts until the byte budget fits and skips values larger than the budget', () => {
    const cache = createLruCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', bytes(60));
    cache.set('b', bytes(60));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(60);
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
