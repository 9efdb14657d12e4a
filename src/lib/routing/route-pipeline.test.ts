import { describe, expect, it } from 'vitest';
import { buildListingPath } from '../../../domain/catalog/listing-path.ts';
import { CHANNELS } from '../../../domain/locale/channels.ts';
import { COUNTRY_LOCALES, COUNTRY_SUFFIXES } from '../../../domain/locale/countries.ts';
import { getLanguage } from '../../../domain/locale/locales.ts';
import { buildEmbeddedHostTable, parseHostTable } from '../../../domain/routing/host-table.ts';
import type { PipelineInput } from './route-pipeline.ts';
import { runRoutePipeline } from './route-pipeline.ts';

const table = buildEmbeddedHostTable();
const run = (host: string, pathname: string, extra: Partial<PipelineInput> = {}) =>
  runRoutePipeline({ table, hostHeader: host, pathname, search: '', method: 'GET', ...extra });

describe('host and locale resolution for all 17 locales', () => {
  it.each([
    ['de.poster.localhost:3000', '/', 'de-DE', ''],
    ['at.poster.localhost', '/', 'de-AT', ''],
    ['ch.poster.localhost', '/', 'de-CH', ''],
    ['ch.poster.localhost', '/fr', 'fr-CH', '/fr'],
    ['ch.poster.localhost', '/it', 'it-CH', '/it'],
    ['li.poster.localhost', '/', 'de-LI', ''],
    ['lu.poster.localhost', '/', 'fr-LU', ''],
    ['lu.poster.localhost', '/de', 'de-LU', '/de'],
    ['it.poster.localhost', '/', 'it-IT', ''],
    ['it.poster.localhost', '/de', 'de-IT', '/de'],
    ['be.poster.localhost', '/', 'nl-BE', ''],
    ['be.poster.localhost', '/fr', 'fr-BE', '/fr'],
    ['fr.poster.localhost', '/', 'fr-FR', ''],
    ['nl.poster.localhost', '/', 'nl-NL', ''],
    ['es.poster.localhost', '/', 'es-ES', ''],
    ['gb.poster.localhost', '/', 'en-GB', ''],
    ['com.poster.localhost', '/', 'en-US', ''],
    ['ch.card.localhost', '/fr/', 'fr-CH', '/fr'],
    ['localhost:3000', '/', 'de-DE', ''],
    ['127.0.0.1:8080', '/', 'de-DE', ''],
  ])('%s%s is %s', (host, path, locale, prefix) => {
    const result = run(host, path);
    expect(result).toMatchObject({ kind: 'render', location: { locale, languagePrefix: prefix } });
  });

  it('maps the channel from the host', () => {
    expect(run('ch.card.localhost', '/')).toMatchObject({ location: { channel: 'card', country: 'ch' } });
    expect(run('ch.poster.localhost', '/')).toMatchObject({ location: { channel: 'poster', country: 'ch' } });
    expect(run('LOCALHOST', '/')).toMatchObject({ location: { channel: 'poster', country: 'de' } });
  });

  it('refuses hosts that are not in the table', () => {
    expect(run('evil.example', '/')).toEqual({ kind: 'unknown-host' });
    expect(runRoutePipeline({ table, hostHeader: undefined, pathname: '/', search: '', method: 'GET' })).toEqual({
      kind: 'unknown-host',
    });
  });

  it('uses a configured production table with https origins', () => {
    const prod = parseHostTable(JSON.stringify([{ host: 'www.shop.ch', channel: 'poster', country: 'ch' }, { host: 'www.shop.co.uk', channel: 'poster', country: 'gb' }]), undefined);
    expect(prod.protocol).toBe('https');
    const result = runRoutePipeline({ table: prod, hostHeader: 'www.shop.ch', pathname: '/en/foo', search: '', method: 'GET' });
    expect(result).toEqual({ kind: 'redirect', location: 'https://www.shop.co.uk/foo', status: 302 });
    expect(() => parseHostTable('[{"host":"x","channel":"mug","country":"de"}]', undefined)).toThrow();
  });
});

