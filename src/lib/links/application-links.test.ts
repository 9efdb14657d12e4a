import { describe, expect, it } from 'vitest';
import { buildApplicationEntryLink, getApplicationLinks } from './application-links.ts';

describe('buildApplicationEntryLink', () => {
  it('adds the visitor locale and where to come back to', () => {
    const href = buildApplicationEntryLink('https://checkout.example/warenkorb', 'fr-CH', 'https://shop.ch/fr')!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://checkout.example/warenkorb');
    expect(url.searchParams.get('locale')).toBe('fr-CH');
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.ch/fr');
  });

  it('replaces a configured locale or return address instead of sending two', () => {
    const url = new URL(buildApplicationEntryLink('https://x.example/cart?locale=de-DE&returnUrl=a&keep=1', 'it-CH', 'https://shop.ch/it')!);
    expect(url.searchParams.getAll('locale')).toEqual(['it-CH']);
    expect(url.searchParams.getAll('returnUrl')).toEqual(['https://shop.ch/it']);
    expect(url.searchParams.get('keep')).toBe('1');
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://files.example/cart'])('refuses %s', (entry) => {
    expect(buildApplicationEntryLink(entry, 'de-DE', 'https://shop.de/')).toBeNull();
  });
});

describe('getApplicationLinks', () => {
  it('maps designer and magazine paths to their configured addresses', () => {
    expect(getApplicationLinks({ designerUrl: 'https://d.example', magazineUrl: 'https://m.example/magazin/', cartUrl: 'https://c.example/' })).toEqual([
      { pathPrefix: '/configurator-', origin: 'https://d.example' },
      { pathPrefix: '/magazin', origin: 'https://m.example/magazin/' },
    ]);
  });
});
