import { describe, expect, it } from 'vitest';
import { resolveLink } from '../links/resolve-link.ts';
import { buildShopPath } from '../routing/build-shop-path.ts';
import { getServerConfig } from '../config/server-config.ts';
import { buildLinkContext } from './build-link-context.ts';

const frenchSwissCard = buildLinkContext(
  {
    locale: 'fr-CH',
    ownHosts: ['ch.card.localhost'],
    buildPath: (page) => buildShopPath({ channel: 'card', languagePrefix: '/fr', platform: 'web' }, page),
  },
  [
    { pathPrefix: '/configurator-', origin: 'https://designer.example' },
    { pathPrefix: '/magazin', origin: 'https://magazine.example' },
  ],
);

describe('links in content shared along locale fallbacks', () => {
  it('puts editor-written shop paths into the visitor locale and slash rule', () => {
    expect(resolveLink({ linktype: 'url', url: '/products' }, frenchSwissCard)?.href).toBe('/fr/products/');
    expect(resolveLink({ linktype: 'url', url: '/' }, frenchSwissCard)?.href).toBe('/fr/');
    expect(resolveLink({ linktype: 'url', url: '/it/prodotti/' }, frenchSwissCard)?.href).toBe('/it/prodotti/');
  });

  it('maps story links to the visitor path', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'card/fr-fr/faire-part-mariage' }, frenchSwissCard)?.href).toBe('/fr/faire-part-mariage/');
  });

  it('treats the customer account as a shop page in the visitor language', () => {
    expect(resolveLink({ linktype: 'url', url: '/kundenkonto' }, frenchSwissCard)?.href).toBe('/fr/kundenkonto/');
  });

  it('sends designer and magazine paths to their applications with the visitor locale', () => {
    expect(resolveLink({ linktype: 'url', url: '/configurator-photobook/' }, frenchSwissCard)?.href).toBe(
      'https://designer.example/configurator-photobook/?locale=fr-CH',
    );
    expect(resolveLink({ linktype: 'url', url: '/magazin' }, frenchSwissCard)?.href).toBe('https://magazine.example/magazin?locale=fr-CH');
  });

  it('reads the application origins from the configuration by default', () => {
    const fromConfig = buildLinkContext({ locale: 'de-DE', ownHosts: [], buildPath: (page) => `/${page.replace(/^\/+/, '')}` });
    const designer = resolveLink({ linktype: 'url', url: '/configurator-card/' }, fromConfig)?.href ?? '';
    expect(new URL(designer).origin).toBe(new URL(getServerConfig().designerUrl).origin);
  });
});
