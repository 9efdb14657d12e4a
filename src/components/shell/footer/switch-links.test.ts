import { describe, expect, it } from 'vitest';
import { buildEmbeddedHostTable, type HostTable } from '../../../../domain/routing/host-table.ts';
import { buildCountryLinks, buildLanguageLinks } from './switch-links.ts';

const table = buildEmbeddedHostTable();
const requestHost = 'ch.poster.localhost:4200';

describe('international: the other countries of the channel', () => {
  it('lists every other country once, to its host in its default language, named in the visitor language', () => {
    const links = buildCountryLinks({ table, channel: 'poster', locale: 'fr-CH', requestHost });
    expect(links).toHaveLength(11);
    expect(links.map((link) => link.hreflang)).not.toContain('de-CH');
    expect(links).toContainEqual({ label: 'Allemagne', href: 'http://de.poster.localhost:4200/', hreflang: 'de-DE' });
    expect(links).toContainEqual({ label: 'États-Unis', href: 'http://com.poster.localhost:4200/', hreflang: 'en-US' });
    expect(links.map((link) => link.label)).toEqual([...links.map((link) => link.label)].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('stays in the channel and leaves out countries the host table does not sell', () => {
    const cardOnly: HostTable = {
      protocol: 'https',
      entries: [
        { host: 'www.carta.de', channel: 'card', country: 'de' },
        { host: 'www.carta.at', channel: 'card', country: 'at' },
        { host: 'www.posterly.fr', channel: 'poster', country: 'fr' },
      ],
    };
    expect(buildCountryLinks({ table: cardOnly, channel: 'card', locale: 'de-DE', requestHost: 'www.carta.de' })).toEqual([
      { label: 'Österreich', href: 'https://www.carta.at/', hreflang: 'de-AT' },
    ]);
  });
});

describe('languages: the other languages of the country', () => {
  it('links the same page in each other language through its alternates', () => {
    const alternates = [
      { hreflang: 'de-CH', href: 'http://ch.poster.localhost:4200/leinwanddruck' },
      { hreflang: 'fr-CH', href: 'http://ch.poster.localhost:4200/fr/impression-sur-toile' },
      { hreflang: 'it-CH', href: 'http://ch.poster.localhost:4200/it/stampa-su-tela' },
    ];
    expect(buildLanguageLinks({ table, channel: 'poster', locale: 'fr-CH', requestHost, alternates })).toEqual([
      { label: 'Deutsch', href: 'http://ch.poster.localhost:4200/leinwanddruck', hreflang: 'de-CH' },
      { label: 'Italiano', href: 'http://ch.poster.localhost:4200/it/stampa-su-tela', hreflang: 'it-CH' },
    ]);
  });

  it('falls back to the language start page without an alternate, and is empty for one-language countries', () => {
    expect(buildLanguageLinks({ table, channel: 'poster', locale: 'de-CH', requestHost, alternates: [] })).toEqual([
      { label: 'Français', href: 'http://ch.poster.localhost:4200/fr', hreflang: 'fr-CH' },
      { label: 'Italiano', href: 'http://ch.poster.localhost:4200/it', hreflang: 'it-CH' },
    ]);
    expect(buildLanguageLinks({ table, channel: 'poster', locale: 'de-DE', requestHost: 'de.poster.localhost', alternates: [] })).toEqual([]);
  });
});
