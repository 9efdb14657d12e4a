'use server';

import { z } from 'zod';
import { DEFAULT_LOCALE } from '../lib/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { CONFIRM_TOKEN_PATTERN } from '../lib/newsletter/confirm-token.ts';
import { buildShopPath } from '../lib/routing/build-shop-path.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { confirmNewsletter } from '../lib/shop-api/newsletter.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { assertFormData } from '../server/bad-request.ts';

const confirmSchema = z.object({ token: z.string().regex(CONFIRM_TOKEN_PATTERN) });

/** Confirms a subscription and redirects (303) to the confirm page with the outcome in the query. */
export async function confirmNewsletterAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const request = getRequestContext();
  const location = request.location;
  const scope = { channel: location?.channel ?? 'poster', locale: location?.locale ?? DEFAULT_LOCALE } as const;
  const page = buildShopPath(
    { channel: scope.channel, languagePrefix: location?.languagePrefix ?? '', platform: location?.platform ?? 'web' },
    'newsletter-confirm',
  );
  const parsed = confirmSchema.safeParse({ token: formData.get('token') });
  let status: string;
  if (!parsed.success) {
    status = 'unknownToken';
  } else {
    const result = await confirmNewsletter(scope, parsed.data.token);
    if (result.ok) status = 'confirmed';
    else if (result.error.kind === 'unknown-token') status = 'unknownToken';
    else if (result.error.kind === 'expired-token') status = 'expired';
    else {
      logEvent('error', 'newsletter-confirm-error', describeShopApiError(result.error));
      status = 'upstreamError';
    }
  }
  const retry = status === 'upstreamError' && parsed.success ? `&token=${parsed.data.token}` : '';
  redirectAfterAction(`${page}?status=${status}${retry}`);
}
