import type { z } from 'zod';
import type { Channel } from '../../../domain/locale/channels.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { logEvent } from '../log/logger.ts';
import { loggedFetch } from '../log/upstream-fetch.ts';
import { getServices } from '../services/services.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';

export type ShopApiScope = { channel: Channel; locale: LocaleCode };

/** Why a call failed: no answer at all, a refusal (4xx, 5xx, with its body), or an answer that is not the contract. */
export type ShopApiError =
  | { kind: 'network' | 'timeout' }
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'invalid-response'; status: number; body: unknown };
export type ShopApiResult<T> = Result<T, ShopApiError>;

/** The fields every log line about a failed call carries. */
export function describeShopApiError(error: ShopApiError): { error: ShopApiError['kind']; status: number } {
  return { error: error.kind, status: 'status' in error ? error.status : 0 };
}

type CallOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  /** `form` posts the body's string fields url-encoded, as a plain HTML form would. */
  bodyEncoding?: 'json' | 'form';
  schema: S;
  timeoutMs?: number;
  baseUrl?: string;
  /** Extra request headers (the customer calls forward the session cookie and the referrer). */
  headers?: Record<string, string>;
  /** Sees every answer's headers before its body is read (the customer calls relay Set-Cookie). */
  onResponse?: (response: Response) => void;
};

/** String fields only: a form has no nested or missing values. */
function encodeForm(body: unknown): URLSearchParams {
  const entries = Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return new URLSearchParams(entries);
}

/**
 * Every shop API call goes through here: X-Channel and X-Locale headers (docs/shop-rules.md, Shop API calls), a timeout,
 * the request logger, and a zod check of the answer. It returns a result instead of throwing, so a
 * failing upstream degrades the block that asked, not the page.
 */
export async function callShopApi<S extends z.ZodType>(
  path: string,
  scope: ShopApiScope,
  { method = 'GET', query, body, bodyEncoding = 'json', schema, timeoutMs = 5000, baseUrl, headers, onResponse }: CallOptions<S>,
): Promise<ShopApiResult<z.infer<S>>> {
  const url = new URL(path, baseUrl ?? getServices().config.shopApiUrl);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await loggedFetch(url, {
      method,
      headers: {
        accept: 'application/json',
        'x-channel': scope.channel,
        'x-locale': scope.locale,
        ...(body === undefined ? {} : { 'content-type': bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : bodyEncoding === 'form' ? encodeForm(body) : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    logEvent('warn', 'shop-api-error', { path, error: String(error) });
    return err({ kind: timedOut ? 'timeout' : 'network' });
  }
  onResponse?.(response);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    logEvent(response.status >= 500 ? 'error' : 'warn', 'shop-api-error', { path, status: response.status });
    return err({ kind: 'http', status: response.status, body: payload });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    logEvent('error', 'shop-api-error', { path, status: response.status, issues: parsed.error.issues.slice(0, 3) });
    return err({ kind: 'invalid-response', status: response.status, body: payload });
  }
  return ok(parsed.data);
}
