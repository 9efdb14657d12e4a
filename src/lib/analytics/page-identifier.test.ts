import { describe, expect, it } from 'vitest';
import type { ShopRoute } from '../routing/match-shop-route.ts';
import { buildPageIdentifier, CATEGORY_PREFIXES } from './page-identifier.ts';

const content = (slug: string): ShopRoute => ({ kind: 'content', slug });

describe('buildPageIdentifier', () => {
  it.each<[string, ShopRoute, string | null, string]>([
    ['home', { kind: 'home' }, null, '/'],
    ['home with its x-default alternate', { kind: 'home' }, '/', '/'],
    ['a content page', content('ueber-uns'), null, '/ueber-uns'],
    ['a nested content page', content('service/versand'), null, '/service/versand'],
    ['a translated page takes its alternate', content('a-propos'), '/ueber-uns', '/ueber-uns'],
    ['a card-channel alternate with trailing slash', content('a-propos'), '/ueber-uns/', '/ueber-uns'],
    ['the product listing, whatever its query', { kind: 'products', listing: 'products' }, null, 'product-listing'],
    ['a pre-configured listing', { kind: 'products', listing: 'vorkonfigurator-kalender' }, null, 'product-listing/vorkonfigurator-kalender'],
    ['a theme page', { kind: 'themes', id: '2020' }, null, '/themes/2020'],
    ['the error page', { kind: 'error' }, null, '/error'],
    ['German photo prints', content('fotoabzuege'), null, '/photo-prints'],
    ['French photo prints without alternate', content('tirages-photos'), null, '/photo-prints'],
    ['Spanish photo box below its prefix', content('caja-de-foto/max'), null, '/photo-box/max'],
    ['Italian calendar', content('calendario-personalizzato'), null, '/photo-calendar'],
    ['Dutch canvas via its German alternate', content('afdruk-op-canvas'), '/leinwanddruck', '/canvas-prints'],
    ['a prefix only counts as the first segment', content('service/fotobox'), null, '/service/fotobox'],
    ['a longer word is no prefix', content('fotoboxen'), null, '/fotoboxen'],
  ])('%s', (_name, route, alternatePath, expected) => {
    expect(buildPageIdentifier({ route, alternatePath })).toBe(expected);
  });

  it('maps every localised prefix of a category to the same identifier', () => {
    for (const [category, prefixes] of Object.entries(CATEGORY_PREFIXES)) {
      for (const prefix of prefixes) expect(buildPageIdentifier({ route: content(prefix) })).toBe(`/${category}`);
    }
  });
});
