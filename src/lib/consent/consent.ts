import { SHOP_COOKIES } from '../request/shop-cookies.ts';
import { resolveSafeReturnPath } from '../routing/resolve-safe-return-path.ts';

/**
 * The visitor's consent per category. Necessary cookies need none (they keep the shop working:
 * session, language, this choice); statistics lets the tag manager load, marketing is passed to
 * it for its own tags.
 */
export type ConsentChoice = { statistics: boolean; marketing: boolean };

export const CONSENT_COOKIE = SHOP_COOKIES.consent.name;
/** A choice is asked again after a year, as data protection authorities expect. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** `?consent=settings` on any page opens the second layer (the footer links there). */
export const CONSENT_QUERY = 'consent';
export const CONSENT_SETTINGS_VALUE = 'settings';

/**
 * Raised when the categories or their meaning change: every stored choice of an older version is
 * void, so visitors are asked again instead of having consented to something they never saw.
 */
export const CONSENT_VERSION = 1;

const CONSENT_VALUE = /^(\d{1,3})\.s([01])\.m([01])$/;

/** `1.s1.m0`: version, statistics, marketing. Short, readable in a cookie list, cookie-safe. */
export function serializeConsent(choice: ConsentChoice): string {
  return `${CONSENT_VERSION}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The stored choice, or null when there is none that counts (missing, malformed, older version). */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  const match = value === undefined ? null : CONSENT_VALUE.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { statistics: match[2] === '1', marketing: match[3] === '1' };
}

export type ConsentDecision = 'all' | 'none' | 'selection';

/** What the form's buttons mean; `selection` takes the ticked boxes. */
export function decideConsent(decision: ConsentDecision, ticked: { statistics: boolean; marketing: boolean }): ConsentChoice {
  if (decision === 'all') return { statistics: true, marketing: true };
  if (decision === 'none') return { statistics: false, marketing: false };
  return ticked;
}

/**
 * Where the form leads back to: the page it was on, never another site (the one safe return path,
 * src/lib/routing/resolve-safe-return-path.ts), without the parameter that opened the settings.
 */
export function consentReturnPath(raw: unknown, fallback = '/'): string {
  const path = resolveSafeReturnPath(raw, fallback);
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.delete(CONSENT_QUERY);
  url.hash = '';
  return url.pathname + url.search;
}

/**
 * The value an editor puts in a content link's URL (or anchor) so that it opens the second layer:
 * the shop resolves it to the current page's settings address, so no page path is written into content.
 */
export const CONSENT_SETTINGS_LINK_VALUE = '#consent-settings';

export function isConsentSettingsLink(link: { linktype?: string; url?: string; anchor?: string } | undefined): boolean {
  if (!link || link.linktype !== 'url') return false;
  const url = link.url?.trim() ?? '';
  return url === CONSENT_SETTINGS_LINK_VALUE || (url === '' && link.anchor === CONSENT_SETTINGS_LINK_VALUE.slice(1));
}

/** The page's own URL with the settings open (the banner's and the footer's link). */
export function consentSettingsHref(pageUrl: URL): string {
  const url = new URL(pageUrl);
  url.searchParams.set(CONSENT_QUERY, CONSENT_SETTINGS_VALUE);
  return `${url.pathname}${url.search}#consent-settings`;
}
