// Story files are generated: a hand edit would be lost on the next `npm run content:generate`, so
// the committed files must be exactly what the copy tables produce.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAppStoreLinks } from '../../../domain/banners/app-store-links.ts';
import { isPriceFromKey } from '../../../domain/catalog/price-from-keys.ts';
import { getHomeCountryHotline } from '../../shop/data/hotlines.ts';
import { buildAllStories } from './build-all-stories.ts';
import { channelContentDir } from './content-paths.ts';
import { findBritishSpellings } from '../../../tests/support/british-spellings.ts';
import { parseCardSku } from '../../../domain/catalog/sku.ts';
import { serializeStory } from './story-types.ts';
import { listStoryKeys } from './write-stories.ts';

describe.each([...buildAllStories()])('%s story files', (channel, stories) => {
  it('are exactly the files the generator writes, no more and no fewer', async () => {
    expect(await listStoryKeys(channelContentDir(channel))).toEqual([...stories.keys()].sort());
  });

  it('hold exactly what the generator writes (run npm run content:generate after editing copy)', () => {
    const differing = [...stories]
      .filter(([key, story]) => readFileSync(join(channelContentDir(channel), `${key}.json`), 'utf8') !== serializeStory(story))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

/** An amount with a currency sign or code on either side: 19,95 €, € 19,95, £17.95, $1, CHF 24.90, 40 EUR. */
const MONEY = /(?:[€£$]|\b(?:CHF|EUR|GBP|USD)\b)\s?\d|\d(?:[\d.,'’\u00a0\u202f]*\d)?\s?(?:[€£]|\b(?:CHF|EUR|GBP|USD)\b)/;

function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

function blocksOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(blocksOf);
  if (value === null || typeof value !== 'object') return [];
  const own = typeof (value as { component?: unknown }).component === 'string' ? [value as Record<string, unknown>] : [];
  return [...own, ...Object.values(value).flatMap(blocksOf)];
}

// Issue 20 items 7 and 8: a language folder serves hosts with different currencies (fr-fr also
// serves Switzerland), so copy states no amount; it names a product (`{price:canvas}`) and the shop
// fills in that host's lowest calculator price. The shipping page lists every country of the
// language in its own currency on purpose.
describe.each([...buildAllStories()])('%s copy', (channel, stories) => {
  const texts = [...stories].flatMap(([key, story]) => stringsOf(story).map((entry) => ({ key, ...entry })));

  it('states no amount of money outside the shipping page', () => {
    const shipping = /\/(versandkosten|shipping-costs|frais-de-livraison|costi-di-spedizione|gastos-de-envio|verzendkosten)$/;
    const amounts = texts.filter(({ key, text }) => !shipping.test(key) && MONEY.test(text)).map(({ key, path, text }) => `${key}${path}: ${text}`);
    expect(amounts).toEqual([]);
  });

  it('writes American English for the US shop', () => {
    // Alt texts and titles included: a US shopper reads those too. Layout fields hold no words.
    const british = texts
      .filter(({ key, path }) => key.startsWith('en-us/') && !/\.(filename|sku|initialSku|url|cached_url|component|_uid)$/.test(path))
      .flatMap(({ key, path, text }) => findBritishSpellings(text).map((found) => `${key}${path}: ${found}`));
    expect(british).toEqual([]);
  });

  // The shop names a wall-art article from its SKU (material and format); a card SKU it cannot:
  // without a title, a feed page's tile was headed `klappkarte-148x105-matt`.
  it('gives every card article of a shop block a title', () => {
    const untitled = [...stories].flatMap(([key, story]) =>
      blocksOf(story)
        .filter((block) => block.component === 'shop')
        .flatMap((block) => (block.items as { sku: string; title?: string }[]).filter((item) => parseCardSku(item.sku).ok && !item.title?.trim()))
        .map((item) => `${key}: ${item.sku}`),
    );
    expect(untitled).toEqual([]);
  });

  it('names only products the shop has a "from" price for', () => {
    const keys = texts.flatMap(({ text }) => [...text.matchAll(/\{price:([^}]*)\}/g)].map((match) => match[1]));
    expect(keys.filter((key) => !isPriceFromKey(key))).toEqual([]);
  });

  // Issue 20 item 13: the footer linked another app than the app banner.
  it('links the same app store pages as the app banner', () => {
    const banner = getAppStoreLinks(channel, 'de-DE');
    const appleId = banner.appStore.split('/').pop()!;
    const googleId = new URL(banner.googlePlay).searchParams.get('id');
    const storeLinks = texts.filter(({ text }) => /apps\.apple\.com|play\.google\.com/.test(text)).map(({ text }) => text);
    if (channel === 'poster') expect(storeLinks.length).toBeGreaterThan(0);
    for (const link of storeLinks) {
      if (link.includes('apps.apple.com')) expect(link.split('/').pop()).toBe(appleId);
      else expect(new URL(link).searchParams.get('id')).toBe(googleId);
    }
  });

  // Issue 22 item 11: the apps are the poster channel's and are not sold in en-US.
  it('has an apps box only where the apps are sold', () => {
    const appsBoxFolders = texts.filter(({ path, text }) => /\.type$/.test(path) && text === 'apps').map(({ key }) => key.split('/')[0]);
    const expected = channel === 'poster' ? [...stories.keys()].filter((key) => key.endsWith('global/footer') && !key.startsWith('en-us/')).map((key) => key.split('/')[0]) : [];
    expect(appsBoxFolders.sort()).toEqual(expected.sort());
  });

  // Issue 20 item 13: the home page said "über 40.000 Bewertungen, 4,8", the footer "TrustScore 4,7 ·
  // 42 Bewertungen". Figures come from the reviews store through {reviews:count} and {reviews:rating}.
  it('types no review figure: counts and ratings are placeholders filled from the reviews store', () => {
    const figure = /\d+(?:[.,’' ]\d+)*\s*(?:\/5\b(?! inch)|sterne|stars?\b|étoiles|stelle|estrellas|sterren|bewertungen|reviews|avis|recensioni|opiniones)/i;
    const typed = texts.filter(({ text }) => figure.test(text.replace(/\{[^}]*\}/g, ''))).map(({ key, path, text }) => `${key}${path}: ${text}`);
    expect(typed).toEqual([]);
  });

  // Issue 20 item 13: the header said +49 221 98765 430, footer and imprint +49 221 2987 4410; then
  // the Austrian and Swiss hosts showed the German number below their own in the header. Content
  // names no number: {hotline} is filled with the host's, the one its header gets.
  it('names the hotline only as the {hotline} placeholder, the host\'s own number', () => {
    const wrong = texts.flatMap(({ key, path, text }) => {
      const locale = key.split('/')[0]!;
      const digits = getHomeCountryHotline(channel, locale).replace(/[^\d]/g, '');
      const typed = text.replace(/[^\d]/g, '').includes(digits) || /^tel:(?!\{hotline:tel\}$)/.test(text);
      const notPlaceholder = path.endsWith('.serviceHotline') && text !== '{hotline}';
      return typed || notPlaceholder ? [`${key}${path}: ${text}`] : [];
    });
    expect(wrong).toEqual([]);
    expect(texts.filter(({ path, text }) => path.endsWith('.serviceHotline') && text === '{hotline}').length).toBeGreaterThan(0);
    expect(texts.filter(({ text }) => text === 'tel:{hotline:tel}').length).toBeGreaterThan(0);
  });
});
