import { SHOP_API, type Voucher } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

export type { Voucher } from '../../../domain/shop-api-contract/index.ts';

/** The voucher block waits for this; a slow answer must not hold the page. */
const TIMEOUT_MS = 1500;

/** A code's terms on the host (`/web-api/voucher`); an unknown code is an `http` 404. */
export function getVoucher(scope: ShopApiScope, code: string): Promise<ShopApiResult<Voucher>> {
  return callShopApi(SHOP_API.voucher.path, scope, { query: { code }, schema: SHOP_API.voucher.answer, timeoutMs: TIMEOUT_MS });
}
