export type LruCache = {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
  readonly size: number;
  readonly bytes: number;
};

/** Bounded by entry count and total bytes; a Map keeps insertion order, so the first key is the oldest. */
export function createLruCache(limits: { maxEntries: number; maxBytes: number }): LruCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  function evictOldest() {
    const oldestKey = entries.keys().next().value;
    if (oldestKey === undefined) return;
    bytes -= entries.get(oldestKey)?.byteLength ?? 0;
    entries.delete(oldestKey);
  }

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      if (value.byteLength > limits.maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.byteLength;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.byteLength;
      while (entries.size > limits.maxEntries || bytes > limits.maxBytes) evictOldest();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
