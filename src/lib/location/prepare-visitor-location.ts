import { LRUCache } from 'lru-cache';
import { LOCATION_TEST_HEADER } from '../../../domain/shop-api-contract/index.ts';
import { getRequestFlags } from '../flags/request-flags.ts';
import { logEvent } from '../log/logger.ts';
import { serializeCookie } from '../request/cookies.ts';
import type { RequestContext } from '../request/request-context.ts';
import { SHOP_COOKIES } from '../request/shop-cookies.ts';
import { describeShopApiError } from '../shop-api/shop-api-client.ts';
import { fetchLocation } from '../shop-api/location.ts';
import { decideLocationCookie } from './location-suggestion.ts';

export const LOCATION_COOKIE = SHOP_COOKIES.location.name;
/** A located visitor is asked again after 30 days (they may have moved); a declined one after a year. */
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const LOCATION_DECLINED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** One lookup per address (and test header) for ten minutes; a failure is not asked again for a minute. */
const answers = new LRUCache<string, { countryCode: string | null; failed: boolean }>({ max: 10_000, ttl: 10 * 60 * 1000 });
const FAILURE_TTL_MS = 60 * 1000;

/** Lookups under way, one per address: a visitor's quick second page does not ask again. */
const pending = new Map<string, Promise<void>>();

/**
 * Step 5b of the request middleware, before the page store: a human visitor's page document
 * without a location cookie gets one when the answer for their address is known, set on this
 * response and read by this request's page key and render as if it had come along. The page store
 * then keys on it like on any `variesPage` cookie, so the stored page of a suggestion is only ever
 * served to visitors with the same suggestion. Crawlers are never looked up, and a location cookie
 * they send is ignored (their pages carry no suggestion).
 *
 * Never awaited by the page (decision 0046): an unknown address is looked up in the background
 * and this page goes on without a suggestion (from the page store, like every page of a visitor
 * without one); the answer is there for the visitor's next page, which sets the cookie and shows
 * the bar. A failed lookup sets nothing; the next page after a minute asks again. Returns the
 * lookup it started (tests wait for it), or null.
 */
export function prepareVisitorLocation(context: RequestContext, headers: Headers, { secure, lookUp }: { secure: boolean; lookUp: boolean }): Promise<void> | null {
  if (getRequestFlags(context)?.crawler) {
    if (context.cookies.has(LOCATION_COOKIE)) context.cookies = new Map([...context.cookies].filter(([name]) => name !== LOCATION_COOKIE));
    return null;
  }
  const location = context.location;
  if (!lookUp || !location || context.cookies.has(LOCATION_COOKIE)) return null;
  const testCountry = headers.get(LOCATION_TEST_HEADER);
  const key = `${context.clientAddress}|${testCountry ?? ''}`;
  const answer = answers.get(key);
  if (!answer) return startLookup(key, { channel: location.channel, locale: location.locale }, context.clientAddress, testCountry);
  if (answer.failed) return null;
  const value = decideLocationCookie({ table: context.services.config.hostTable, channel: location.channel, hostCountry: location.country, countryCode: answer.countryCode });
  context.response.setCookies.push(serializeCookie(LOCATION_COOKIE, value, { maxAge: LOCATION_COOKIE_MAX_AGE_SECONDS, secure }));
  context.cookies = new Map([...context.cookies, [LOCATION_COOKIE, value]]);
  return null;
}

function startLookup(key: string, scope: Parameters<typeof fetchLocation>[0], clientAddress: string, testCountry: string | null): Promise<void> {
  const running = pending.get(key);
  if (running) return running;
  const lookup = fetchLocation(scope, clientAddress, testCountry)
    .then((result) => {
      if (result.ok) {
        answers.set(key, { countryCode: result.value.countryCode, failed: false });
      } else {
        logEvent('warn', 'location-error', describeShopApiError(result.error));
        answers.set(key, { countryCode: null, failed: true }, { ttl: FAILURE_TTL_MS });
      }
    })
    .catch((error: unknown) => logEvent('warn', 'location-error', { error: String(error) }))
    .finally(() => pending.delete(key));
  pending.set(key, lookup);
  return lookup;
}
