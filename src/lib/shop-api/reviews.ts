import { getServices } from '../services/services.ts';
import { readThrough } from '../services/expiring-cache.ts';
import { SHOP_API, type ReviewsAnswer } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

export type { Review, ReviewsAnswer } from '../../../domain/shop-api-contract/index.ts';

const TTL_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Every page's footer asks for reviews; a slow answer must not hold the page. */
const TIMEOUT_MS = 1500;

/**
 * The footer's customer opinions (`/web-api/reviews`), cached per channel and language. `null`
 * when the call fails and nothing good is cached: the footer then leaves the section out.
 */
export function getReviews(scope: ShopApiScope, now = Date.now()): Promise<ReviewsAnswer | null> {
  return readThrough(
    getServices().reviewsCache,
    `${scope.channel}:${scope.locale}`,
    async () => {
      const result = await callShopApi(SHOP_API.reviews.path, scope, { schema: SHOP_API.reviews.answer, timeoutMs: TIMEOUT_MS });
      return result.ok ? result.value : null;
    },
    { ttlMs: TTL_MS, retryAfterMs: RETRY_AFTER_FAILURE_MS, now },
  );
}
