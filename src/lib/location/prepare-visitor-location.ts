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
import { withTimeout } from '../async/with-timeout.ts';

export const LOCATION_COOKIE = SHOP_COOKIES.location.name;
/** A located visitor is asked again after 30 days (they may have moved); a declined one after a year. */
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const LOCATION_DECLINED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type LocationAnswer = { countryCode: string | null; failed: boolean };
type LookupRequest = { scope: Parameters<typeof fetchLocation>[0]; clientAddress: string; testCountry: string | null };

const FAILURE_TTL_MS = 60 * 1000;

/**
 * One answer per address (and test header) for ten minutes, a failure for a minute. lru-cache's
 * `fetch` runs one lookup per key at a time: a visitor's quick second page joins the first one's.
 */
const answers = new LRUCache<string, LocationAnswer, LookupRequest>({
  max: 10_000,
  ttl: 10 * 60 * 1000,
  fetchMethod: async (_key, _stale, { options, context }) => {
    const result = await fetchLocation(context.scope, context.clientAddress, context.testCountry);
    if (result.ok) return { countryCode: result.value.countryCode, failed: false };
    logEvent('warn', 'location-error', describeShopApiError(result.error));
    options.ttl = FAILURE_TTL_MS;
    return { countryCode: null, failed: true };
  },
});

/**
 * Step 5b of the request middleware, before the page store: a human visitor's page document
 * without a location cookie gets one when the answer for their address is known, set on this
 * response and read by this request's page key and render as if it had come along. The page store
 * then keys on it like on any `variesPage` cookie, so the stored page of a suggestion is only ever
 * served to visitors with the same suggestion. Crawlers are never looked up, and a location cookie
 * they send is ignored (their pages carry no suggestion).
 *
 * An unknown address is looked up and the page waits for the answer at most `waitMs` (decision
 * 0050): a quick answer sets the cookie on this page; a slow one goes on in the background for the
 * visitor's next page, and this page goes on without a suggestion (decision 0046). A failed lookup
 * sets nothing; the next page after a minute asks again. Returns what the page must await before
 * its key is planned (settled within `waitMs`), or null when nothing is to wait for.
 */
export function prepareVisitorLocation(
  context: RequestContext,
  headers: Headers,
  { secure, lookUp, waitMs }: { secure: boolean; lookUp: boolean; waitMs: number },
): Promise<void> | null {
  if (getRequestFlags(context)?.crawler) {
    if (context.cookies.has(LOCATION_COOKIE)) context.cookies = new Map([...context.cookies].filter(([name]) => name !== LOCATION_COOKIE));
    return null;
  }
  const location = context.location;
  if (!lookUp || !location || context.cookies.has(LOCATION_COOKIE)) return null;
  const testCountry = headers.get(LOCATION_TEST_HEADER);
  const key = `${context.clientAddress}|${testCountry ?? ''}`;
  const known = answers.get(key);
  if (known) {
    setLocationCookie(context, known, secure);
    return null;
  }
  const lookup = answers
    .fetch(key, { context: { scope: { channel: location.channel, locale: location.locale }, clientAddress: context.clientAddress, testCountry } })
    .catch((error: unknown) => {
      logEvent('warn', 'location-error', { error: String(error) });
      return undefined;
    });
  if (waitMs <= 0) return null;
  return withTimeout(lookup, waitMs, () => undefined).then((answer) => {
    if (answer) setLocationCookie(context, answer, secure);
  });
}

function setLocationCookie(context: RequestContext, answer: LocationAnswer, secure: boolean): void {
  const location = context.location;
  if (answer.failed || !location) return;
  const value = decideLocationCookie({ table: context.services.config.hostTable, channel: location.channel, hostCountry: location.country, countryCode: answer.countryCode });
  context.response.setCookies.push(serializeCookie(LOCATION_COOKIE, value, { maxAge: LOCATION_COOKIE_MAX_AGE_SECONDS, secure }));
  context.cookies = new Map([...context.cookies, [LOCATION_COOKIE, value]]);
}
