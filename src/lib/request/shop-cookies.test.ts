import { describe, expect, it } from 'vitest';
import { isValidCookieName } from './cookies.ts';
import { ACTION_BAR_DISMISSED_PREFIX, getSessionCookieName, SHOP_COOKIES } from './shop-cookies.ts';

describe('shop cookies', () => {
  it('are valid cookie names, each used once', () => {
    const names = Object.values(SHOP_COOKIES).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [...names, `${ACTION_BAR_DISMISSED_PREFIX}42`]) expect(isValidCookieName(name)).toBe(true);
  });

  it('names the session cookie with the __Host- prefix only on https', () => {
    expect(getSessionCookieName(true)).toBe('__Host-shop_session');
    expect(getSessionCookieName(false)).toBe('shop_session');
  });

  it('treats a personal cookie as varying the page too', () => {
    for (const cookie of Object.values(SHOP_COOKIES)) if (cookie.personal) expect(cookie.variesPage).toBe(true);
  });
});
