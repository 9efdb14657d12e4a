'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { offersWishlist } from '../../domain/catalog/channel-defaults.ts';
import { getDefaultLocale } from '../../domain/locale/countries.ts';
import { wishlistDesignIdSchema } from '../../domain/shop-api-contract/index.ts';
import { isSecureRequest } from '../lib/customer/current-customer.ts';
import { logEvent } from '../lib/log/logger.ts';
import { serializeCookie } from '../lib/request/cookies.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { resolveSafeReturnPath } from '../lib/routing/resolve-safe-return-path.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { updateWishlist } from '../lib/shop-api/wishlist.ts';
import { withWishlistResult } from '../lib/wishlist/wishlist-notice.ts';
import { getWishlistOwner, newVisitorKey, setRequestWishlist, toRequestWishlist, WISHLIST_COOKIE, WISHLIST_COOKIE_MAX_AGE_SECONDS } from '../lib/wishlist/visitor-wishlist.ts';
import { assertFormData, badRequest } from '../server/bad-request.ts';

const wishlistFormSchema = z.object({
  designId: wishlistDesignIdSchema,
  saved: z.enum(['1', '0']),
  returnTo: z.string().max(2000).optional(),
});

/**
 * "Save" and "remove" (a form post, with or without JavaScript): a visitor without a list gets a
 * key cookie first; then back (303) to the page the button was on. A failed call logs
 * `wishlist-error` and the page says it did not work (`?wishlist=failed`).
 */
export async function updateWishlistAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const submission = parseWithZod(formData, { schema: wishlistFormSchema });
  // Every field is hidden: anything else was not posted by the shop's button.
  if (submission.status !== 'success') throw badRequest('wishlist form');
  const request = getRequestContext();
  // An action's own request may not be placed on a page; its host still names the shop.
  const host = request.services.config.hostTable.entries.find((entry) => entry.host === request.url.hostname);
  const channel = request.location?.channel ?? host?.channel;
  const locale = request.location?.locale ?? (host ? getDefaultLocale(host.country) : undefined);
  if (!channel || !locale || !offersWishlist(channel)) throw badRequest('wishlist not offered');
  const location = request.location ?? { channel, languagePrefix: '', platform: 'web' as const };
  const { designId, saved, returnTo } = submission.value;
  const back = resolveSafeReturnPath(returnTo, buildHomePath(location));
  let owner = getWishlistOwner(request);
  if (!owner) {
    const visitorKey = newVisitorKey();
    request.response.setCookies.push(serializeCookie(WISHLIST_COOKIE, visitorKey, { maxAge: WISHLIST_COOKIE_MAX_AGE_SECONDS, secure: isSecureRequest(request) }));
    // With JavaScript the page renders into this response: it must see the key already.
    request.cookies = new Map([...request.cookies, [WISHLIST_COOKIE, visitorKey]]);
    owner = { visitorKey };
  }
  const result = await updateWishlist({ channel, locale }, owner, designId, saved === '1');
  if (!result.ok) {
    logEvent('warn', 'wishlist-error', { call: saved === '1' ? 'save' : 'remove', designId, ...describeShopApiError(result.error) });
    return redirectAfterAction(withWishlistResult(back, true));
  }
  setRequestWishlist(toRequestWishlist(result.value));
  return redirectAfterAction(withWishlistResult(back, false));
}
