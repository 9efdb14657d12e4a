/**
 * The wishlist calls (domain/shop-api-contract/wishlist.ts). The owner travels as the backend
 * expects it: the customer's session cookie, or the visitor's key header. Answers are read with
 * the listing's own design reader, so a saved design renders as its tile does.
 */
import { z } from 'zod';
import { CUSTOMER_SESSION_COOKIE, SHOP_API, WISHLIST_KEY_HEADER } from '../../../domain/shop-api-contract/index.ts';
import { designSchema } from './designs.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

export const wishlistReaderSchema = z.object({ items: z.array(designSchema) });
export type Wishlist = z.infer<typeof wishlistReaderSchema>;

/** Both when both exist: the backend takes a live session's customer, else the visitor's key. */
export type WishlistOwner = { sessionId?: string | null; visitorKey?: string | null };

/** Short: the header and every tile wait for it; a slow answer degrades the wishlist parts only. */
export const WISHLIST_TIMEOUT_MS = 1500;

function ownerHeaders({ sessionId, visitorKey }: WishlistOwner): Record<string, string> {
  return { ...(sessionId ? { cookie: `${CUSTOMER_SESSION_COOKIE}=${sessionId}` } : {}), ...(visitorKey ? { [WISHLIST_KEY_HEADER]: visitorKey } : {}) };
}

export function fetchWishlist(scope: ShopApiScope, owner: WishlistOwner): Promise<ShopApiResult<Wishlist>> {
  return callShopApi(SHOP_API.wishlist.path, scope, { schema: wishlistReaderSchema, headers: ownerHeaders(owner), timeoutMs: WISHLIST_TIMEOUT_MS });
}

export function updateWishlist(scope: ShopApiScope, owner: WishlistOwner, designId: string, saved: boolean): Promise<ShopApiResult<Wishlist>> {
  return callShopApi(SHOP_API.wishlistUpdate.path, scope, { method: 'POST', body: { designId, saved }, schema: wishlistReaderSchema, headers: ownerHeaders(owner) });
}

export function mergeWishlist(scope: ShopApiScope, sessionId: string, visitorKey: string): Promise<ShopApiResult<Wishlist>> {
  return callShopApi(SHOP_API.wishlistMerge.path, scope, { method: 'POST', body: { visitorKey }, schema: wishlistReaderSchema, headers: ownerHeaders({ sessionId }) });
}
