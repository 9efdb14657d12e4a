import { z } from 'zod';
import type { ShopApiScope } from './shop-api-client.ts';
import { callShopApi } from './shop-api-client.ts';

const subscribeAnswer = z.object({ status: z.enum(['pending', 'already-confirmed']) });
const confirmAnswer = z.object({ status: z.literal('confirmed') });

export type NewsletterSubscription = {
  email: string;
  uniqueIdentifier: string;
  reCaptchaToken: string;
  /** Origin and language prefix the visitor subscribed on: the start of the mail's confirm link. */
  linkBase: string;
};

export function subscribeToNewsletter(scope: ShopApiScope, subscription: NewsletterSubscription) {
  return callShopApi('/web-api/newsletter-subscribe', scope, { method: 'POST', body: subscription, schema: subscribeAnswer });
}

export function confirmNewsletter(scope: ShopApiScope, token: string) {
  return callShopApi('/web-api/newsletter-confirm', scope, { method: 'POST', body: { token }, schema: confirmAnswer });
}
