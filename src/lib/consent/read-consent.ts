import { getRequestContext } from '../request/request-context.ts';
import { CONSENT_COOKIE, parseConsent, type ConsentChoice } from './consent.ts';

/** The visitor's stored choice for this request, or null when they have not chosen (yet). */
export function readConsent(): ConsentChoice | null {
  return parseConsent(getRequestContext().cookies.get(CONSENT_COOKIE));
}
