import type { PricesFrom } from '../catalog/fill-price-placeholders.ts';
import { getServices } from '../services/services.ts';
import { readThrough } from '../services/expiring-cache.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

/** As long as the calculator keeps its reference data, so both show the same price. */
const TTL_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Titles of every product page wait for this: a slow answer must not hold the page. */
const TIMEOUT_MS = 1500;

/**
 * Every calculator material's cheapest price on the host (`prices-from`), cached per channel and
 * locale. After a failed call the last good answer stays in use; `null` when there never was one:
 * the placeholders then show no amount.
 */
export function getPricesFrom(scope: ShopApiScope, now = Date.now()): Promise<PricesFrom | null> {
  return readThrough(
    getServices().pricesFromCache,
    `${scope.channel}:${scope.locale}`,
    async () => {
      const result = await callShopApi(SHOP_API.pricesFrom.path, scope, { schema: SHOP_API.pricesFrom.answer, timeoutMs: TIMEOUT_MS });
      return result.ok ? result.value : null;
    },
    { ttlMs: TTL_MS, retryAfterMs: RETRY_AFTER_FAILURE_MS, now },
  );
}
