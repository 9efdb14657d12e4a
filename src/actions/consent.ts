'use server';

import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentReturnPath, decideConsent, serializeConsent, type ConsentDecision } from '../lib/consent/consent.ts';
import { logEvent } from '../lib/log/logger.ts';
import { serializeCookie } from '../lib/request/cookies.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { getServices } from '../lib/services/services.ts';
import { assertFormData } from '../server/bad-request.ts';

const DECISIONS: readonly ConsentDecision[] = ['all', 'none', 'selection'];

/** Cookies the tag manager's analytics tags set in the shop's name (`_ga`, `_ga_<id>`, `_gid`). */
const ANALYTICS_COOKIE = /^(_ga(_[A-Za-z0-9]+)?|_gid)$/;

/**
 * The consent banner's form: stores the choice in the `consent` cookie and leads back (303) to the
 * page it came from. Refusing statistics also deletes analytics cookies an earlier consent let the
 * tags set, so a withdrawal leaves none behind.
 */
export async function saveConsentAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const request = getRequestContext();
  const raw = formData.get('decision');
  const decision = DECISIONS.find((entry) => entry === raw) ?? 'selection';
  const choice = decideConsent(decision, { statistics: formData.get('statistics') === 'on', marketing: formData.get('marketing') === 'on' });
  const value = serializeConsent(choice);
  const secure = request.url.protocol === 'https:' || getServices().config.hostTable.protocol === 'https';
  request.response.setCookies.push(serializeCookie(CONSENT_COOKIE, value, { maxAge: CONSENT_MAX_AGE_SECONDS, secure }));
  if (!choice.statistics) {
    for (const name of request.cookies.keys()) {
      if (ANALYTICS_COOKIE.test(name)) request.response.setCookies.push(serializeCookie(name, '', { maxAge: 0, httpOnly: false, secure }));
    }
  }
  // With JavaScript the page after the redirect renders in this same request: it must see the choice.
  request.cookies = new Map(request.cookies).set(CONSENT_COOKIE, value);
  logEvent('info', 'consent-saved', { decision, statistics: choice.statistics, marketing: choice.marketing });
  redirectAfterAction(consentReturnPath(formData.get('returnTo'), buildHomePath(request.location)));
}
