'use server';

import {
  ACTION_BAR_DISMISS_SECONDS,
  APP_BANNER_DISMISS_SECONDS,
  getActionBarCookieName,
} from '../lib/banners/dismissal.ts';
import { serializeCookie } from '../lib/request/cookies.ts';
import { LOCATION_DECLINED } from '../lib/location/location-suggestion.ts';
import { LOCATION_COOKIE, LOCATION_DECLINED_MAX_AGE_SECONDS } from '../lib/location/prepare-visitor-location.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { resolveSafeReturnPath } from '../lib/routing/resolve-safe-return-path.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { SHOP_COOKIES } from '../lib/request/shop-cookies.ts';
import { assertFormData } from '../server/bad-request.ts';

/** Sets a dismissal cookie and sends the visitor back (303) to the page the form was on. */
function rememberAndReturn(formData: FormData, cookieName: string | null, maxAge: number, value = '1'): never {
  const request = getRequestContext();
  const home = buildHomePath(request.location);
  if (cookieName) {
    const secure = request.url.protocol === 'https:' || request.services.config.hostTable.protocol === 'https';
    // Read by the server only: the page is rendered without the banner, no script needs it.
    request.response.setCookies.push(serializeCookie(cookieName, value, { maxAge, secure }));
    // With JavaScript the page is rendered into this same response: it must see the cookie already.
    request.cookies = new Map([...request.cookies, [cookieName, value]]);
  }
  redirectAfterAction(resolveSafeReturnPath(formData.get('returnTo'), home));
}

/** Closes one campaign bar (by its id) for this visitor; other bars still show. */
export async function dismissActionBarAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const id = formData.get('id');
  rememberAndReturn(formData, typeof id === 'string' ? getActionBarCookieName(id) : null, ACTION_BAR_DISMISS_SECONDS);
}

/** Closes the app-install banner for three base periods. */
export async function dismissAppBannerAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  rememberAndReturn(formData, SHOP_COOKIES.appBannerDismissed.name, APP_BANNER_DISMISS_SECONDS);
}

/** "Stay here" on the location suggestion: not suggested again for a year (decision 0038). */
export async function dismissLocationAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  rememberAndReturn(formData, LOCATION_COOKIE, LOCATION_DECLINED_MAX_AGE_SECONDS, LOCATION_DECLINED);
}
