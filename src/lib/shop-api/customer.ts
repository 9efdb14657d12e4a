import { err, ok, type Result } from '../../../domain/result/result.ts';
import { readBackendSessionCookie, type BackendSessionUpdate } from '../customer/session-cookie.ts';
import {
  CUSTOMER_SESSION_COOKIE,
  customerErrorSchema,
  SHOP_API,
  type CustomerLoginRequest,
  type CustomerPasswordCheckRequest,
  type CustomerPasswordConfirmRequest,
  type CustomerPasswordResetRequest,
  type CustomerSignupRequest,
  type ShopApiAnswer,
} from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiError, type ShopApiScope } from './shop-api-client.ts';

export type CustomerData = ShopApiAnswer<'customerData'>;

/** A refusal the shopper can act on: the backend's text and its messages per field. */
export type CustomerRefusal = { kind: 'refused'; status: number; message: string; fieldErrors: Record<string, string[]> };
export type CustomerCallError = ShopApiError | CustomerRefusal;
export type CustomerCallResult<T> = Result<{ value: T; session: BackendSessionUpdate }, CustomerCallError>;

type Options = { sessionId?: string | null; headers?: Record<string, string>; query?: Record<string, string>; timeoutMs?: number };

async function callCustomerApi<N extends 'customerData' | 'customerLogin' | 'customerSignup' | 'customerLogout' | 'whitelabelSwitch' | 'customerPasswordReset' | 'customerPasswordConfirm' | 'customerPasswordCheck'>(
  name: N,
  scope: ShopApiScope,
  body: unknown,
  { sessionId, headers, query, timeoutMs }: Options = {},
): Promise<CustomerCallResult<ShopApiAnswer<N>>> {
  const endpoint = SHOP_API[name];
  let session: BackendSessionUpdate = null;
  const result = await callShopApi(endpoint.path, scope, {
    method: endpoint.method,
    body,
    schema: endpoint.answer,
    timeoutMs,
    query,
    headers: { ...headers, ...(sessionId ? { cookie: `${CUSTOMER_SESSION_COOKIE}=${sessionId}` } : {}) },
    onResponse: (response) => {
      session = readBackendSessionCookie(response.headers.getSetCookie(), CUSTOMER_SESSION_COOKIE);
    },
  });
  if (result.ok) return ok({ value: result.value as ShopApiAnswer<N>, session });
  if (result.error.kind === 'http' && result.error.status < 500) {
    const refusal = customerErrorSchema.safeParse(result.error.body);
    if (refusal.success) {
      return err({ kind: 'refused', status: result.error.status, message: refusal.data.data.message.text, fieldErrors: refusal.data.data.payload?.errors ?? {} });
    }
  }
  return err(result.error);
}

/** Short: the header waits for it, and a slow answer must not hold the page (it renders logged out). */
export const CUSTOMER_DATA_TIMEOUT_MS = 1500;

export function fetchCustomerData(scope: ShopApiScope, sessionId: string, forward: { query: string; referrer: string | null }) {
  return callCustomerApi('customerData', scope, undefined, {
    sessionId,
    timeoutMs: CUSTOMER_DATA_TIMEOUT_MS,
    query: Object.fromEntries(new URLSearchParams(forward.query)),
    headers: forward.referrer ? { referer: forward.referrer } : {},
  });
}

export const loginCustomer = (scope: ShopApiScope, body: CustomerLoginRequest, sessionId: string | null) => callCustomerApi('customerLogin', scope, body, { sessionId });
export const signupCustomer = (scope: ShopApiScope, body: CustomerSignupRequest, sessionId: string | null) => callCustomerApi('customerSignup', scope, body, { sessionId });
export const logoutCustomer = (scope: ShopApiScope, sessionId: string) => callCustomerApi('customerLogout', scope, undefined, { sessionId });
export const leaveWhitelabel = (scope: ShopApiScope, sessionId: string) => callCustomerApi('whitelabelSwitch', scope, undefined, { sessionId });
export const requestPasswordReset = (scope: ShopApiScope, body: CustomerPasswordResetRequest) => callCustomerApi('customerPasswordReset', scope, body);
export const confirmPasswordReset = (scope: ShopApiScope, body: CustomerPasswordConfirmRequest) => callCustomerApi('customerPasswordConfirm', scope, body);
export const checkPasswordResetToken = (scope: ShopApiScope, body: CustomerPasswordCheckRequest) => callCustomerApi('customerPasswordCheck', scope, body, { timeoutMs: CUSTOMER_DATA_TIMEOUT_MS });

export type { CustomerCallError as CustomerError };
export type CustomerResult<T> = Result<T, CustomerCallError>;
