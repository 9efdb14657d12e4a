import { describe, expect, it } from 'vitest';
import { buildListingPath } from '../../../domain/catalog/listing-path.ts';
import { getLanguage } from '../../../domain/locale/locales.ts';
import { buildEmbeddedHostTable } from '../../../domain/routing/host-table.ts';
import { buildAlternates, buildLocaleUrl } from './build-alternates.ts';

const table = buildEmbeddedHostTable();

describe('buildAlternates', () => {
  const alternates = buildAlternates({
    table,
    channel: 'poster',
    requestHost: 'ch.poster.localhost:3000',
    fullSlugs: ['poster/de-de/leinwanddruck', 'poster/fr-fr/impression-sur-toile', 'poster/en-gb/canvas-prints', 'card/it-it/x'],
  });
  const href = (lang: string) => alternates.find((a) => a.hreflang === lang)?.href;

  it('lists every locale that renders one of the stories, through fallbacks', () => {
    expect(href('de-DE')).toBe('http://de.poster.localhost:3000/leinwanddruck');
    expect(href('de-CH')).toBe('http://ch.poster.localhost:3000/leinwanddruck');
    expect(href('fr-CH')).toBe('http://ch.poster.localhost:3000/fr/impression-sur-toile');
    expect(href('fr-BE')).toBe('http://be.poster.localhost:3000/fr/impression-sur-toile');
    expect(href('en-US')).toBe('http://com.poster.localhost:3000/canvas-prints');
    expect(href('x-default')).toBe(href('de-DE'));
  });

  it('leaves out languages without a story and stories of the other channel', () => {
    expect(href('it-IT')).toBeUndefined();
    expect(href('nl-NL')).toBeUndefined();
  });
});

describe('buildAlternates below a story', () => {
  it('points every alternate (and so the canonical) at the sub-route, not the story', () => {
    const alternates = buildAlternates({ table, channel: 'card', requestHost: 'de.card.localhost', fullSlugs: ['card/de-de/themes', 'card/fr-fr/themes'], mapPath: (path) => `${path}/2020` });
    expect(alternates.find((a) => a.hreflang === 'de-DE')?.href).toBe('http://de.card.localhost/themes/2020/');
    expect(alternates.find((a) => a.hreflang === 'fr-CH')?.href).toBe('http://ch.card.localhost/fr/themes/2020/');
  });
});

describe('buildAlternates of a filtered listing', () => {
  it('points each locale at the listing in its own language’s words', () => {
    const alternates = buildAlternates({
      table,
      channel: 'card',
      requestHost: 'com.card.localhost',
      fullSlugs: ['card/de-de/products', 'card/en-gb/products', 'card/en-us/products', 'card/fr-fr/products'],
      mapPath: (_path, locale) => buildListingPath({ product: 'calendar', category: 'familie' }, getLanguage(locale)),
    });
    const href = (lang: string) => alternates.find((a) => a.hreflang === lang)?.href;
    expect(href('de-DE')).toBe('http://de.card.localhost/products/product/calendar/category/familie/');
    expect(href('de-CH')).toBe('http://ch.card.localhost/products/product/calendar/category/familie/');
    expect(href('en-US')).toBe('http://com.card.localhost/products/product/calendar/category/family/');
    expect(href('en-GB')).toBe('http://gb.card.localhost/products/product/calendar/category/family/');
    expect(href('fr-CH')).toBe('http://ch.card.localhost/fr/products/product/calendar/category/famille/');
    expect(href('x-default')).toBe(href('de-DE'));
  });
});

describe('buildLocaleUrl', () => {
  it('applies the trailing slash of the card channel and the language prefix', () => {
    expect(buildLocaleUrl(table, 'card', 'fr-LU', 'home', 'de.card.localhost')).toBe('http://lu.card.localhost/');
    expect(buildLocaleUrl(table, 'card', 'de-LU', 'karten', 'de.card.localhost')).toBe('http://lu.card.localhost/de/karten/');
  });
});
