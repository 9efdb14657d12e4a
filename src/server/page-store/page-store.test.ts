import { describe, expect, it, vi } from 'vitest';
import { createPageStore } from './page-store.ts';
import type { StoredPage } from './stored-page.ts';

function page(size: number, storedAt = 0, tag = 'p'): StoredPage {
  return { status: 200, headers: [], br: Buffer.alloc(0), etag: `W/"${tag}"`, storedAt, size };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('page store', () => {
  it('is bounded by bytes: the least recently used pages go first', async () => {
    const store = createPageStore({ maxBytes: 3000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    for (const key of ['a', 'b']) await store.coalesce(key, async () => ({ key: key, page: page(1000) })).result;
    store.lookup('a'); // a is used again, b is now the oldest
    await store.coalesce('c', async () => ({ key: 'c', page: page(1000) })).result;
    expect(store.lookup('a')).toBeDefined();
    expect(store.lookup('b')).toBeUndefined();
    expect(store.lookup('c')).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(3000);
    // A page larger than the whole store is not kept.
    await store.coalesce('huge', async () => ({ key: 'huge', page: page(5000) })).result;
    expect(store.lookup('huge')).toBeUndefined();
  });

  it('serves fresh, then stale for the stale window, then nothing', async () => {
    let now = 1000;
    const store = createPageStore({ maxBytes: 10_000, freshMs: 100, staleMs: 50, now: () => now });
    await store.coalesce('k', async () => ({ key: 'k', page: page(10, now) })).result;
    expect(store.lookup('k')).toMatchObject({ stale: false });
    now += 100;
    expect(store.lookup('k')).toMatchObject({ stale: true });
    now += 49;
    expect(store.lookup('k')).toMatchObject({ stale: true });
    now += 1;
    expect(store.lookup('k')).toBeUndefined();
  });

  it('N concurrent misses of one key cause one render, and all get its page', async () => {
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    const render = deferred<StoredPage>();
    const renderer = vi.fn(async () => ({ key: 'k', page: await render.promise }));
    const callers = Array.from({ length: 20 }, () => store.coalesce('k', renderer));
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(callers.filter((caller) => caller.leader)).toHaveLength(1);
    const stored = page(10);
    render.resolve(stored);
    expect((await Promise.all(callers.map((caller) => caller.result))).map((result) => result?.page)).toEqual(Array(20).fill(stored));
    expect(store.lookup('k')?.page).toBe(stored);
    // Another key renders on its own.
    await store.coalesce('other', async () => ({ key: 'other', page: page(10) })).result;
    expect(store.stats()).toMatchObject({ entries: 2, rendering: 0 });
  });

  it('a render that cannot be stored (or fails) stores nothing and lets the next request render', async () => {
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    expect(await store.coalesce('k', async () => null).result).toBeNull();
    expect(store.lookup('k')).toBeUndefined();
    await expect(store.coalesce('k', async () => Promise.reject(new Error('render failed'))).result).rejects.toThrow('render failed');
    const again = vi.fn(async () => ({ key: 'k', page: page(10) }));
    await store.coalesce('k', again).result;
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('an error page is rendered once for everybody waiting for it, and not stored', async () => {
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    const render = deferred<StoredPage>();
    const renderer = vi.fn(async () => ({ key: null, page: await render.promise }));
    const callers = Array.from({ length: 5 }, () => store.coalesce('k', renderer));
    const errorPage = { ...page(10), status: 503 };
    render.resolve(errorPage);
    const results = await Promise.all(callers.map((caller) => caller.result));
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result?.page.status)).toEqual(Array(5).fill(503));
    expect(store.lookup('k')).toBeUndefined();
    expect(store.stats().rendering).toBe(0);
  });

  it('refreshes a stale page once at a time in the background', async () => {
    const store = createPageStore({ maxBytes: 10_000, freshMs: 0, staleMs: 60_000 });
    const refresh = deferred<void>();
    const refresher = vi.fn(() => refresh.promise);
    store.refreshInBackground('k', refresher);
    store.refreshInBackground('k', refresher);
    expect(refresher).toHaveBeenCalledTimes(1);
    refresh.resolve();
    await refresh.promise;
    await new Promise((resolve) => setImmediate(resolve));
    store.refreshInBackground('k', async () => {
      throw new Error('upstream down');
    });
    await new Promise((resolve) => setImmediate(resolve));
    store.refreshInBackground('k', refresher);
    expect(refresher).toHaveBeenCalledTimes(2);
  });

  it('stores a render under the key it names, and learns which flags the pages of a base ask for', async () => {
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0 });
    const stored = page(10);
    expect((await store.coalesce('base\n*a=on&b=off', async () => ({ key: 'base\na=on', page: stored })).result)?.page).toBe(stored);
    expect(store.lookup('base\na=on')?.page).toBe(stored);
    expect(store.relevantFlags('base')).toBeUndefined();
    expect([...store.noteRelevantFlags('base', ['a'])]).toEqual(['a']);
    expect([...store.noteRelevantFlags('base', ['b', 'a'])].sort()).toEqual(['a', 'b']);
    expect([...store.relevantFlags('base')!].sort()).toEqual(['a', 'b']);
  });

  it('improves a page once it is asked for again, one page at a time, unless a newer render took its place', async () => {
    const better = deferred<StoredPage>();
    const improve = vi.fn(() => better.promise);
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0, improve });
    const first = page(100, 0, 'first');
    await store.coalesce('k', async () => ({ key: 'k', page: first })).result;
    await store.coalesce('other', async () => ({ key: 'other', page: page(100) })).result;
    expect(improve).not.toHaveBeenCalled();
    expect(store.lookup('k')?.page).toBe(first);
    store.lookup('other'); // one improvement at a time
    expect(improve).toHaveBeenCalledTimes(1);
    const improved = { ...first, size: 50 };
    better.resolve(improved);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.lookup('k')?.page).toBe(improved);
    store.lookup('k');
    expect(improve).toHaveBeenCalledTimes(1); // never 'k' again
    store.lookup('other');
    expect(improve).toHaveBeenCalledTimes(2);
  });

  it('improves a page at its nth fresh hit only, never a stale one, and counts hits while another page is improved', async () => {
    let now = 0;
    const running = deferred<StoredPage>();
    const improve = vi.fn((page: StoredPage) => (page.etag === 'W/"busy"' ? running.promise : Promise.resolve({ ...page, size: 1 })));
    const store = createPageStore({ maxBytes: 10_000, freshMs: 100, staleMs: 1000, now: () => now, improve, improveAtHit: 3 });
    await store.coalesce('busy', async () => ({ key: 'busy', page: page(100, 0, 'busy') })).result;
    await store.coalesce('k', async () => ({ key: 'k', page: page(100, 0, 'k') })).result;
    store.lookup('busy');
    store.lookup('busy');
    expect(improve).not.toHaveBeenCalled();
    store.lookup('busy');
    expect(improve).toHaveBeenCalledTimes(1);
    for (let hit = 0; hit < 3; hit++) store.lookup('k'); // its third hit comes while 'busy' is improved
    expect(improve).toHaveBeenCalledTimes(1);
    running.resolve(page(50, 0, 'busy'));
    await new Promise((resolve) => setImmediate(resolve));
    store.lookup('k');
    expect(improve).toHaveBeenCalledTimes(2);
    expect(improve).toHaveBeenLastCalledWith(expect.objectContaining({ etag: 'W/"k"' }));

    await store.coalesce('old', async () => ({ key: 'old', page: page(100, 0, 'old') })).result;
    await new Promise((resolve) => setImmediate(resolve)); // 'k' is done: nothing holds 'old' back but its age
    now = 500; // stale: its replacement is on the way
    for (let hit = 0; hit < 5; hit++) expect(store.lookup('old')).toMatchObject({ stale: true });
    expect(improve).toHaveBeenCalledTimes(2);
  });

  it('keeps the improved bytes when a refresh renders the same page again, not when the page changed', async () => {
    const improve = vi.fn(async (page: StoredPage) => ({ ...page, br: Buffer.from('best'), size: page.size - 10 }));
    const store = createPageStore({ maxBytes: 10_000, freshMs: 60_000, staleMs: 0, now: () => 0, improve });
    const render = (tag: string) => ({ ...page(100, 0, tag), br: Buffer.from('fast-fast-fast') });
    await store.coalesce('k', async () => ({ key: 'k', page: render('same') })).result;
    store.lookup('k');
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.lookup('k')?.page.br.toString()).toBe('best');

    await store.coalesce('k', async () => ({ key: 'k', page: render('same') })).result;
    expect(store.lookup('k')?.page).toMatchObject({ size: 90 }); // the bound counts the bytes it holds
    expect(store.lookup('k')?.page.br.toString()).toBe('best');
    expect(improve).toHaveBeenCalledTimes(1);

    await store.coalesce('k', async () => ({ key: 'k', page: render('changed') })).result;
    expect(store.lookup('k')?.page.br.toString()).toBe('fast-fast-fast');
  });
});
