import { getTranslator } from '../i18n/get-translator.ts';
import { getDeliveryTerms } from '../shop-api/delivery-terms.ts';
import type { ShopApiScope } from '../shop-api/shop-api-client.ts';
import { buildDeliveryView, type DeliveryView } from './build-delivery-view.ts';

/** Delivery to the host's country in the visitor's words; null when the shop API cannot say. */
export async function loadDeliveryView(scope: ShopApiScope): Promise<DeliveryView | null> {
  const terms = await getDeliveryTerms(scope);
  return terms ? buildDeliveryView(terms, scope.locale, getTranslator(scope.locale)) : null;
}
