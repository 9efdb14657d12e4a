import { getServices } from '../services/services.ts';
import { readThrough } from '../services/expiring-cache.ts';
import { SHOP_API, type ActionBar } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

/** The bar is decoration above the page: it must never hold the page up for long. */
const TIMEOUT_MS = 1000;
/** Campaigns change a few times a day; a minute late is fine, a call per render is not. */
const TTL_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * The campaign bar of one page (`/web-api/bar?url=`), kept a minute per channel, language and
 * path, or null: none for this page, or the call failed (the client logs it; the page then simply
 * has no bar, and a bar seen before stays until the shop API answers again).
 */
export async function getActionBar(scope: ShopApiScope, pagePath: string, now = Date.now()): Promise<ActionBar | null> {
  const answer = await readThrough(
    getServices().actionBarCache,
    `${scope.channel}:${scope.locale}:${pagePath}`,
    async () => {
      const result = await callShopApi(SHOP_API.actionBar.path, scope, {
        query: { url: pagePath },
        schema: SHOP_API.actionBar.answer,
        timeoutMs: TIMEOUT_MS,
      });
      return result.ok ? { bar: result.value.bar } : null;
    },
    { ttlMs: TTL_MS, retryAfterMs: RETRY_AFTER_FAILURE_MS, now },
  );
  return answer?.bar ?? null;
}
