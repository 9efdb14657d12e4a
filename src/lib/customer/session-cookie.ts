import { serializeCookie } from '../request/cookies.ts';
import { getSessionCookieName } from '../request/shop-cookies.ts';
import { CUSTOMER_SESSION_ID } from '../../../domain/shop-api-contract/index.ts';

/**
 * The shop's session cookie: the backend's opaque session id under the shop's own name
 * (`__Host-` on https), HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * posts), Secure on https, path `/`. It lives as long as the backend's absolute lifetime at most;
 * the backend also ends idle sessions (docs/decisions/0012-customer-access.md).
 */
export function buildSessionCookie(sessionId: string, { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }): string {
  return serializeCookie(getSessionCookieName(secure), sessionId, { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds });
}

export function buildClearedSessionCookie(secure: boolean): string {
  return serializeCookie(getSessionCookieName(secure), '', { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: 0 });
}

export type BackendSessionUpdate = { kind: 'set'; sessionId: string; maxAgeSeconds: number } | { kind: 'cleared' } | null;

/** What the backend's Set-Cookie says about its session cookie (`customer_session`). */
export function readBackendSessionCookie(setCookies: readonly string[], cookieName: string): BackendSessionUpdate {
  let update: BackendSessionUpdate = null;
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 0 || pair.slice(0, eq).trim() !== cookieName) continue;
    const value = pair.slice(eq + 1).trim();
    const maxAge = attributes.map((attribute) => /^\s*max-age=(-?\d+)\s*$/i.exec(attribute)?.[1]).find(Boolean);
    const expired = /expires=Thu, 01 Jan 1970/i.test(header);
    if (!value || maxAge === '0' || expired || !CUSTOMER_SESSION_ID.test(value)) update = { kind: 'cleared' };
    else update = { kind: 'set', sessionId: value, maxAgeSeconds: Math.min(Number(maxAge ?? 43_200), 43_200) };
  }
  return update;
}
