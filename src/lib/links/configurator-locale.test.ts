import { describe, expect, it } from 'vitest';
import { addLocaleToConfiguratorHref, addLocaleToHref } from './configurator-locale.ts';

describe('addLocaleToConfiguratorHref', () => {
  it.each([
    ['/configurator-card/', '/configurator-card/?locale=de-CH'],
    ['/configurator-card/?designId=4', '/configurator-card/?designId=4&locale=de-CH'],
    ['/configurator-collage/?optionTypes[]=a#top', '/configurator-collage/?optionTypes[]=a&locale=de-CH#top'],
    ['/configurator-card/?', '/configurator-card/?locale=de-CH'],
    ['/configurator-card/?locale=&a=1', '/configurator-card/?a=1&locale=de-CH'],
    ['/configurator-card/?locale=fr-FR', '/configurator-card/?locale=fr-FR'],
    ['/configurator-card/?a=1&locale=fr-FR', '/configurator-card/?a=1&locale=fr-FR'],
    ['https://designer.example/configurator-photobook/?x=1', 'https://designer.example/configurator-photobook/?x=1&locale=de-CH'],
    ['/leinwand/?a=1', '/leinwand/?a=1'],
    ['/foo/configurator-card/', '/foo/configurator-card/'],
    ['https://[bad', 'https://[bad'],
  ])('%s -> %s', (href, expected) => {
    expect(addLocaleToConfiguratorHref(href, 'de-CH')).toBe(expected);
  });
});

describe('addLocaleToHref', () => {
  it.each([
    ['https://cart.example/cart/', 'https://cart.example/cart/?locale=fr-CH'],
    ['https://magazine.example/magazin?page=2#top', 'https://magazine.example/magazin?page=2&locale=fr-CH#top'],
    ['https://magazine.example/magazin?locale=de-CH', 'https://magazine.example/magazin?locale=de-CH'],
    ['/leinwand/', '/leinwand/?locale=fr-CH'],
  ])('%s -> %s', (href, expected) => {
    expect(addLocaleToHref(href, 'fr-CH')).toBe(expected);
  });
});
