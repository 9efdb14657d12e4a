import type { z } from 'zod';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { readThrough } from '../services/expiring-cache.ts';
import { getServices } from '../services/services.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

const initialDataSchema = SHOP_API.initialData.answer;
export type InitialData = z.infer<typeof initialDataSchema>['payload'];

const TTL_MS = 5 * 60_000;
/** After a failure every page would otherwise wait for the timeout again; retry after this. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** The header waits for this call on every uncached page, so it gives up early and degrades. */
const TIMEOUT_MS = 1500;

/**
 * docs/shop-rules.md, Content API client: initial data is read from its `payload` field and cached per locale (and channel).
 * Concurrent requests share one call; a failed call answers the last good data, or null.
 */
export function getInitialData(scope: ShopApiScope, now = Date.now()): Promise<InitialData | null> {
  return readThrough(
    getServices().initialDataCache,
    `${scope.channel}:${scope.locale satisfies LocaleCode}`,
    async () => {
      const result = await callShopApi(SHOP_API.initialData.path, scope, { schema: initialDataSchema, timeoutMs: TIMEOUT_MS });
      return result.ok ? result.value.payload : null;
    },
    { ttlMs: TTL_MS, retryAfterMs: RETRY_AFTER_FAILURE_MS, now },
  );
}
