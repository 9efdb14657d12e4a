import { describe, expect, it } from 'vitest';
import { isSafeReturnTo, safeReturnTo } from './return-to.ts';

describe('the return-to check after log-in', () => {
  it.each(['/', '/leinwanddruck', '/fr/impression-sur-toile?calc-material=poster#calculator', '/products?page=2&_debug=1'])('keeps the shop path %s', (path) => {
    expect(isSafeReturnTo(path)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2f%2fevil.example',
    '/\tevil',
    '/%09/evil.example',
    '/%E0%A4%A',
    '',
  ])('refuses %s', (path) => {
    expect(isSafeReturnTo(path)).toBe(false);
  });

  it('falls back for anything refused or missing', () => {
    expect(safeReturnTo('//evil.example', '/')).toBe('/');
    expect(safeReturnTo(null, '/fr/')).toBe('/fr/');
    expect(safeReturnTo('/poster', '/')).toBe('/poster');
  });
});
