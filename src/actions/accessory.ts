'use server';

import { parseWithZod } from '@conform-to/zod/v4';
import { unstable_redirect as redirect } from 'waku/router/server';
import { z } from 'zod';
import { parseCardSku } from '../../domain/catalog/sku.ts';
import { getSessionId } from '../lib/customer/current-customer.ts';
import { DEFAULT_LOCALE } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { getRequestContext } from '../lib/request/request-context.ts';
import { redirectAfterAction } from '../lib/request/redirect-after-action.ts';
import { resolveSafeReturnPath } from '../lib/routing/resolve-safe-return-path.ts';
import { getServices } from '../lib/services/services.ts';
import { describeShopApiError } from '../lib/shop-api/shop-api-client.ts';
import { assertFormData, badRequest } from '../server/bad-request.ts';
import { ACCESSORY_QUANTITY_MAX, ACCESSORY_RESULT_PARAM, addCardAccessory } from '../lib/shop-api/card-accessory-order.ts';

const accessoryOrderSchema = z.object({
  sku: z.string().max(120).refine((value) => parseCardSku(value).ok),
  accessory: z.string().min(1).max(120),
  quantity: z.coerce.number().int().min(1).max(ACCESSORY_QUANTITY_MAX),
  returnTo: z.string().max(2000).optional(),
});

/** The page again, with the outcome for the accessory block to say (`?accessory=added|failed`). */
function backToPage(returnTo: string | undefined, outcome: 'added' | 'failed'): never {
  const target = new URL(resolveSafeReturnPath(returnTo, '/'), 'http://page.invalid');
  target.searchParams.set(ACCESSORY_RESULT_PARAM, outcome);
  return redirectAfterAction(`${target.pathname}${target.search}#accessories`);
}

/**
 * The accessory block's "add" (a form post): a logged-in customer's open order gets the
 * accessories (the header's cart count follows on the next page); a visitor goes to the cart
 * application with them. A refused or failed call logs `error-add-accessory`.
 */
export async function addAccessoryAction(formData: FormData): Promise<void> {
  assertFormData(formData);
  const submission = parseWithZod(formData, { schema: accessoryOrderSchema });
  // The fields are hidden or bounded by the browser: anything else was not typed in this form.
  if (submission.status !== 'success') throw badRequest('accessory order');
  const { sku, accessory, quantity, returnTo } = submission.value;
  const request = getRequestContext();
  const scope = { channel: request.location?.channel ?? 'card', locale: request.location?.locale ?? DEFAULT_LOCALE } as const;
  const sessionId = getSessionId();
  if (!sessionId) {
    const cart = new URL(getServices().config.cartUrl);
    cart.searchParams.set('sku', sku);
    cart.searchParams.set('accessory', accessory);
    cart.searchParams.set('quantity', String(quantity));
    redirect(cart.href, 303);
    return;
  }
  const result = await addCardAccessory(scope, sessionId, { sku, accessory, quantity });
  if (!result.ok) {
    logEvent('error', 'error-add-accessory', { sku, accessory, ...describeShopApiError(result.error) });
    return backToPage(returnTo, 'failed');
  }
  return backToPage(returnTo, 'added');
}
