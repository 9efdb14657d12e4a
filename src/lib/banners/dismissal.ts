import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../request/shop-cookies.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The app banner stays closed for three base periods; the base period is a week (decision 0011),
 * so a visitor who said no is asked again after three weeks, not on every visit and not never.
 */
export const APP_BANNER_BASE_PERIOD_SECONDS = 7 * DAY_SECONDS;
export const APP_BANNER_DISMISS_SECONDS = 3 * APP_BANNER_BASE_PERIOD_SECONDS;
/** A closed campaign stays closed for as long as a campaign runs at most. */
export const ACTION_BAR_DISMISS_SECONDS = 60 * DAY_SECONDS;

const BAR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie that remembers one closed bar, or null for an id that could not be a bar's. */
export function getActionBarCookieName(barId: string): string | null {
  return BAR_ID.test(barId) ? `${ACTION_BAR_DISMISSED_PREFIX}${barId}` : null;
}

export function isActionBarDismissed(barId: string, cookies: ReadonlyMap<string, string>): boolean {
  const name = getActionBarCookieName(barId);
  return name !== null && cookies.has(name);
}

export function isAppBannerDismissed(cookies: ReadonlyMap<string, string>): boolean {
  return cookies.has(SHOP_COOKIES.appBannerDismissed.name);
}

