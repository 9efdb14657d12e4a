import { describe, expect, it } from 'vitest';
import { FILTER_TYPES } from '../../domain/catalog/vocabulary.ts';
import { getThemeRecords, type ThemeRecord } from './build-themes.ts';
import { buildFacets, findThemes } from './find-themes.ts';

const posters = getThemeRecords('poster');
const cards = getThemeRecords('card');

function countBy(records: readonly ThemeRecord[], pick: (record: ThemeRecord) => readonly string[]) {
  const counts = new Map<string, number>();
  for (const record of records) for (const value of pick(record)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('theme records', () => {
  it('has 60 to 90 designs per channel with unique ids', () => {
    for (const records of [posters, cards]) {
      expect(records.length).toBeGreaterThanOrEqual(60);
      expect(records.length).toBeLessThanOrEqual(90);
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    }
    expect(posters.some((poster) => cards.some((card) => card.id === poster.id))).toBe(false);
  });

  it('sells occasion cards in the card channel and wall art in the poster channel; photo books, collages and calendars in both', () => {
    expect(new Set(cards.map((record) => record.product))).toEqual(new Set(['card', 'photobook', 'collage', 'calendar']));
    expect(new Set(posters.map((record) => record.product))).toEqual(new Set(['photoframe', 'collage', 'calendar', 'photobook']));
    expect(cards.filter((record) => record.product === 'card').every((record) => record.designerParams.occasion === record.category)).toBe(true);
  });

  it('offers the design format first among its formats', () => {
    for (const record of [...posters, ...cards]) expect(record.formats[0]).toBe(record.format);
  });
});

describe('findThemes', () => {
  const all = { filters: {}, sort: 'popularity' as const, page: 1, perPage: 12 };

  it('ANDs different filters and ORs values of one filter', () => {
    const blueOrGold = findThemes(posters, { ...all, perPage: 48, filters: { color: ['blue', 'gold'] } });
    const expected = posters.filter((record) => record.colors.includes('blue') || record.colors.includes('gold'));
    expect(blueOrGold.total).toBe(expected.length);
    const blueWallArt = findThemes(posters, { ...all, perPage: 48, filters: { color: ['blue'], product: ['photoframe'] } });
    expect(blueWallArt.total).toBe(posters.filter((record) => record.colors.includes('blue') && record.product === 'photoframe').length);
    expect(blueWallArt.total).toBeLessThan(blueOrGold.total);
  });

  it('matches nothing for unknown values', () => {
    expect(findThemes(posters, { ...all, filters: { style: ['baroque'] } }).total).toBe(0);
  });

  it('sorts by popularity or by creation date, newest first', () => {
    const byPopularity = findThemes(posters, { ...all, perPage: 48 }).records.map((record) => record.popularity);
    expect(byPopularity).toEqual([...byPopularity].sort((a, b) => b - a));
    const byDate = findThemes(posters, { ...all, sort: 'created', perPage: 48 }).records.map((record) => record.createdAt);
    expect(byDate).toEqual([...byDate].sort().reverse());
  });

  it('pages through every design exactly once', () => {
    const seen: number[] = [];
    for (let page = 1; page <= 8; page += 1) seen.push(...findThemes(cards, { ...all, page }).records.map((record) => record.id));
    expect(seen.length).toBe(cards.length);
    expect(new Set(seen).size).toBe(cards.length);
  });

  it('counts facets over the filtered designs', () => {
    const result = findThemes(cards, { ...all, filters: { category: ['hochzeit'] } });
    const filtered = cards.filter((record) => record.category === 'hochzeit');
    expect(result.facets.category).toEqual([{ value: 'hochzeit', count: filtered.length }]);
    expect(new Map(result.facets.color.map((entry) => [entry.value, entry.count]))).toEqual(countBy(filtered, (record) => record.colors));
    expect(Object.keys(result.facets).sort()).toEqual([...FILTER_TYPES].sort());
  });

  it('orders facet values by count', () => {
    const counts = buildFacets(posters).category.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('what the menus name', () => {
  it.each([
    ['poster', { product: ['photobook'], category: ['hochzeit'] }],
    ['poster', { product: ['photobook'], category: ['jahrbuch'] }],
    ['card', { product: ['photobook'], category: ['reisen'] }],
    ['card', { product: ['calendar'], category: ['familie'] }],
    ['card', { product: ['collage'], category: ['liebe'] }],
    ['poster', { product: ['photoframe'], frame: ['gold'] }],
    ['poster', { product: ['photoframe'], frame: ['eiche'] }],
  ] as const)('%s %j lists designs of that kind only', (channel, filters) => {
    const result = findThemes(channel === 'poster' ? posters : cards, { filters, sort: 'popularity', page: 1, perPage: 48 });
    expect(result.total).toBeGreaterThan(0);
    for (const record of result.records) {
      expect(record.product).toBe(filters.product[0]);
      if ('category' in filters) expect(record.category).toBe(filters.category[0]);
      if ('frame' in filters) expect(record.frame).toBe(filters.frame[0]);
    }
  });

  it('sells a framed design in the frame it is listed under', () => {
    for (const record of posters.filter((candidate) => candidate.product === 'photoframe')) {
      expect(String(record.designerParams.frameType)).toMatch(new RegExp(`-${record.frame}$`));
    }
  });
});
