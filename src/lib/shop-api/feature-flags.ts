import { featureFlagsAnswerSchema, SHOP_API, type FeatureFlagsAnswer } from '../../../domain/shop-api-contract/index.ts';
import type { ShopApiResult, ShopApiScope } from './shop-api-client.ts';
import { callShopApi } from './shop-api-client.ts';

/**
 * The flag definitions (`/web-api/feature-flags`). The answer is the same for every channel
 * and locale (targeting by channel is part of the definitions); the headers go along because
 * every shop API call carries them.
 */
export function getFeatureFlagDefinitions(
  scope: ShopApiScope,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<ShopApiResult<FeatureFlagsAnswer>> {
  return callShopApi(SHOP_API.featureFlags.path, scope, { schema: featureFlagsAnswerSchema, ...options });
}
