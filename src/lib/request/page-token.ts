import { DIALOG_PARAM } from '../dialog/dialog-url.ts';
import type { ShopRoute } from '../routing/match-shop-route.ts';
import { resolveSafeReturnPath } from '../routing/resolve-safe-return-path.ts';
import { serializeCookie } from './cookies.ts';
import { SHOP_COOKIES } from './shop-cookies.ts';

/**
 * Links in mails carry a secret in `?token=` (password reset, newsletter confirmation). A URL
 * leaks: to tag scripts, shared caches, the history, Referer headers, screenshots. So the first
 * GET moves the token into a short-lived HttpOnly cookie scoped to that page's path and sends the
 * browser (303) to the same page without it; the page reads the token from the cookie.
 */
export const PAGE_TOKEN_PARAM = 'token';
export const PAGE_TOKEN_COOKIE = SHOP_COOKIES.pageToken.name;
/** Long enough to type a new password twice; a reset link itself lives an hour. */
export const PAGE_TOKEN_MAX_AGE_SECONDS = 30 * 60;
/** What a token of ours can look like (both kinds are base64url); anything else is not carried over. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;
/** A cookie Path is written as is: only path characters that cannot end or bend the attribute. */
const COOKIE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

export type TokenHandover = { location: string; setCookie: string | null };

/**
 * For a page GET with `?token=`: where to send the browser (the page without the token) and the
 * cookie that carries the token there; null when the URL has no token. A token of the wrong shape
 * is dropped rather than carried (the page then says the link does not work).
 */
export function handOverPageToken(pageUrl: URL, { secure, fallback }: { secure: boolean; fallback: string }): TokenHandover | null {
  const params = new URLSearchParams(pageUrl.search);
  if (!params.has(PAGE_TOKEN_PARAM)) return null;
  const token = params.get(PAGE_TOKEN_PARAM) ?? '';
  params.delete(PAGE_TOKEN_PARAM);
  const search = params.toString();
  const location = resolveSafeReturnPath(`${pageUrl.pathname}${search ? `?${search}` : ''}`, fallback);
  const carried = TOKEN_SHAPE.test(token) && COOKIE_PATH.test(pageUrl.pathname);
  return {
    location,
    setCookie: carried ? serializeCookie(PAGE_TOKEN_COOKIE, token, { path: pageUrl.pathname, maxAge: PAGE_TOKEN_MAX_AGE_SECONDS, secure, sameSite: 'Lax' }) : null,
  };
}

/** Ends the handed-over token on this page (after it was used). */
export function clearPageTokenCookie(pathname: string, secure: boolean): string | null {
  return COOKIE_PATH.test(pathname) ? serializeCookie(PAGE_TOKEN_COOKIE, '', { path: pathname, maxAge: 0, secure }) : null;
}

/** The page's token: handed over in the cookie, or (a client navigation, which is never redirected) still in the URL. */
export function readPageToken(pageUrl: URL, cookies: ReadonlyMap<string, string>): string | null {
  return cookies.get(PAGE_TOKEN_COOKIE) || pageUrl.searchParams.get(PAGE_TOKEN_PARAM) || null;
}

/**
 * Pages that hold a secret: the routes a mail links to with a token, the password dialog over any
 * page, and any page with a token in its URL or cookie. They load no tags, are `private, no-store`
 * and never enter the page store.
 */
export function isTokenPage(route: ShopRoute | null, pageUrl: URL, cookies: ReadonlyMap<string, string>): boolean {
  if (route?.kind === 'newsletter-confirm' || (route?.kind === 'customer' && route.page === 'password-confirm')) return true;
  if (pageUrl.searchParams.get(DIALOG_PARAM) === 'password-confirm') return true;
  return readPageToken(pageUrl, cookies) !== null;
}
