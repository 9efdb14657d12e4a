import { describe, expect, it } from 'vitest';
import { resolveLink } from '../links/resolve-link.ts';
import { buildShopPath } from '../routing/build-shop-path.ts';
import { buildLinkContext } from './build-link-context.ts';

const frenchSwissCard = buildLinkContext({
  locale: 'fr-CH',
  ownHosts: ['ch.card.localhost'],
  buildPath: (page) => buildShopPath({ channel: 'card', languagePrefix: '/fr', platform: 'web' }, page),
});

describe('links in content shared along locale fallbacks', () => {
  it('puts editor-written shop paths into the visitor locale and slash rule', () => {
    expect(resolveLink({ linktype: 'url', url: '/products' }, frenchSwissCard)?.href).toBe('/fr/products/');
    expect(resolveLink({ linktype: 'url', url: '/' }, frenchSwissCard)?.href).toBe('/fr/');
    expect(resolveLink({ linktype: 'url', url: '/it/prodotti/' }, frenchSwissCard)?.href).toBe('/it/prodotti/');
  });

  it('maps story links to the visitor path and leaves other applications alone', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'card/fr-fr/faire-part-mariage' }, frenchSwissCard)?.href).toBe('/fr/faire-part-mariage/');
    expect(resolveLink({ linktype: 'url', url: '/kundenkonto' }, frenchSwissCard)?.href).toBe('/kundenkonto');
  });
});