describe('locale/host redirects', () => {
  it('sends an unknown language prefix to /error', () => {
    expect(run('de.poster.localhost', '/xx/leinwand')).toEqual({ kind: 'redirect', location: '/error', status: 302 });
    expect(run('de.card.localhost', '/xx/karten/')).toEqual({ kind: 'redirect', location: '/error/', status: 302 });
  });

  it("sends a language the host does not sell to the country of that language's fallback locale", () => {
    expect(run('ch.poster.localhost:3000', '/en/canvas-prints', { search: '?a=1' })).toEqual({
      kind: 'redirect',
      location: 'http://gb.poster.localhost:3000/canvas-prints?a=1',
      status: 302,
    });
    expect(run('de.card.localhost', '/fr/mariage/')).toEqual({
      kind: 'redirect',
      location: 'http://fr.card.localhost/mariage/',
      status: 302,
    });
    expect(run('fr.poster.localhost', '/de/leinwand')).toEqual({
      kind: 'redirect',
      location: 'http://de.poster.localhost/leinwand',
      status: 302,
    });
  });

  it('sends a language no other country falls back to (Spanish) to /error on a host that does not sell it', () => {
    expect(run('de.poster.localhost', '/es/')).toEqual({ kind: 'redirect', location: '/error', status: 302 });
    expect(run('de.poster.localhost', '/es/d/products')).toEqual({ kind: 'redirect', location: '/error', status: 302 });
    expect(run('gb.card.localhost', '/es/')).toEqual({ kind: 'redirect', location: '/error/', status: 302 });
    expect(run('es.poster.localhost', '/')).toMatchObject({ kind: 'render', location: { locale: 'es-ES' } });
  });

  it('keeps the account page on its own rule: a shop page in each sold language, another fallback language goes to its country', () => {
    expect(run('de.poster.localhost', '/kundenkonto')).toMatchObject({ kind: 'render', location: { locale: 'de-DE' } });
    expect(run('ch.card.localhost', '/fr/kundenkonto/')).toMatchObject({ kind: 'render', location: { locale: 'fr-CH' } });
    expect(run('ch.poster.localhost', '/en/kundenkonto')).toEqual({
      kind: 'redirect',
      location: 'http://gb.poster.localhost/kundenkonto',
      status: 302,
    });
    expect(run('de.poster.localhost', '/es/kundenkonto')).toEqual({ kind: 'redirect', location: '/error', status: 302 });
  });

  it('drops a prefix naming the default language of the host', () => {
    expect(run('ch.poster.localhost', '/de/leinwand')).toEqual({ kind: 'redirect', location: '/leinwand', status: 301 });
  });
});

