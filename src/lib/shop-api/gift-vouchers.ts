import { SHOP_API, type GiftVouchers } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

export type { GiftVouchers } from '../../../domain/shop-api-contract/index.ts';

/** The page's one call; it waits no longer than a block would. */
const TIMEOUT_MS = 1500;

/** The channel's gift vouchers in the host's currency (`/gift-voucher`). */
export function getGiftVouchers(scope: ShopApiScope): Promise<ShopApiResult<GiftVouchers>> {
  return callShopApi(SHOP_API.giftVouchers.path, scope, { schema: SHOP_API.giftVouchers.answer, timeoutMs: TIMEOUT_MS });
}
