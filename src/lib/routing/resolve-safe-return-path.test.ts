import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, resolveSafeReturnPath } from './resolve-safe-return-path.ts';

const HOME = '/fr/';

describe('the one safe return path of every form', () => {
  it.each([
    ['/', '/'],
    ['/leinwanddruck', '/leinwanddruck'],
    ['/fr/impression-sur-toile?calc-material=poster#calculator', '/fr/impression-sur-toile?calc-material=poster#calculator'],
    ['/products?page=2&_debug=1', '/products?page=2&_debug=1'],
    ['/products?dialog=login&q=100%25', '/products?dialog=login&q=100%25'],
    // Normalised as a browser reads them, so the header holds ASCII only.
    ['/a/./b/../c', '/a/c'],
    ['/€', '/%E2%82%AC'],
    ['/poster?motiv=café', '/poster?motiv=caf%C3%A9'],
    ['/%2e%2e/leinwand', '/leinwand'],
    ['/x?next=//evil.example', '/x?next=//evil.example'],
  ])('keeps the shop path %s as %s', (value, expected) => {
    expect(resolveSafeReturnPath(value, HOME)).toBe(expected);
  });

  it.each([
    // Another host, written plainly or with tricks browsers forgive.
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'http://return-path.invalid/',
    'javascript:alert(1)',
    'data:text/html,x',
    'evil.example',
    ' //evil.example',
    // Dot segments that resolve to `//host`.
    '/..//evil.example',
    '/..//evil.example/',
    '/../..//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/..%2f/evil.example',
    '/..%252f/evil.example',
    // Percent-decoding tricks (once, twice).
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
    // Control characters (header splitting, characters browsers drop).
    '/\tevil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\nset-cookie:x=1',
    '/%0d%0aset-cookie:x=1',
    '/%09/evil.example',
    '/\u0000',
    '/\u007f',
    '/\u0085',
    '/%00',
    // Nothing, or too much.
    '',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (value) => {
    expect(isSafeReturnPath(value)).toBe(false);
    expect(resolveSafeReturnPath(value, HOME)).toBe(HOME);
  });

  it.each([null, undefined, 42, {}, ['/']])('falls back for %j, which is no text', (value) => {
    expect(resolveSafeReturnPath(value, HOME)).toBe(HOME);
  });

  it('answers with a path that is itself safe (so a second check changes nothing)', () => {
    for (const value of ['/€', '/a/./b/../c?x=é#frag', '/%2e%2e/leinwand']) {
      const path = resolveSafeReturnPath(value, HOME);
      expect(isSafeReturnPath(path)).toBe(true);
      expect(resolveSafeReturnPath(path, HOME)).toBe(path);
      // A header value: printable ASCII only.
      expect(path).toMatch(/^\/[^/\\][\u0020-\u007e]*$|^\/$/);
    }
  });
});
