import { describe, expect, it } from 'vitest';
import { isLanguage } from '../../../domain/locale/locales.ts';
import { matchShopRoute } from './match-shop-route.ts';
import { parseShopPath } from './parse-shop-path.ts';

function routeOf(pathname: string) {
  const parsed = parseShopPath(pathname);
  if (!parsed.ok) return { invalid: parsed.error.kind };
  // Read in the prefix's language, as the route pipeline does; German without one.
  const prefix = parsed.value.languagePrefix;
  return { ...parsed.value, route: matchShopRoute(parsed.value, prefix !== null && isLanguage(prefix) ? prefix : 'de') };
}

describe('route shapes', () => {
  it.each([
    ['/', { kind: 'home' }, null, false],
    ['/fr', { kind: 'home' }, 'fr', false],
    ['/_icons', { kind: 'icons' }, null, false],
    ['/products', { kind: 'products', listing: 'products' }, null, false],
    ['/fr/products', { kind: 'products', listing: 'products' }, 'fr', false],
    ['/d/products', { kind: 'products', listing: 'products' }, null, true],
    ['/fr/d/products', { kind: 'products', listing: 'products' }, 'fr', true],
    ['/d/fr/vorkonfigurator-kalender', { kind: 'products', listing: 'vorkonfigurator-kalender' }, 'fr', true],
    ['/vorkonfigurator-karten/', { kind: 'products', listing: 'vorkonfigurator-karten' }, null, false],
    ['/fr/products/product/photobook/category/mariage', { kind: 'products', listing: 'products', filters: { product: ['photobook'], category: ['hochzeit'] } }, 'fr', false],
    // The address before slugs still reads (the pipeline redirects it to the one above).
    ['/fr/products/product/photobook/category/hochzeit', { kind: 'products', listing: 'products', filters: { product: ['photobook'], category: ['hochzeit'] } }, 'fr', false],
    ['/products/product/photobook/category/hochzeit', { kind: 'products', listing: 'products', filters: { product: ['photobook'], category: ['hochzeit'] } }, null, false],
    ['/themes/42', { kind: 'themes', id: '42' }, null, false],
    ['/d/it/themes/abc', { kind: 'themes', id: 'abc' }, 'it', true],
    ['/it/d/themes/abc', { kind: 'themes', id: 'abc' }, 'it', true],
    ['/error', { kind: 'error' }, null, false],
    ['/newsletter-confirm', { kind: 'newsletter-confirm' }, null, false],
    ['/fr/gift-voucher', { kind: 'gift-voucher' }, 'fr', false],
    ['/alle-fotokalender', { kind: 'calendar-landing' }, null, false],
    ['/it/alle-fotokalender/', { kind: 'calendar-landing' }, 'it', false],
    ['/leinwanddruck', { kind: 'content', slug: 'leinwanddruck' }, null, false],
    ['/fr/magazine/conseils', { kind: 'content', slug: 'magazine/conseils' }, 'fr', false],
  ])('%s', (path, route, languagePrefix, desktop) => {
    expect(routeOf(path)).toMatchObject({ route, languagePrefix, desktop });
  });

  it.each(['/themes', '/themes/', '/themes/a/b', '/themes/%3Cscript%3E', '/fr/_icons', '/_icons/x', '/_next', '/a/_b', '/sitemap.xml', '/products/x', '/products/category/hochzeit/product/card', '/products/product/photobook/category/wedding', '/en/products/product/photobook/category/mariage'])(
    '%s fails its validity check',
    (path) => {
      const result = routeOf(path);
      expect('route' in result ? result.route : null).toBeNull();
    },
  );

  it('reads at most one language prefix and one desktop marker', () => {
    expect(routeOf('/fr/it/x')).toMatchObject({ languagePrefix: 'fr', route: { kind: 'content', slug: 'it/x' } });
    expect(routeOf('/d/d/x')).toMatchObject({ desktop: true, route: { kind: 'content', slug: 'd/x' } });
  });
});