describe('trailing slash normalisation', () => {
  it('adds the slash on the card channel and removes it on the poster channel', () => {
    expect(run('de.card.localhost', '/hochzeitskarten', { search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: '/hochzeitskarten/?x=1',
      status: 301,
    });
    expect(run('de.poster.localhost', '/leinwanddruck/')).toEqual({ kind: 'redirect', location: '/leinwanddruck', status: 301 });
    expect(run('de.poster.localhost', '/leinwanddruck').kind).toBe('render');
    expect(run('de.card.localhost', '/hochzeitskarten/').kind).toBe('render');
  });

  it('keeps the method with 308 for non-GET requests', () => {
    expect(run('de.card.localhost', '/x', { method: 'POST' })).toMatchObject({ status: 308 });
  });

  it('runs after the validity check and the locale check', () => {
    expect(run('de.poster.localhost', '/themes/')).toMatchObject({ kind: 'not-found' });
    expect(run('de.poster.localhost', '/xx/foo/')).toMatchObject({ location: '/error' });
  });
});

describe('filtered listings in each language’s words (decision 0045)', () => {
  /** Every locale of both channels: its host and its prefix, as a visitor reaches it. */
  const everyLocale = CHANNELS.flatMap((channel) =>
    COUNTRY_SUFFIXES.flatMap((country) =>
      COUNTRY_LOCALES[country].map((locale, index) => {
        const host = `${country}.${channel}.localhost`;
        const prefix = index === 0 ? '' : `/${getLanguage(locale)}`;
        return { channel, host, prefix, locale, address: host + prefix };
      }),
    ),
  );

  // Vitest reads `$host$prefix` as one key (`$` may be part of a name), so the address is its own field.
  it.each(everyLocale)('$address ($locale): the language’s path renders, the address before slugs moves to it', ({ channel, host, prefix, locale }) => {
    const language = getLanguage(locale);
    const filters = { product: 'calendar', category: 'familie' };
    const slash = channel === 'card' ? '/' : '';
    const current = `${prefix}/${buildListingPath(filters, language)}${slash}`;
    expect(run(host, current), current).toMatchObject({ kind: 'render', location: { locale, route: { kind: 'products', filters: { product: ['calendar'], category: ['familie'] } } } });
    const old = `${prefix}/products/product/calendar/category/familie${slash}`;
    if (language === 'de' || language === 'nl') {
      // German paths are the values themselves, and Dutch says "familie" too: unchanged.
      expect(current).toBe(old);
    } else {
      expect(run(host, old, { search: '?sort=created' })).toEqual({ kind: 'redirect', location: `${current}?sort=created`, status: 301 });
    }
  });

  it('moves the old address in one step, slash rule included', () => {
    expect(run('com.card.localhost', '/products/product/calendar/category/familie')).toEqual({ kind: 'redirect', location: '/products/product/calendar/category/family/', status: 301 });
    expect(run('fr.poster.localhost', '/products/product/photoframe/frame/eiche/')).toEqual({ kind: 'redirect', location: '/products/product/photoframe/frame/chene', status: 301 });
    expect(run('ch.poster.localhost', '/fr/products/product/photobook/category/hochzeit')).toEqual({ kind: 'redirect', location: '/fr/products/product/photobook/category/mariage', status: 301 });
    expect(run('com.card.localhost', '/d/products/product/calendar/category/familie/')).toEqual({ kind: 'redirect', location: '/d/products/product/calendar/category/family/', status: 301 });
    expect(run('com.card.localhost', '/products/product/calendar/category/familie/', { method: 'POST' })).toMatchObject({ status: 308 });
  });

  it('leaves German paths as they are, on every German host', () => {
    for (const host of ['de.card.localhost', 'at.poster.localhost', 'ch.poster.localhost']) {
      const path = host.includes('card') ? '/products/product/photobook/category/hochzeit/' : '/products/product/photobook/category/hochzeit';
      expect(run(host, path), host).toMatchObject({ kind: 'render', location: { route: { filters: { category: ['hochzeit'] } } } });
    }
  });

  it('sends a language the host does not sell to its country with that language’s words', () => {
    expect(run('de.poster.localhost', '/en/products/product/photobook/category/hochzeit')).toEqual({
      kind: 'redirect',
      location: 'http://gb.poster.localhost/products/product/photobook/category/wedding',
      status: 302,
    });
  });

  it('answers 404 for a word the language does not have', () => {
    expect(run('de.card.localhost', '/products/product/calendar/category/family/')).toMatchObject({ kind: 'not-found' });
    expect(run('com.card.localhost', '/products/product/calendar/category/famille/')).toMatchObject({ kind: 'not-found' });
    expect(run('gb.poster.localhost', '/products/product/calendar/category/nichts')).toMatchObject({ kind: 'not-found' });
  });
});

describe('route validity', () => {
  it('answers 404 with the not-found message', () => {
    expect(run('de.poster.localhost', '/themes')).toEqual({ kind: 'not-found', message: 'Page Not Found: /themes' });
  });

  it.each([
    '/../etc/passwd',
    '/a/%2e%2e/b',
    '/a%2Fb',
    '/a%5Cb',
    '/a%00b',
    '/a%0Ab',
    '/%E0%A4%A',
    `/${'a'.repeat(200)}`,
    `/${Array.from({ length: 20 }, () => 'a').join('/')}`,
    '/a//b',
    '/.env',
    '/home',
  ])('refuses the slug %s with a 404, never an error', (path) => {
    expect(run('de.poster.localhost', path).kind).toBe('not-found');
  });
});
