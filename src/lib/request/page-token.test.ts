import { describe, expect, it } from 'vitest';
import { clearPageTokenCookie, handOverPageToken, isTokenPage, PAGE_TOKEN_MAX_AGE_SECONDS, readPageToken } from './page-token.ts';

const TOKEN = 'Abc_-123'.repeat(5);
const at = (path: string) => new URL(path, 'http://ch.poster.localhost');
const options = { secure: false, fallback: '/fr' };

describe('a mail link’s token leaves the URL', () => {
  it('moves the token into an HttpOnly, SameSite=Lax cookie for that page only, and leads to the page without it', () => {
    const handover = handOverPageToken(at(`/fr/customer/password-confirm?token=${TOKEN}&utm_source=mail`), options);
    expect(handover).toEqual({
      location: '/fr/customer/password-confirm?utm_source=mail',
      setCookie: `page_token=${TOKEN}; Path=/fr/customer/password-confirm; Max-Age=${PAGE_TOKEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
    });
    expect(handOverPageToken(at(`/newsletter-confirm?token=${TOKEN}`), { ...options, secure: true })?.setCookie).toContain('; Secure');
  });

  it('does nothing for a URL without a token', () => {
    expect(handOverPageToken(at('/fr/customer/password-confirm?notice=password-changed'), options)).toBeNull();
  });

  it.each(['', 'a b', 'x;Path=/', 'ü', 'x'.repeat(201)])('drops a token that cannot be one of ours (%j) instead of carrying it', (token) => {
    const handover = handOverPageToken(at(`/newsletter-confirm?token=${encodeURIComponent(token)}`), options);
    expect(handover).toEqual({ location: '/newsletter-confirm', setCookie: null });
  });

  it('never writes a path into a cookie attribute that could end it', () => {
    expect(handOverPageToken(at(`/a;Domain=evil.example?token=${TOKEN}`), options)?.setCookie).toBeNull();
    expect(clearPageTokenCookie('/a;x', false)).toBeNull();
    expect(clearPageTokenCookie('/newsletter-confirm', false)).toBe('page_token=; Path=/newsletter-confirm; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('reads the token from the cookie first, then from the URL (client navigations are not redirected)', () => {
    expect(readPageToken(at('/x'), new Map([['page_token', 'fromCookie']]))).toBe('fromCookie');
    expect(readPageToken(at('/x?token=fromUrl'), new Map())).toBe('fromUrl');
    expect(readPageToken(at('/x'), new Map())).toBeNull();
  });

  it('knows the pages that hold a token', () => {
    const none = new Map<string, string>();
    expect(isTokenPage({ kind: 'newsletter-confirm' }, at('/newsletter-confirm'), none)).toBe(true);
    expect(isTokenPage({ kind: 'customer', page: 'password-confirm' }, at('/customer/password-confirm'), none)).toBe(true);
    expect(isTokenPage({ kind: 'home' }, at('/?dialog=password-confirm'), none)).toBe(true);
    expect(isTokenPage({ kind: 'home' }, at('/'), new Map([['page_token', TOKEN]]))).toBe(true);
    expect(isTokenPage({ kind: 'customer', page: 'login' }, at('/customer/login'), none)).toBe(false);
    expect(isTokenPage({ kind: 'home' }, at('/?dialog=login'), none)).toBe(false);
  });
});
