import { describe, expect, it } from 'vitest';
import { buildLinkBase } from './build-link-base.ts';
import { buildEmbeddedHostTable, parseHostTable } from '../../../domain/routing/host-table.ts';

const production = parseHostTable(JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }, { host: 'ch.posterly.example', channel: 'poster', country: 'ch' }]), undefined);

describe('buildLinkBase', () => {
  it('names the configured host the request was placed on, with its language prefix', () => {
    expect(buildLinkBase(production, 'ch.posterly.example', '/fr')).toBe('https://ch.posterly.example/fr');
    expect(buildLinkBase(production, 'WWW.Posterly.Example', '')).toBe('https://www.posterly.example');
  });

  it('drops any port on https: the configured host has none', () => {
    expect(buildLinkBase(production, 'www.posterly.example:8443', '')).toBe('https://www.posterly.example');
  });

  it('keeps the port of a plain-http shop (local and test shops)', () => {
    expect(buildLinkBase(buildEmbeddedHostTable(), 'de.poster.localhost:3000', '/en')).toBe('http://de.poster.localhost:3000/en');
  });

  it('has no base for a host the table does not know', () => {
    expect(buildLinkBase(production, 'attacker.example', '')).toBeUndefined();
    expect(buildLinkBase(buildEmbeddedHostTable(), 'attacker.example:3000', '')).toBeUndefined();
  });
});
