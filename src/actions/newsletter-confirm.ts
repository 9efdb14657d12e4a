'use server';

import { z } from 'zod';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { CONFIRM_TOKEN_PATTERN } from '../lib/newsletter/confirm-token.ts';
import { buildShopPath } from '../lib/routing/build-shop-path.ts';
import { clearPageTokenCookie, PAGE_TOKEN_COOKIE } from '../lib/request/page-token.ts';
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
  // The token stays in its cookie for a retry (never back into the URL); any answer but an outage ends it.
  if (status !== 'upstreamError') {
    const cleared = clearPageTokenCookie(page, request.url.protocol === 'https:' || request.services.config.hostTable.protocol === 'https');
    if (cleared) request.response.setCookies.push(cleared);
    request.cookies = new Map([...request.cookies].filter(([name]) => name !== PAGE_TOKEN_COOKIE));
  }
  redirectAfterAction(`${page}?status=${status}`);
}
