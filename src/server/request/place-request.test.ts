import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../lib/config/server-config.ts';
import { classifyRequest } from './classify-request.ts';
import { placeRequest } from './place-request.ts';

const config = readServerConfig({ CONTENT_PREVIEW_TOKEN: 'preview-secret', DESIGNER_URL: 'https://designer.example/app' });
const table = config.hostTable;

describe('place the request', () => {
  const place = (href: string, routerRequest: Parameters<typeof classifyRequest>[1], extra: { method?: string; referer?: string } = {}) => {
    const url = new URL(href);
    return placeRequest({ table, hostHeader: url.host, url, method: extra.method ?? 'GET', referer: extra.referer, request: classifyRequest(url, routerRequest) });
  };

  it('answers an unknown host itself', () => {
    expect(place('http://shop.example/', { type: 'route', path: '/', query: '' })).toEqual({ kind: 'unknown-host' });
  });

  it('redirects a document with a trailing slash, but renders the same RSC request', () => {
    expect(place('http://de.poster.localhost/leinwanddruck/', { type: 'route', path: '/leinwanddruck/', query: '' })).toMatchObject({ kind: 'redirect' });
    expect(place('http://de.poster.localhost/RSC/R/leinwanddruck.txt', { type: 'route', path: '/leinwanddruck/', query: '' }).kind).toBe('place');
  });

  it('places a client navigation on a card page at the page with its trailing slash (Waku drops it)', () => {
    const placement = place('http://gb.card.localhost/RSC/R/photo-books.txt?query=dialog%3Dmagnify', { type: 'route', path: '/photo-books', query: 'dialog=magnify' });
    expect(placement).toMatchObject({ kind: 'place', location: { channel: 'card', locale: 'en-GB' }, notFoundMessage: null, pagePath: '/photo-books/' });
    expect(place('http://gb.card.localhost/photo-books', { type: 'route', path: '/photo-books', query: '' })).toMatchObject({ kind: 'redirect' });
  });

  it('places a page in its channel and locale', () => {
    const placement = place('http://ch.poster.localhost/fr/leinwanddruck', { type: 'route', path: '/fr/leinwanddruck', query: '' });
    expect(placement).toMatchObject({ kind: 'place', location: { channel: 'poster', country: 'ch', locale: 'fr-CH' }, notFoundMessage: null });
  });

  it('an action acts for the page on the same host it was called from', () => {
    const action = { type: 'action' } as const;
    expect(place('http://ch.poster.localhost/RSC/F/x/a.txt', action, { method: 'POST', referer: 'http://ch.poster.localhost/fr/leinwanddruck?x=1' })).toMatchObject({
      location: { locale: 'fr-CH' },
    });
    expect(place('http://ch.poster.localhost/RSC/F/x/a.txt', action, { method: 'POST', referer: 'http://de.poster.localhost/' })).toMatchObject({ location: null });
    expect(place('http://ch.poster.localhost/RSC/F/x/a.txt', action, { method: 'POST' })).toMatchObject({ location: null });
  });
});
