import { LRUCache } from 'lru-cache';

/**
 * A bounded map that forgets the least recently used entry first (lru-cache): by count, and by
 * size when `sizeOf` is given, since entries whose size comes from upstream (a story) can hold
 * more memory under the same count than the count was chosen for.
 */
export type LruCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
  /** The sum of `sizeOf` over the entries (0 without it). */
  readonly calculatedSize: number;
};

export type LruBounds<V> = { maxEntries: number; maxSize?: number; sizeOf?: (value: V, key: string) => number };

export function createLruCache<V extends NonNullable<unknown>>(bounds: number | LruBounds<V>): LruCache<V> {
  const { maxEntries, maxSize, sizeOf } = typeof bounds === 'number' ? { maxEntries: bounds } : bounds;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  const entries = new LRUCache<string, V>(
    maxSize !== undefined && sizeOf
      ? { max: maxEntries, maxSize, sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))) }
      : { max: maxEntries },
  );
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    get calculatedSize() {
      return entries.calculatedSize;
    },
  };
}
