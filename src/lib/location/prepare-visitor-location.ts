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

/**
 * Step 5b of the request middleware, before the page store: a human visitor's page document
 * without a location cookie gets one, decided from `/api/get-location/`, set on this response and
 * read by this request's page key and render as if it had come along. The page store then keys
 * on it like on any `variesPage` cookie, so the stored page of a suggestion is only ever served
 * to visitors with the same suggestion. Crawlers are never looked up, and a location cookie they
 * send is ignored (their pages carry no suggestion). A failed lookup sets nothing: the page shows
 * no suggestion and the next page asks again.
 */
export async function prepareVisitorLocation(context: RequestContext, headers: Headers, { secure, lookUp }: { secure: boolean; lookUp: boolean }): Promise<void> {
  if (getRequestFlags(context)?.crawler) {
    if (context.cookies.has(LOCATION_COOKIE)) context.cookies = new Map([...context.cookies].filter(([name]) => name !== LOCATION_COOKIE));
    return;
  }
  const location = context.location;
  if (!lookUp || !location || context.cookies.has(LOCATION_COOKIE)) return;
  const testCountry = headers.get(LOCATION_TEST_HEADER);
  const key = `${context.clientAddress}|${testCountry ?? ''}`;
  let answer = answers.get(key);
  if (!answer) {
    const result = await fetchLocation({ channel: location.channel, locale: location.locale }, context.clientAddress, testCountry);
    if (result.ok) {
      answer = { countryCode: result.value.countryCode, failed: false };
      answers.set(key, answer);
    } else {
      logEvent('warn', 'location-error', describeShopApiError(result.error));
      answer = { countryCode: null, failed: true };
      answers.set(key, answer, { ttl: FAILURE_TTL_MS });
    }
  }
  if (answer.failed) return;
  const value = decideLocationCookie({ table: context.services.config.hostTable, channel: location.channel, hostCountry: location.country, countryCode: answer.countryCode });
  context.response.setCookies.push(serializeCookie(LOCATION_COOKIE, value, { maxAge: LOCATION_COOKIE_MAX_AGE_SECONDS, secure }));
  context.cookies = new Map([...context.cookies, [LOCATION_COOKIE, value]]);
}
