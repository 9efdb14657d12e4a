import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import type { RequestContext } from '../request/request-context.ts';
import type { ShopApiResult } from '../shop-api/shop-api-client.ts';
import { fetchLocation } from '../shop-api/location.ts';
import { prepareVisitorLocation } from './prepare-visitor-location.ts';

vi.mock('../shop-api/location.ts', () => ({ fetchLocation: vi.fn() }));
const lookup = vi.mocked(fetchLocation);

type Answer = Awaited<ReturnType<typeof fetchLocation>>;
/** The location service answers `answer` after `ms` (on the fake clock). */
function answersAfter(ms: number, answer: Answer) {
  lookup.mockImplementation(() => new Promise<ShopApiResult<{ countryCode: string | null }>>((resolve) => setTimeout(() => resolve(answer), ms)));
}
const swiss: Answer = { ok: true, value: { countryCode: 'CH' } };

/** A new visitor's page document from `address` (each test its own: answers are kept per address). */
function page(address: string, cookies: Record<string, string> = {}): RequestContext {
  return { ...buildTestRequestContext('http://de.poster.localhost/fotobuch'), clientAddress: address, cookies: new Map(Object.entries(cookies)) };
}
const noHeaders = new Headers();
const prepare = (context: RequestContext, waitMs = 50, lookUp = true) => prepareVisitorLocation(context, noHeaders, { secure: false, lookUp, waitMs });

/** Whether the promise has settled once the fake clock has moved `ms` on. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  lookup.mockReset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // lru-cache times its entries with the real `performance` object it captured: follow the fake clock.
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
});
afterEach(async () => {
  // lru-cache forgets its debounced clock reading on a timer: let it run before the clock is swapped.
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prepareVisitorLocation: the first page waits a bounded time for the lookup (decision 0050)', () => {
  it('a quick answer sets the cookie on this very page', async () => {
    answersAfter(10, swiss);
    const context = page('192.0.2.1');
    const waiting = prepare(context);
    expect(waiting).not.toBeNull();
    expect(await settledAfter(waiting!, 10)).toBe(true);
    expect(context.cookies.get('shop_location')).toBe('to-ch');
    expect(context.response.setCookies).toEqual([expect.stringMatching(/^shop_location=to-ch;.*Max-Age=2592000/)]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('a slow answer: this page goes on after the bound without a cookie, one lookup runs on, the next page gets it', async () => {
    answersAfter(500, swiss);
    const first = page('192.0.2.2');
    const waiting = prepare(first)!;
    expect(await settledAfter(waiting, 49)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
    expect(first.cookies.has('shop_location')).toBe(false);
    expect(first.response.setCookies).toEqual([]);
    // A quick second page while the lookup runs joins it instead of asking again, and waits no longer.
    const second = page('192.0.2.2');
    expect(await settledAfter(prepare(second)!, 50)).toBe(true);
    expect(second.cookies.has('shop_location')).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(lookup).toHaveBeenCalledTimes(1);
    // The answer is known now: the next page gets the cookie at once, nothing to wait for.
    const next = page('192.0.2.2');
    expect(prepare(next)).toBeNull();
    expect(next.cookies.get('shop_location')).toBe('to-ch');
  });

  it('a failure sets nothing, is kept a minute, then is asked again', async () => {
    answersAfter(5, { ok: false, error: { kind: 'http', status: 502, body: null } });
    const first = page('192.0.2.3');
    expect(await settledAfter(prepare(first)!, 5)).toBe(true);
    expect(first.cookies.has('shop_location')).toBe(false);
    expect(first.response.setCookies).toEqual([]);
    const soon = page('192.0.2.3');
    expect(prepare(soon)).toBeNull();
    expect(soon.cookies.has('shop_location')).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_001);
    answersAfter(5, swiss);
    const later = page('192.0.2.3');
    expect(await settledAfter(prepare(later)!, 5)).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(later.cookies.get('shop_location')).toBe('to-ch');
  });

  it('nothing else waits: a visitor with the cookie, a request that is no page document, a bound of 0', async () => {
    answersAfter(5, swiss);
    expect(prepare(page('192.0.2.4', { shop_location: 'no' }))).toBeNull();
    expect(prepare(page('192.0.2.4'), 50, false)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
    // With no bound the page goes on at once; the lookup still runs for the next page.
    const unbounded = page('192.0.2.4');
    expect(prepare(unbounded, 0)).toBeNull();
    expect(unbounded.cookies.has('shop_location')).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    expect(lookup).toHaveBeenCalledTimes(1);
    const next = page('192.0.2.4');
    expect(prepare(next, 0)).toBeNull();
    expect(next.cookies.get('shop_location')).toBe('to-ch');
  });
});
