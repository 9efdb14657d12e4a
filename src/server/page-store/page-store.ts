import { LRUCache } from 'lru-cache';
import { logEvent } from '../../lib/log/logger.ts';
import type { StoredPage } from './stored-page.ts';

export type PageStoreOptions = {
  /** The bound: the bytes of every stored page together (br and headers). */
  maxBytes: number;
  /** A page is served as it is for this long after it was rendered. */
  freshMs: number;
  /** Then served for this long more while one render replaces it in the background. */
  staleMs: number;
  now?: () => number;
  /**
   * Improves a page that is asked for again (better compression), off the request path and one at
   * a time: a page seen once is not worth it, and a queue of them would hold up the thread pool
   * that streamed responses compress in.
   */
  improve?: (page: StoredPage) => Promise<StoredPage>;
};

export type Lookup = { page: StoredPage; stale: boolean };

/**
 * A render's page and the key it is stored under (it may differ from the key it was asked for);
 * `key: null` is a page the waiting requests share but nobody stores (an error page).
 */
export type Rendered = { page: StoredPage; key: string | null };

export type PageStore = {
  /** The stored page of a key: fresh, stale (serve it and refresh), or nothing (expired pages are dropped). */
  lookup(key: string): Lookup | undefined;
  /**
   * Renders the key unless a render of it is running already: every concurrent caller waits for
   * the same render and gets what it rendered, stored or not (null: nothing the others may be
   * served, e.g. a page that set a cookie of its own). `leader` says whether this caller's render ran.
   */
  coalesce(key: string, render: () => Promise<Rendered | null>): { leader: boolean; result: Promise<Rendered | null> };
  /** The flags the pages of a base key have asked for so far; undefined before its first render. */
  relevantFlags(base: string): ReadonlySet<string> | undefined;
  /** Adds the flags one render asked for; answers all of them for the base. */
  noteRelevantFlags(base: string, flags: Iterable<string>): ReadonlySet<string>;
  /** Starts `refresh` unless one runs for the key; a failed refresh leaves the stale page. */
  refreshInBackground(key: string, refresh: () => Promise<unknown>): void;
  stats(): { entries: number; bytes: number; rendering: number };
  clear(): void;
};

/**
 * Finished pages in memory, bounded by bytes (least recently used go first), with
 * stale-while-revalidate and one render per key at a time. The key carries the content version,
 * so a publication makes every old page unreachable; the LRU drops them as new ones come in.
 */
export function createPageStore({ maxBytes, freshMs, staleMs, now = Date.now, improve }: PageStoreOptions): PageStore {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.size + key.length,
  });
  const rendering = new Map<string, Promise<Rendered | null>>();
  const flagsByBase = new LRUCache<string, Set<string>>({ max: 10_000 });
  const refreshing = new Set<string>();

  const improved = new WeakSet<StoredPage>();
  let improving = false;

  function store(key: string, page: StoredPage) {
    pages.set(key, page);
  }

  function improveInBackground(key: string, page: StoredPage) {
    if (!improve || improving || improved.has(page)) return;
    improving = true;
    improved.add(page);
    improve(page)
      .then((better) => {
        improved.add(better);
        // Only if the key still holds this render: a newer one may have replaced it meanwhile.
        if (better !== page && pages.peek(key) === page) pages.set(key, better);
      })
      .catch((error: unknown) => logEvent('warn', 'page-store-improve-failed', { error: String(error) }))
      .finally(() => {
        improving = false;
      });
  }

  return {
    lookup(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age >= freshMs + staleMs) {
        pages.delete(key);
        return undefined;
      }
      improveInBackground(key, page);
      return { page, stale: age >= freshMs };
    },

    coalesce(key, render) {
      const running = rendering.get(key);
      if (running) return { leader: false, result: running };
      const result = (async () => {
        try {
          const rendered = await render();
          if (rendered?.key != null) store(rendered.key, rendered.page);
          return rendered;
        } finally {
          rendering.delete(key);
        }
      })();
      rendering.set(key, result);
      return { leader: true, result };
    },

    relevantFlags: (base) => flagsByBase.get(base),

    noteRelevantFlags(base, flags) {
      const known = flagsByBase.get(base) ?? new Set<string>();
      for (const flag of flags) known.add(flag);
      flagsByBase.set(base, known);
      return known;
    },

    refreshInBackground(key, refresh) {
      if (refreshing.has(key) || rendering.has(key)) return;
      refreshing.add(key);
      void refresh()
        .catch((error: unknown) => logEvent('warn', 'page-store-refresh-failed', { error: String(error) }))
        .finally(() => refreshing.delete(key));
    },

    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize, rendering: rendering.size }),

    clear() {
      pages.clear();
      flagsByBase.clear();
    },
  };
}
