import { err, type Result } from '../../../domain/result/result.ts';
import { SHOP_API, type NewsletterSubscribeRequest } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiError, type ShopApiScope } from './shop-api-client.ts';

/** Every field but the link base, which a host the table does not know has none of (a bare path then). */
export type NewsletterSubscription = Required<Omit<NewsletterSubscribeRequest, 'linkBase'>> & Pick<NewsletterSubscribeRequest, 'linkBase'>;

export function subscribeToNewsletter(scope: ShopApiScope, subscription: NewsletterSubscription) {
  return callShopApi(SHOP_API.newsletterSubscribe.path, scope, {
    method: 'POST',
    body: subscription,
    bodyEncoding: SHOP_API.newsletterSubscribe.bodyEncoding,
    schema: SHOP_API.newsletterSubscribe.answer,
  });
}

export type ConfirmNewsletterError = ShopApiError | { kind: 'unknown-token' } | { kind: 'expired-token' };

/** An unknown (404) or expired (410) token is an answer the page explains, not an upstream failure. */
export async function confirmNewsletter(scope: ShopApiScope, token: string): Promise<Result<{ status: 'confirmed' }, ConfirmNewsletterError>> {
  const result = await callShopApi(SHOP_API.newsletterConfirm.path, scope, { method: 'POST', body: { token }, schema: SHOP_API.newsletterConfirm.answer });
  if (result.ok || result.error.kind !== 'http') return result;
  if (result.error.status === 404) return err({ kind: 'unknown-token' });
  if (result.error.status === 410) return err({ kind: 'expired-token' });
  return result;
}
