import { getServices } from '../services/services.ts';
import { readThrough } from '../services/expiring-cache.ts';
import { SHOP_API, type ExpressShop, type ShippingInformation } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

/** Standard shipping and, where offered, express delivery to the host's country. */
export type DeliveryTerms = { shipping: ShippingInformation; express: Extract<ExpressShop, { offered: true }> | null };

const TTL_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Product pages wait for this beside the calculator: a slow answer must not hold the page. */
const TIMEOUT_MS = 1500;

/**
 * `shipping-information` and `express-shop` for the host's country, cached per channel and locale.
 * Null when shipping information cannot be had (the blocks then leave their line out); a failed
 * express call only leaves express out.
 */
export function getDeliveryTerms(scope: ShopApiScope, now = Date.now()): Promise<DeliveryTerms | null> {
  return readThrough(
    getServices().deliveryTermsCache,
    `${scope.channel}:${scope.locale}`,
    async () => {
      const [shipping, express] = await Promise.all([
        callShopApi(SHOP_API.shippingInformation.path, scope, { schema: SHOP_API.shippingInformation.answer, timeoutMs: TIMEOUT_MS }),
        callShopApi(SHOP_API.expressShop.path, scope, { schema: SHOP_API.expressShop.answer, timeoutMs: TIMEOUT_MS }),
      ]);
      if (!shipping.ok) return null;
      return { shipping: shipping.value, express: express.ok && express.value.offered ? express.value : null };
    },
    { ttlMs: TTL_MS, retryAfterMs: RETRY_AFTER_FAILURE_MS, now },
  );
}
