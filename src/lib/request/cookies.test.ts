import { describe, expect, it } from 'vitest';
import { parseCookieHeader, serializeCookie } from './cookies.ts';

describe('cookies (permitted characters only)', () => {
  it('parses valid cookies and drops invalid ones', () => {
    const cookies = parseCookieHeader('a=1; b="quoted"; bad name=x; c=semi\\colon; d=ok; a=second');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'quoted'],
      ['d', 'ok'],
    ]);
  });

  it('refuses to write names or values with forbidden characters', () => {
    expect(serializeCookie('user_key', 'abc-123', { maxAge: 31536000, secure: true, httpOnly: false })).toBe(
      'user_key=abc-123; Path=/; Max-Age=31536000; Secure; SameSite=Lax',
    );
    expect(() => serializeCookie('bad;name', 'x')).toThrow();
    expect(() => serializeCookie('ok', 'a b')).toThrow();
    expect(() => serializeCookie('ok', 'a,b')).toThrow();
  });
});
