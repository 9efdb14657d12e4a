import { logEvent } from '../log/logger.ts';
import { subscribeToNewsletter } from '../shop-api/newsletter.ts';
import { describeShopApiError, type ShopApiScope } from '../shop-api/shop-api-client.ts';

/** Where a subscription came from, for the shop API's records (the footer form sends its own). */
export const SIGNUP_NEWSLETTER_SOURCE = 'sign-up';

/**
 * The newsletter box of the sign-up form starts the same double opt-in as the newsletter form: the
 * shop API sends the confirmation mail, linking back to the host the shopper signed up on. The
 * account exists whatever happens here, so a failure is logged and the sign-up goes on.
 */
export async function subscribeNewsletterAtSignup(
  scope: ShopApiScope,
  { email, ticked, linkBase }: { email: string; ticked: boolean; linkBase: string | undefined },
): Promise<'not-ticked' | 'pending' | 'already-confirmed' | 'failed'> {
  if (!ticked) return 'not-ticked';
  // No reCAPTCHA token: sign-ups are counted per address before the account is made (decision 0022).
  const result = await subscribeToNewsletter(scope, { email, uniqueIdentifier: SIGNUP_NEWSLETTER_SOURCE, reCaptchaToken: '', ...(linkBase !== undefined ? { linkBase } : {}) });
  if (result.ok) return result.value.status;
  logEvent('error', 'newsletter-subscribe-error', { ...describeShopApiError(result.error), form: 'sign-up' });
  return 'failed';
}
