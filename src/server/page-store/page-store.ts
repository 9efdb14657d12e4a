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
   * Improves a popular page (better compression), off the request path and one at a time: a queue
   * of them would hold up the thread pool that streamed responses compress in.
   */
  improve?: (page: StoredPage) => Promise<StoredPage>;
  /**
   * The fresh hit that starts the improvement. Quality 11 costs 140-220 ms of CPU for a 100 KB
   * page, three renders' worth, to save about 1.4 KiB a view: worth it only for a page that many
   * visitors get. A stale page is never improved: its replacement is being rendered.
   */
  improveAtHit?: number;
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
export function createPageStore({ maxBytes, freshMs, staleMs, now = Date.now, improve, improveAtHit = 1 }: PageStoreOptions): PageStore {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.size + key.length,
  });
  const rendering = new Map<string, Promise<Rendered | null>>();
  const flagsByBase = new LRUCache<string, Set<string>>({ max: 10_000 });
  const refreshing = new Set<string>();

  const improved = new WeakSet<StoredPage>();
  const freshHits = new WeakMap<StoredPage, number>();
  let improving = false;

  function store(key: string, page: StoredPage) {
    // A refresh usually renders the same HTML again (the ETag is its hash): it keeps the improved
    // bytes instead of paying for them once a minute.
    const previous = pages.peek(key);
    if (previous && improved.has(previous) && previous.etag === page.etag && previous.status === page.status && previous.br !== page.br) {
      page = { ...page, br: previous.br, size: page.size - page.br.length + previous.br.length };
      improved.add(page);
    }
    pages.set(key, page);
  }

  function improveInBackground(key: string, page: StoredPage) {
    if (!improve || improved.has(page)) return;
    const hits = (freshHits.get(page) ?? 0) + 1;
    freshHits.set(page, hits);
    if (hits < improveAtHit || improving) return;
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
      const stale = age >= freshMs;
      if (!stale) improveInBackground(key, page);
      return { page, stale };
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
