import { logEvent } from '../log/logger.ts';
import { perRequest } from '../request/per-request.ts';
import { getRequestContext, setResponseHeader, type RequestContext } from '../request/request-context.ts';
import { getSessionCookieName } from '../request/shop-cookies.ts';
import { CUSTOMER_SESSION_ID } from '../../../domain/shop-api-contract/index.ts';
import { fetchCustomerData, type CustomerData } from '../shop-api/customer.ts';
import { describeShopApiError } from '../shop-api/shop-api-client.ts';
import { buildClearedSessionCookie, buildSessionCookie, type BackendSessionUpdate } from './session-cookie.ts';

/**
 * The customer of this request: read once per request on the server, only when a session cookie
 * came along, and never handed to client code beyond what the page renders. An action that logs
 * in or out in this request replaces the session, so the page it renders next shows the new state.
 */
type CustomerState = { sessionId: string | null; customer: Promise<CustomerData | null> | null };
const states = perRequest<CustomerState>();

export function isSecureRequest(context: RequestContext): boolean {
  return context.url.protocol === 'https:' || context.services.config.hostTable.protocol === 'https';
}

function getState(context: RequestContext): CustomerState {
  return states(context, () => {
    const value = context.cookies.get(getSessionCookieName(isSecureRequest(context)));
    return { sessionId: value && CUSTOMER_SESSION_ID.test(value) ? value : null, customer: null };
  });
}

export function getSessionId(): string | null {
  return getState(getRequestContext()).sessionId;
}

/** Relays the backend's session change to the browser under the shop's cookie name. */
export function applySessionUpdate(update: BackendSessionUpdate, customer: CustomerData | null = null) {
  if (!update) return;
  const context = getRequestContext();
  const state = getState(context);
  const secure = isSecureRequest(context);
  if (update.kind === 'set') {
    context.response.setCookies.push(buildSessionCookie(update.sessionId, { secure, maxAgeSeconds: update.maxAgeSeconds }));
    state.sessionId = update.sessionId;
    state.customer = Promise.resolve(customer);
  } else {
    context.response.setCookies.push(buildClearedSessionCookie(secure));
    state.sessionId = null;
    state.customer = Promise.resolve(null);
  }
  markPersonal();
}

/** Pages rendered for a session (or changing one) are never stored by a browser cache, proxy or CDN. */
function markPersonal() {
  setResponseHeader('cache-control', 'private, no-store');
}

/** The logged-in customer, or null: no session, an ended one, or a customer-data call that failed. */
export function getCurrentCustomer(): Promise<CustomerData | null> {
  const context = getRequestContext();
  const state = getState(context);
  if (!state.sessionId) return Promise.resolve(null);
  markPersonal();
  state.customer ??= (async () => {
    const location = context.location;
    const scope = { channel: location?.channel ?? 'poster', locale: location?.locale ?? 'de-DE' } as const;
    const result = await fetchCustomerData(scope, state.sessionId!, { query: context.pageUrl.search, referrer: context.referrer ?? null });
    if (!result.ok) {
      // Ignored on purpose: the page renders for a visitor rather than failing.
      logEvent('warn', 'customer-data-error', result.error.kind === 'refused' ? { error: 'refused', status: result.error.status } : describeShopApiError(result.error));
      return null;
    }
    if (result.value.session?.kind === 'cleared') applySessionUpdate(result.value.session);
    return result.value.value.isLoggedIn ? result.value.value : null;
  })();
  return state.customer;
}
