import { CUSTOMER_SESSION_COOKIE, SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

/** As the contract allows per post. */
export const ACCESSORY_QUANTITY_MAX = 500;
/** The query parameter the page comes back with after an add: `added` or `failed`. */
export const ACCESSORY_RESULT_PARAM = 'accessory';

type Order = { sku: string; accessory: string; quantity: number };

/** `card-accessory-order` for the customer of the session. */
export function addCardAccessory(scope: ShopApiScope, sessionId: string, order: Order): Promise<ShopApiResult<{ cartArticlesAmount: number }>> {
  return callShopApi(SHOP_API.cardAccessoryOrder.path, scope, {
    method: 'POST',
    body: order,
    schema: SHOP_API.cardAccessoryOrder.answer,
    headers: { cookie: `${CUSTOMER_SESSION_COOKIE}=${sessionId}` },
  });
}
