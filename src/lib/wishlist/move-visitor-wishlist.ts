import { offersWishlist } from '../../../domain/catalog/channel-defaults.ts';
import { getSessionId, isSecureRequest } from '../customer/current-customer.ts';
import { logEvent } from '../log/logger.ts';
import { serializeCookie } from '../request/cookies.ts';
import { getRequestContext } from '../request/request-context.ts';
import { describeShopApiError, type ShopApiScope } from '../shop-api/shop-api-client.ts';
import { mergeWishlist } from '../shop-api/wishlist.ts';
import { readVisitorKey, setRequestWishlist, toRequestWishlist, WISHLIST_COOKIE } from './visitor-wishlist.ts';

/**
 * Right after a log-in or sign-up: the visitor's saved designs move onto the account (the backend
 * keeps each design once) and the visitor's key cookie goes, since the account now holds the
 * list. A failed move keeps the cookie, so the next log-in tries again (`wishlist-error`).
 */
export async function moveVisitorWishlist(scope: ShopApiScope): Promise<void> {
  const context = getRequestContext();
  const visitorKey = readVisitorKey(context.cookies);
  const sessionId = getSessionId();
  if (!offersWishlist(scope.channel) || !visitorKey || !sessionId) return;
  const result = await mergeWishlist(scope, sessionId, visitorKey);
  if (!result.ok) {
    logEvent('warn', 'wishlist-error', { call: 'merge', ...describeShopApiError(result.error) });
    return;
  }
  context.response.setCookies.push(serializeCookie(WISHLIST_COOKIE, '', { maxAge: 0, secure: isSecureRequest(context) }));
  context.cookies = new Map([...context.cookies].filter(([name]) => name !== WISHLIST_COOKIE));
  setRequestWishlist(toRequestWishlist(result.value));
}
