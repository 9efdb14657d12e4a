import { describe, expect, it } from 'vitest';
import { buildThemesApiQuery } from './build-themes-api-query.ts';
import { parseListingQuery, type ListingQuery } from './parse-listing-query.ts';

const DEFAULTS: ListingQuery = { filters: {}, sort: 'popularity', page: 1, perPage: 12 };

describe('buildThemesApiQuery', () => {
  it.each<[ListingQuery, string]>([
    [DEFAULTS, 'sort=popularity&page=1&perPage=12'],
    [{ ...DEFAULTS, filters: { category: ['wedding'] } }, 'category=wedding&sort=popularity&page=1&perPage=12'],
    [{ ...DEFAULTS, filters: { color: ['red', 'blue'] } }, 'color[]=red&color[]=blue&sort=popularity&page=1&perPage=12'],
    [
      { filters: { aspectRatio: ['3:4'], product: ['calendar'] }, sort: 'created', page: 4, perPage: 48 },
      'aspectRatio=3%3A4&product=calendar&sort=created&page=4&perPage=48',
    ],
  ])('%j -> %s', (query, expected) => {
    expect(buildThemesApiQuery(query)).toBe(expected);
  });

  it('never passes page parameters the listing does not know to the API', () => {
    const search = buildThemesApiQuery(parseListingQuery('utm_source=x&gclid=1&refinementType=gold&color=red&_storyblok=1'));
    expect(new URLSearchParams(search).getAll('color[]').length + new URLSearchParams(search).getAll('color').length).toBe(1);
    expect(search).not.toMatch(/utm_source|gclid|refinementType|_storyblok/);
  });

  it('carries a path preset', () => {
    expect(buildThemesApiQuery(parseListingQuery('product=card', { product: ['calendar'] }))).toContain('product=calendar');
  });
});
