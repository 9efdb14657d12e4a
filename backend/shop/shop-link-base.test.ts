import { describe, expect, it } from 'vitest';
import { buildEmbeddedHostTable, parseHostTable } from '../../domain/routing/host-table.ts';
import { isShopLinkBase } from './shop-link-base.ts';

const embedded = buildEmbeddedHostTable();
const production = parseHostTable(JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }, { host: 'www.carta.example', channel: 'card', country: 'com' }]), undefined);

describe('isShopLinkBase', () => {
  it('accepts the channel’s own hosts, with a language prefix', () => {
    expect(isShopLinkBase(embedded, 'poster', 'http://ch.poster.localhost:3000/fr')).toBe(true);
    expect(isShopLinkBase(embedded, 'card', 'http://com.card.localhost:3000')).toBe(true);
    expect(isShopLinkBase(production, 'poster', 'https://www.posterly.example/en')).toBe(true);
  });

  it('refuses any other host (the reset link of issue 19 went to attacker.example)', () => {
    expect(isShopLinkBase(embedded, 'poster', 'http://attacker.example')).toBe(false);
    expect(isShopLinkBase(embedded, 'poster', 'http://attacker.example:3000/fr')).toBe(false);
    expect(isShopLinkBase(production, 'poster', 'https://www.posterly.example.attacker.example')).toBe(false);
  });

  it('refuses another channel’s host, another protocol, and a port on https', () => {
    expect(isShopLinkBase(embedded, 'poster', 'http://com.card.localhost:3000')).toBe(false);
    expect(isShopLinkBase(production, 'card', 'https://www.posterly.example')).toBe(false);
    expect(isShopLinkBase(production, 'poster', 'http://www.posterly.example')).toBe(false);
    expect(isShopLinkBase(embedded, 'poster', 'https://de.poster.localhost')).toBe(false);
    expect(isShopLinkBase(production, 'poster', 'https://www.posterly.example:8443')).toBe(false);
  });

  it('refuses what is no link base at all', () => {
    for (const value of ['', 'javascript:alert(1)', 'http://de.poster.localhost/fr/x', 'http://user@de.poster.localhost', 'de.poster.localhost']) {
      expect(isShopLinkBase(embedded, 'poster', value), value).toBe(false);
    }
  });
});
