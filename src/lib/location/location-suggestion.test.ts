import { describe, expect, it } from 'vitest';
import { buildEmbeddedHostTable, type HostTable } from '../../../domain/routing/host-table.ts';
import { decideLocationCookie, describeSuggestedShop, parseLocationCookie } from './location-suggestion.ts';

const table = buildEmbeddedHostTable();

describe('decideLocationCookie (country → target shop)', () => {
  it('suggests the channel’s shop of the visitor’s country', () => {
    expect(decideLocationCookie({ table, channel: 'card', hostCountry: 'de', countryCode: 'CH' })).toBe('to-ch');
    expect(decideLocationCookie({ table, channel: 'poster', hostCountry: 'de', countryCode: 'US' })).toBe('to-com');
  });

  it('suggests nothing at home, for unknown countries and where the channel has no host', () => {
    expect(decideLocationCookie({ table, channel: 'card', hostCountry: 'ch', countryCode: 'CH' })).toBe('home');
    expect(decideLocationCookie({ table, channel: 'card', hostCountry: 'de', countryCode: 'JP' })).toBe('home');
    expect(decideLocationCookie({ table, channel: 'card', hostCountry: 'de', countryCode: null })).toBe('home');
    const posterOnly: HostTable = { protocol: 'https', entries: [{ host: 'www.posterly.example', channel: 'poster', country: 'de' }, { host: 'www.posterly.ch', channel: 'poster', country: 'ch' }] };
    expect(decideLocationCookie({ table: posterOnly, channel: 'card', hostCountry: 'de', countryCode: 'CH' })).toBe('home');
    expect(decideLocationCookie({ table: posterOnly, channel: 'poster', hostCountry: 'de', countryCode: 'CH' })).toBe('to-ch');
  });
});

describe('parseLocationCookie', () => {
  it('reads the three kinds and refuses anything else', () => {
    expect(parseLocationCookie('home')).toEqual({ kind: 'home' });
    expect(parseLocationCookie('no')).toEqual({ kind: 'declined' });
    expect(parseLocationCookie('to-ch')).toEqual({ kind: 'suggest', country: 'ch' });
    expect(parseLocationCookie('to-com')).toEqual({ kind: 'suggest', country: 'com' });
    for (const value of ['to-xx', 'to-', 'CH', '', undefined]) expect(parseLocationCookie(value)).toBeNull();
  });
});

describe('describeSuggestedShop', () => {
  const base = { table, channel: 'card' as const, requestHost: 'de.card.localhost:3000' };

  it('opens the same page there, in the page’s language where the target sells it', () => {
    const alternates = [
      { hreflang: 'de-CH', href: 'http://ch.card.localhost:3000/products/' },
      { hreflang: 'fr-CH', href: 'http://ch.card.localhost:3000/fr/products/' },
    ];
    expect(describeSuggestedShop({ ...base, locale: 'de-DE', target: 'ch', alternates })).toEqual({ country: 'ch', locale: 'de-CH', href: 'http://ch.card.localhost:3000/products/' });
    expect(describeSuggestedShop({ ...base, locale: 'fr-FR', target: 'ch', alternates })?.href).toBe('http://ch.card.localhost:3000/fr/products/');
  });

  it('falls back to the target’s default language and its home where the page has no alternate', () => {
    expect(describeSuggestedShop({ ...base, locale: 'en-GB', target: 'ch', alternates: [] })).toEqual({ country: 'ch', locale: 'de-CH', href: 'http://ch.card.localhost:3000/' });
  });

  it('suggests nothing for the page’s own country', () => {
    expect(describeSuggestedShop({ ...base, locale: 'de-CH', target: 'ch', alternates: [] })).toBeNull();
  });
});
