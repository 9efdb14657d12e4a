import { describe, expect, it } from 'vitest';
import { buildClearedSessionCookie, buildSessionCookie, readBackendSessionCookie } from './session-cookie.ts';

const ID = 'a'.repeat(43);

function attributes(cookie: string) {
  const [pair, ...rest] = cookie.split('; ');
  return { name: pair!.split('=')[0], value: pair!.split('=')[1], attributes: rest.map((part) => part.toLowerCase()) };
}

describe('the session cookie', () => {
  it('on https: __Host- name, Secure, HttpOnly, SameSite=Lax, path /, no domain', () => {
    const cookie = attributes(buildSessionCookie(ID, { secure: true, maxAgeSeconds: 600 }));
    expect(cookie.name).toBe('__Host-shop_session');
    expect(cookie.value).toBe(ID);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/', 'max-age=600']));
    expect(cookie.attributes.some((part) => part.startsWith('domain'))).toBe(false);
  });

  it('on http: the plain name (browsers refuse __Host- without Secure), still HttpOnly and Lax', () => {
    const cookie = attributes(buildSessionCookie(ID, { secure: false, maxAgeSeconds: 600 }));
    expect(cookie.name).toBe('shop_session');
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie.attributes).not.toContain('secure');
  });

  it('log-out clears it at once', () => {
    expect(attributes(buildClearedSessionCookie(true)).attributes).toContain('max-age=0');
  });

  it('reads the backend session from its Set-Cookie, refusing values that are not session ids', () => {
    expect(readBackendSessionCookie([`customer_session=${ID}; Max-Age=43200; Path=/; HttpOnly`], 'customer_session')).toEqual({ kind: 'set', sessionId: ID, maxAgeSeconds: 43200 });
    expect(readBackendSessionCookie(['customer_session=; Max-Age=0; Path=/'], 'customer_session')).toEqual({ kind: 'cleared' });
    expect(readBackendSessionCookie(['customer_session=<script>; Path=/'], 'customer_session')).toEqual({ kind: 'cleared' });
    expect(readBackendSessionCookie(['other=1'], 'customer_session')).toBeNull();
  });
});
