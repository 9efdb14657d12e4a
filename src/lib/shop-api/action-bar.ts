import { SHOP_API, type ActionBar } from './contract/index.ts';
import { callShopApi, type ShopApiScope } from './shop-api-client.ts';

/** The bar is decoration above the page: it must never hold the page up for long. */
const TIMEOUT_MS = 1000;

/**
 * The campaign bar of one page (`/web-api/bar?url=`), or null: none for this page, or the call
 * failed (the client logs it; the page then simply has no bar).
 */
export async function getActionBar(scope: ShopApiScope, pagePath: string): Promise<ActionBar | null> {
  const result = await callShopApi(SHOP_API.actionBar.path, scope, {
    query: { url: pagePath },
    schema: SHOP_API.actionBar.answer,
    timeoutMs: TIMEOUT_MS,
  });
  return result.ok ? result.value.bar : null;
}
