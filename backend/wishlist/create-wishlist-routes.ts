import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { offersWishlist } from '../../domain/catalog/channel-defaults.ts';
import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_ID,
  WISHLIST_KEY,
  WISHLIST_KEY_HEADER,
  wishlistMergeRequestSchema,
  wishlistUpdateRequestSchema,
  type WishlistAnswer,
} from '../../domain/shop-api-contract/index.ts';
import { buildThemeItem } from '../catalog/build-theme-item.ts';
import { getThemeRecords } from '../catalog/build-themes.ts';
import type { CustomerStore } from '../customer/customer-store.ts';
import { readRequestBody } from '../shop/read-request-body.ts';
import { requireShopHeaders, type ShopEnv } from '../shop/read-shop-headers.ts';
import type { WishlistOwner, WishlistStore } from './wishlist-store.ts';

export type WishlistRouteOptions = { wishlists: WishlistStore; customers: CustomerStore; getAssetsBaseUrl: () => string };

/**
 * The wishlist calls (card channel). The owner is the session's customer when a live session
 * comes along, else the visitor of `X-Wishlist-Key`; neither is a 400.
 */
export function createWishlistRoutes({ wishlists, customers, getAssetsBaseUrl }: WishlistRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  function sessionCustomer(c: Context<ShopEnv>): number | null {
    const session = getCookie(c, CUSTOMER_SESSION_COOKIE);
    return session && CUSTOMER_SESSION_ID.test(session) ? customers.getSessionCustomerId(session) : null;
  }

  function ownerOf(c: Context<ShopEnv>): WishlistOwner | null {
    const customer = sessionCustomer(c);
    if (customer !== null) return { kind: 'customer', id: customer };
    const key = c.req.header(WISHLIST_KEY_HEADER);
    return key && WISHLIST_KEY.test(key) ? { kind: 'visitor', key } : null;
  }

  function answer(c: Context<ShopEnv>, owner: WishlistOwner) {
    const { channel, locale } = c.get('shop');
    const records = new Map(getThemeRecords(channel).map((record) => [record.id, record]));
    const items = wishlists.list(owner, channel).flatMap((id) => {
      const record = records.get(id);
      return record ? [buildThemeItem(record, locale, getAssetsBaseUrl())] : [];
    });
    return c.json({ items } satisfies WishlistAnswer);
  }

  app.use('/web-api/wishlist', requireShopHeaders, async (c, next) => {
    if (!offersWishlist(c.get('shop').channel)) return c.json({ error: 'not-offered' }, 404);
    await next();
  });
  app.use('/web-api/wishlist-merge', requireShopHeaders, async (c, next) => {
    if (!offersWishlist(c.get('shop').channel)) return c.json({ error: 'not-offered' }, 404);
    await next();
  });

  app.get('/web-api/wishlist', (c) => {
    const owner = ownerOf(c);
    // An ended session without a visitor key: nobody's list, so an empty one.
    if (!owner && getCookie(c, CUSTOMER_SESSION_COOKIE)) return c.json({ items: [] } satisfies WishlistAnswer);
    if (!owner) return c.json({ error: 'no-owner' }, 400);
    return answer(c, owner);
  });

  app.post('/web-api/wishlist', async (c) => {
    const owner = ownerOf(c);
    if (!owner) return c.json({ error: 'no-owner' }, 400);
    const body = await readRequestBody(c);
    const parsed = body.ok ? wishlistUpdateRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return c.json({ error: 'invalid-request' }, 400);
    const { channel } = c.get('shop');
    const designId = Number(parsed.data.designId);
    if (parsed.data.saved) {
      if (!getThemeRecords(channel).some((record) => record.id === designId)) return c.json({ error: 'design-not-found' }, 404);
      if (wishlists.save(owner, channel, designId) === 'full') return c.json({ error: 'wishlist-full' }, 409);
    } else {
      wishlists.remove(owner, channel, designId);
    }
    return answer(c, owner);
  });

  app.post('/web-api/wishlist-merge', async (c) => {
    const customer = sessionCustomer(c);
    if (customer === null) return c.json({ error: 'no-session' }, 401);
    const body = await readRequestBody(c);
    const parsed = body.ok ? wishlistMergeRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return c.json({ error: 'invalid-request' }, 400);
    wishlists.merge(parsed.data.visitorKey, customer, c.get('shop').channel);
    return answer(c, { kind: 'customer', id: customer });
  });

  return app;
}
