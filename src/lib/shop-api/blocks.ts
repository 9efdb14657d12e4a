import { z } from 'zod';
import { loggedFetch } from '../log/upstream-fetch.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';
import { getServices } from '../services/services.ts';
import {
  SHOP_API,
  TOOLBOX_API,
  TOOLBOX_ERRORS,
  type ContactFormRequest,
  type CustomerPicture,
  type ToolboxConverter,
  type ToolboxError,
  type ToolboxResult,
} from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiError, type ShopApiScope } from './shop-api-client.ts';

export function sendContactForm(scope: ShopApiScope, message: ContactFormRequest) {
  return callShopApi(SHOP_API.contactForm.path, scope, { method: 'POST', body: message, schema: SHOP_API.contactForm.answer });
}

/** A picture that does not fit the contract is left out; the others still show. */
const tolerantPicturesSchema = z.object({ pictures: z.array(z.unknown()) }).transform(({ pictures }) =>
  pictures.flatMap((picture): CustomerPicture[] => {
    const parsed = SHOP_API.customerPictures.answer.shape.pictures.element.safeParse(picture);
    return parsed.success ? [parsed.data] : [];
  }),
);

export function getCustomerPictures(scope: ShopApiScope, query: { limit?: number; product?: string }) {
  const params: Record<string, string> = {};
  if (query.limit) params.limit = String(query.limit);
  if (query.product) params.product = query.product;
  return callShopApi(SHOP_API.customerPictures.path, scope, { query: params, schema: tolerantPicturesSchema, timeoutMs: 3000 });
}

export type ToolboxCallError = ShopApiError | { kind: 'refused'; reason: ToolboxError };

const refusalSchema = z.object({ error: z.enum(TOOLBOX_ERRORS) });

function headers(scope: ShopApiScope): Record<string, string> {
  return { accept: 'application/json', 'x-channel': scope.channel, 'x-locale': scope.locale };
}

/**
 * One converter call: the file goes on as multipart. The backend's refusals (too large, a type it
 * does not take, a file it cannot read) are answers the form explains, not upstream failures.
 */
export async function runToolboxConverter(
  scope: ShopApiScope,
  converter: ToolboxConverter,
  file: File,
  fields: Record<string, string>,
): Promise<Result<ToolboxResult, ToolboxCallError>> {
  const form = new FormData();
  form.set('file', file, file.name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  let response: Response;
  try {
    response = await loggedFetch(new URL(TOOLBOX_API[converter].path, getServices().config.shopApiUrl), {
      method: 'POST',
      headers: headers(scope),
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return err({ kind: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(payload);
    if (refusal.success) return err({ kind: 'refused', reason: refusal.data.error });
    return err({ kind: 'http', status: response.status, body: payload });
  }
  const parsed = TOOLBOX_API[converter].answer.safeParse(payload);
  return parsed.success ? ok(parsed.data) : err({ kind: 'invalid-response', status: response.status, body: payload });
}

/** The converted file as the backend answers it (status, headers, body), for the shop to pass on. */
export async function fetchToolboxFile(scope: ShopApiScope, fileId: string): Promise<Response> {
  const url = new URL(TOOLBOX_API.download.path, getServices().config.shopApiUrl);
  url.searchParams.set('fileId', fileId);
  return loggedFetch(url, { headers: headers(scope), signal: AbortSignal.timeout(10_000) });
}
