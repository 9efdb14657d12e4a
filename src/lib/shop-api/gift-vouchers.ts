import { SHOP_API, type GiftVouchers } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

export type { GiftVouchers } from '../../../domain/shop-api-contract/index.ts';

/**
 * The channel's gift vouchers in the host's currency (`/gift-voucher`). The client's default
 * timeout, not a block's 1.5 s: these amounts are the page's whole content, not one part of it.
 */
export function getGiftVouchers(scope: ShopApiScope): Promise<ShopApiResult<GiftVouchers>> {
  return callShopApi(SHOP_API.giftVouchers.path, scope, { schema: SHOP_API.giftVouchers.answer });
}
