import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  it('forgets the least recently used entry first', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces a value without growing', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('never holds more than its bound, whatever the sequence of writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), (bound, keys) => {
        const cache = createLruCache<string>(bound);
        for (const key of keys) cache.set(key, key);
        expect(cache.size).toBe(Math.min(bound, new Set(keys).size));
        const lastDistinct = [...new Set([...keys].reverse())].slice(0, bound);
        for (const key of lastDistinct) expect(cache.get(key)).toBe(key);
      }),
    );
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
    expect(() => createLruCache(1.5)).toThrow(RangeError);
  });
});

describe('createLruCache with a size bound', () => {
  it('forgets the least recently used entries until the sizes fit, and keeps none larger than the bound', () => {
    const cache = createLruCache<string>({ maxEntries: 100, maxSize: 10, sizeOf: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('xxxx');
    cache.set('c', 'zzzz');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['xxxx', 'zzzz']);
    expect(cache.calculatedSize).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.calculatedSize).toBeLessThanOrEqual(10);
  });
});
