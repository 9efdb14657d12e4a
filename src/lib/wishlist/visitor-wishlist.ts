import { randomBytes } from 'node:crypto';
import { offersWishlist } from '../../../domain/catalog/channel-defaults.ts';
import { WISHLIST_KEY } from '../../../domain/shop-api-contract/index.ts';
import { getSessionId } from '../customer/current-customer.ts';
import { logEvent } from '../log/logger.ts';
import { perRequest } from '../request/per-request.ts';
import { getRequestContext, type RequestContext } from '../request/request-context.ts';
import { SHOP_COOKIES } from '../request/shop-cookies.ts';
import type { Design } from '../shop-api/designs.ts';
import { describeShopApiError, type ShopApiScope } from '../shop-api/shop-api-client.ts';
import { fetchWishlist, type Wishlist, type WishlistOwner } from '../shop-api/wishlist.ts';

export const WISHLIST_COOKIE = SHOP_COOKIES.wishlist.name;
/** A year, like the flag key: a list is worth keeping across visits. */
export const WISHLIST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readVisitorKey(cookies: ReadonlyMap<string, string>): string | null {
  const value = cookies.get(WISHLIST_COOKIE);
  return value && WISHLIST_KEY.test(value) ? value : null;
}

/** 32 random bytes, base64url: 43 characters, unguessable. */
export function newVisitorKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The request's list owner: the session and the visitor's key as far as they exist; null when neither does. */
export function getWishlistOwner(context: RequestContext = getRequestContext()): WishlistOwner | null {
  const sessionId = getSessionId();
  const visitorKey = readVisitorKey(context.cookies);
  return sessionId || visitorKey ? { sessionId, visitorKey } : null;
}

/** What a page shows: the saved designs (none without an owner), or that the list is unavailable. */
export type RequestWishlist = { ok: true; items: Design[]; ids: ReadonlySet<string> } | { ok: false };

const EMPTY: RequestWishlist = { ok: true, items: [], ids: new Set() };
const lists = perRequest<Promise<RequestWishlist>>();

export function toRequestWishlist(list: Wishlist): RequestWishlist {
  return { ok: true, items: list.items, ids: new Set(list.items.map((item) => item.id)) };
}

/**
 * The visitor's wishlist, asked once per request (header count, tiles and the page share it).
 * Nothing is asked where the channel has no wishlist or the visitor has none yet. A failed call
 * is logged once (`wishlist-error`) and the wishlist parts of the page stay out.
 */
export function getRequestWishlist(scope: ShopApiScope): Promise<RequestWishlist> {
  const context = getRequestContext();
  return lists(context, () => {
    const owner = offersWishlist(scope.channel) ? getWishlistOwner(context) : null;
    if (!owner) return Promise.resolve(EMPTY);
    return fetchWishlist(scope, owner).then((result) => {
      if (result.ok) return toRequestWishlist(result.value);
      logEvent('warn', 'wishlist-error', { call: 'read', ...describeShopApiError(result.error) });
      return { ok: false } as const;
    });
  });
}

/** After a save or remove in this request (with JavaScript the action's response renders the page): the answer is the list. */
export function setRequestWishlist(list: RequestWishlist) {
  lists.set(getRequestContext(), Promise.resolve(list));
}
