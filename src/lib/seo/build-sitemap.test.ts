import { describe, expect, it } from 'vitest';
import { buildSitemapXml, isSitemapPath } from './build-sitemap.ts';

describe('buildSitemapXml', () => {
  it('lists urls with lastmod and escapes XML', () => {
    const xml = buildSitemapXml([
      { loc: 'http://de.poster.localhost/a?x=1&y=2', lastmod: '2026-11-01T10:00:00Z', alternates: [{ hreflang: 'de-CH', href: 'http://ch.poster.localhost/a' }] },
    ]);
    expect(xml).toContain('<loc>http://de.poster.localhost/a?x=1&amp;y=2</loc>');
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    expect(xml).toContain('hreflang="de-CH" href="http://ch.poster.localhost/a"');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});

describe('isSitemapPath', () => {
  it.each([
    ['home', true],
    ['leinwanddruck', true],
    ['karten/hochzeit', true],
    ['products', true],
    // The frame story of `themes/{id}`: its own path answers 404.
    ['themes', false],
    ['error', false],
    ['newsletter-confirm', false],
    // Would be read as a language or desktop prefix.
    ['fr', false],
    ['d', false],
    ['_icons', false],
    ['bad slug', false],
  ])('%s: %s', (path, expected) => {
    expect(isSitemapPath(path, 'de')).toBe(expected);
  });
});
