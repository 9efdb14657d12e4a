import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildListingHref,
  buildListingSearch,
  buildPageWindow,
  getPageCount,
  getPageRedirect,
  withFilterValue,
  withPage,
  withPageSize,
  withSort,
  type PageLinkSlot,
} from './build-listing-href.ts';
import { parseListingQuery, type ListingQuery } from './parse-listing-query.ts';

const DEFAULTS: ListingQuery = { filters: {}, sort: 'popularity', page: 1, perPage: 12 };
const FILTERED: ListingQuery = { filters: { category: ['wedding'], color: ['red', 'blue'] }, sort: 'created', page: 3, perPage: 48 };

describe('buildListingSearch', () => {
  it.each<[ListingQuery, string]>([
    [DEFAULTS, ''],
    [{ ...DEFAULTS, page: 2 }, 'page=2'],
    [{ ...DEFAULTS, sort: 'created' }, 'sort=created'],
    [{ ...DEFAULTS, perPage: 48 }, 'perPage=48'],
    [FILTERED, 'category=wedding&color=red&color=blue&sort=created&perPage=48&page=3'],
    [{ ...DEFAULTS, filters: { aspectRatio: ['3:4'], style: ['a b'] } }, 'aspectRatio=3%3A4&style=a+b'],
  ])('%j -> %s', (query, expected) => {
    expect(buildListingSearch(query)).toBe(expected);
  });

  it('leaves out the filters the path fixes', () => {
    const query = { ...DEFAULTS, filters: { product: ['calendar'], color: ['red'] } };
    expect(buildListingSearch(query, { product: ['calendar'] })).toBe('color=red');
  });

  it('reads back to the same state (what a link says, the page parses)', () => {
    const value = fc.stringMatching(/^[a-z0-9:]{1,10}$/);
    const state = fc.record({
      filters: fc.record(
        { category: fc.uniqueArray(value, { minLength: 1, maxLength: 3 }), color: fc.uniqueArray(value, { minLength: 1, maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      sort: fc.constantFrom('popularity' as const, 'created' as const),
      page: fc.integer({ min: 1, max: 500 }),
      perPage: fc.constantFrom(12 as const, 48 as const),
    });
    fc.assert(
      fc.property(state, (query) => {
        expect(parseListingQuery(buildListingSearch(query))).toEqual(query);
      }),
    );
  });
});

describe('buildListingHref', () => {
  it('answers the bare path for the default listing and keeps the locale prefix given', () => {
    expect(buildListingHref('/fr/products', DEFAULTS)).toBe('/fr/products');
    expect(buildListingHref('/products/', withPage(DEFAULTS, 2))).toBe('/products/?page=2');
  });
});

describe('changing the state', () => {
  it('a page link keeps filters, sort and page size', () => {
    expect(buildListingSearch(withPage(FILTERED, 4))).toBe('category=wedding&color=red&color=blue&sort=created&perPage=48&page=4');
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [1e9, 10_000],
  ])('withPage(%d) -> page %d', (page, expected) => {
    expect(withPage(DEFAULTS, page).page).toBe(expected);
  });

  it('sort and page size changes keep the filters and go back to page 1', () => {
    expect(withSort(FILTERED, 'popularity')).toEqual({ ...FILTERED, sort: 'popularity', page: 1 });
    expect(withPageSize(FILTERED, 12)).toEqual({ ...FILTERED, perPage: 12, page: 1 });
  });

  it('adds and removes filter values, going back to page 1', () => {
    expect(withFilterValue(FILTERED, 'color', 'green', true).filters.color).toEqual(['red', 'blue', 'green']);
    expect(withFilterValue(FILTERED, 'color', 'red', true).filters.color).toEqual(['red', 'blue']);
    expect(withFilterValue(FILTERED, 'color', 'red', false)).toEqual({ ...FILTERED, filters: { category: ['wedding'], color: ['blue'] }, page: 1 });
    expect(withFilterValue(FILTERED, 'category', 'wedding', false).filters).toEqual({ color: ['red', 'blue'] });
    expect(FILTERED.filters.color).toEqual(['red', 'blue']);
  });
});

describe('pages', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [60, 48, 2],
    [Number.NaN, 12, 0],
  ])('getPageCount(%d, %d) -> %d', (total, perPage, expected) => {
    expect(getPageCount(total, perPage)).toBe(expected);
  });

  it.each([
    [99, 5, 5, 'past the end: the last page'],
    [6, 5, 5, 'one past the end: the last page'],
    [5, 5, null, 'the last page itself stays'],
    [1, 5, null, 'the first page stays'],
    [3, 0, null, 'nothing matches: no page to go to, the listing says so'],
  ] as [number, number, number | null, string][])('getPageRedirect(page %d of %d) -> %s (%s)', (page, pageCount, expected) => {
    expect(getPageRedirect({ page }, pageCount)).toBe(expected);
  });

  const show = (slots: PageLinkSlot[]) => slots.map((slot) => (slot.kind === 'gap' ? '…' : String(slot.page))).join(' ');

  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [10, 10, '1 … 9 10'],
    [4, 5, '1 2 3 4 5'],
  ])('buildPageWindow(%d, %d) -> %s', (current, count, expected) => {
    expect(show(buildPageWindow(current, count))).toBe(expected);
  });
});
