import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestBackend } from '../../tests/support/test-backend.ts';
import { themeDetailSchema, themesSchema } from '../../domain/shop-api-contract/index.ts';

const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');

const backend = useTestBackend();

type Themes = z.infer<typeof themesSchema>;

async function get(query: string, channel = 'poster', locale = 'de-DE') {
  const response = await fetch(`${backend.url}/web-api/themes${query}`, { headers: { 'X-Channel': channel, 'X-Locale': locale } });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function getThemes(query: string, channel = 'poster', locale = 'de-DE'): Promise<Themes> {
  const { status, body } = await get(query, channel, locale);
  expect(status, JSON.stringify(body)).toBe(200);
  return themesSchema.parse(body);
}

async function getAllThemes(channel: string, query = ''): Promise<Themes['items']> {
  const first = await getThemes(`?perPage=48${query}`, channel);
  const second = await getThemes(`?perPage=48&page=2${query}`, channel);
  return [...first.items, ...second.items];
}

describe('theme list', () => {
  it('answers the contract shape with 60 to 90 designs per channel', async () => {
    for (const channel of ['card', 'poster']) {
      const themes = await getThemes('', channel);
      expect(themes.total).toBeGreaterThanOrEqual(60);
      expect(themes.total).toBeLessThanOrEqual(90);
      expect(themes).toMatchObject({ page: 1, perPage: 12 });
      expect(themes.items).toHaveLength(12);
    }
  });

  it('pages with 12 or 48 designs and refuses other page sizes', async () => {
    const all = await getAllThemes('poster');
    const { total } = await getThemes('');
    expect(all).toHaveLength(total);
    expect(new Set(all.map((item) => item.id)).size).toBe(total);
    const third = await getThemes('?page=3');
    expect(third.items.map((item) => item.id)).toEqual(all.slice(24, 36).map((item) => item.id));
    expect((await getThemes('?page=99')).items).toEqual([]);
    for (const bad of ['?perPage=13', '?perPage=0', '?perPage=all', '?page=0', '?sort=price']) {
      const { status, body } = await get(bad);
      expect(status, bad).toBe(400);
      expect(body).toMatchObject({ error: 'invalid-request' });
    }
  });

  it('sorts by popularity by default and by creation date on request', async () => {
    const popular = await getAllThemes('card');
    expect(popular.map((item) => item.popularity)).toEqual(popular.map((item) => item.popularity).sort((a, b) => b - a));
    const newest = await getAllThemes('card', '&sort=created');
    const dates = newest.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest[0]!.id).not.toBe(popular[0]!.id);
  });

  it('filters by every filter type, bracket keys included, and ANDs different filters', async () => {
    const all = await getAllThemes('card');
    const wedding = await getThemes('?category=hochzeit&perPage=48', 'card');
    expect(wedding.total).toBe(all.filter((item) => item.category === 'hochzeit').length);
    expect(wedding.items.every((item) => item.category === 'hochzeit')).toBe(true);
    const goldOrRed = await getThemes('?color[]=gold&color[]=red&perPage=48', 'card');
    expect(goldOrRed.total).toBe(all.filter((item) => item.colors.includes('gold') || item.colors.includes('red')).length);
    const weddingCards = await getThemes('?category=hochzeit&product=card&perPage=48', 'card');
    expect(weddingCards.total).toBeLessThan(wedding.total);
    expect(weddingCards.items.every((item) => item.product === 'card')).toBe(true);
    for (const [filter, value] of [['punching', 'herz'], ['label', 'new'], ['style', 'minimal'], ['aspectRatio', '1:1']] as const) {
      const filtered = await getThemes(`?${filter}=${encodeURIComponent(value)}&perPage=48`, 'card');
      expect(filtered.total, filter).toBe(all.filter((item) => item[filter] === value).length);
      expect(filtered.total, filter).toBeGreaterThan(0);
    }
    expect((await getThemes('?style=baroque', 'card')).total).toBe(0);
  });

  it('computes facets from the filtered designs', async () => {
    const unfiltered = await getThemes('');
    const calendars = await getThemes('?product=calendar&perPage=48');
    expect(calendars.facets.product).toEqual([{ value: 'calendar', count: calendars.total }]);
    const categoryTotal = calendars.facets.category.reduce((sum, entry) => sum + entry.count, 0);
    expect(categoryTotal).toBe(calendars.total);
    expect(unfiltered.facets.product.length).toBeGreaterThan(1);
    const counted = new Map<string, number>();
    for (const item of calendars.items) for (const color of item.colors) counted.set(color, (counted.get(color) ?? 0) + 1);
    expect(new Map(calendars.facets.color.map((entry) => [entry.value, entry.count]))).toEqual(counted);
  });

  it('localises names, prices in the locale currency and points images at existing assets', async () => {
    const names = new Map<string, string>();
    for (const locale of ['de-DE', 'en-GB', 'en-US', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL']) {
      const themes = await getThemes('?category=hochzeit&product=card', 'card', locale);
      names.set(locale, themes.items.map((item) => item.name).join('|'));
    }
    expect(new Set(names.values()).size).toBeGreaterThanOrEqual(6);
    const swiss = await getThemes('', 'poster', 'fr-CH');
    expect(swiss.items.every((item) => item.currency === 'chf')).toBe(true);
    for (const item of await getAllThemes('poster')) {
      const image = new URL(item.image);
      expect(image.port).toBe(new URL(backend.url).port);
      expect(image.pathname.startsWith('/a/')).toBe(true);
      expect(fs.existsSync(path.join(ASSETS_DIR, path.basename(item.image))), item.image).toBe(true);
    }
  });

  it('uses American spelling in en-US', async () => {
    const british = await getThemes('?style=colorful&perPage=48', 'poster', 'en-GB');
    const american = await getThemes('?style=colorful&perPage=48', 'poster', 'en-US');
    expect(british.items[0]!.name).toContain('colourful');
    expect(american.items[0]!.name).toContain('colorful');
  });
});

describe('single theme', () => {
  it('answers a design with description and formats', async () => {
    const [first] = (await getThemes('')).items;
    const response = await fetch(`${backend.url}/web-api/themes/${first!.id}`, { headers: { 'X-Channel': 'poster', 'X-Locale': 'it-IT' } });
    const detail = themeDetailSchema.parse(await response.json());
    expect(detail.id).toBe(first!.id);
    expect(detail.description).toContain(detail.name);
  });

  it('prices every size of a design at the calculator\'s price for that product and size, and its "from" price is the cheapest of them', async () => {
    for (const channel of ['poster', 'card']) {
      for (const item of await getAllThemes(channel)) {
        const response = await fetch(`${backend.url}/web-api/themes/${item.id}`, { headers: { 'X-Channel': channel, 'X-Locale': 'de-DE' } });
        const detail = themeDetailSchema.parse(await response.json());
        const prices = detail.formats.map((format) => (typeof format === 'string' ? undefined : format.priceCurrent));
        expect(prices.every((price) => typeof price === 'number' && price > 0), `${item.id} ${item.name}`).toBe(true);
        // "From" is the design's cheapest size, not its material's (an A4 photo book is not sold as A6).
        expect([item.priceFrom, detail.priceFrom], `${item.id} ${item.name}`).toEqual(Array(2).fill(Math.min(...(prices as number[]))));
      }
    }
    const poster = (await getAllThemes('poster', '&product=photoframe'))[0]!;
    const detail = themeDetailSchema.parse(await (await fetch(`${backend.url}/web-api/themes/${poster.id}`, { headers: { 'X-Channel': 'poster', 'X-Locale': 'de-DE' } })).json());
    const [own] = detail.formats;
    const value = typeof own === 'string' ? own : own!.value;
    const [width, height] = value.split('x');
    const article = (await (await fetch(`${backend.url}/web-api/product-selection-photo-frame/price-article?material=poster&width=${width}&height=${height}`, { headers: { 'X-Channel': 'poster', 'X-Locale': 'de-DE' } })).json()) as { priceCurrent: number };
    expect(typeof own === 'string' ? undefined : own!.priceCurrent).toBe(article.priceCurrent);
  });

  it('answers 404 for unknown ids and for designs of the other channel', async () => {
    const [card] = (await getThemes('', 'card')).items;
    for (const id of ['999999', 'abc', String(card!.id)]) {
      const response = await fetch(`${backend.url}/web-api/themes/${id}`, { headers: { 'X-Channel': 'poster', 'X-Locale': 'de-DE' } });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'theme-not-found' });
    }
  });
});
