import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, parseListingQuery, parsePage, parsePageSize, parseSort, type ListingQuery } from './parse-listing-query.ts';

const DEFAULTS: ListingQuery = { filters: {}, sort: 'popularity', page: 1, perPage: 12 };

describe('parseListingQuery', () => {
  it.each<[string, ListingQuery]>([
    ['', DEFAULTS],
    ['category=wedding', { ...DEFAULTS, filters: { category: ['wedding'] } }],
    ['color=red&color=blue', { ...DEFAULTS, filters: { color: ['red', 'blue'] } }],
    ['color[]=red&color[]=blue', { ...DEFAULTS, filters: { color: ['red', 'blue'] } }],
    ['color=red&color=red&color=%20red%20', { ...DEFAULTS, filters: { color: ['red'] } }],
    ['category=&color=&style=%20', DEFAULTS],
    ['utm_source=mail&foo=bar&refinementType=gold', DEFAULTS],
    ['sort=created', { ...DEFAULTS, sort: 'created' }],
    ['sort=price', DEFAULTS],
    ['sort=created&sort=popularity', { ...DEFAULTS, sort: 'created' }],
    ['perPage=48', { ...DEFAULTS, perPage: 48 }],
    ['perPage=24', DEFAULTS],
    ['perPage=48.0', { ...DEFAULTS, perPage: 48 }],
    ['perPage=abc', DEFAULTS],
    ['page=3', { ...DEFAULTS, page: 3 }],
    ['page=0', DEFAULTS],
    ['page=-2', DEFAULTS],
    ['page=2.5', DEFAULTS],
    ['page=1e3', DEFAULTS],
    ['page=007', DEFAULTS],
    ['page=99999', { ...DEFAULTS, page: MAX_PAGE }],
    ['page=999999999999999999999999', { ...DEFAULTS, page: MAX_PAGE }],
    [
      'style=modern&product=card&aspectRatio=3%3A4&label=new&punching=round&sort=created&perPage=48&page=2',
      {
        filters: { aspectRatio: ['3:4'], label: ['new'], product: ['card'], punching: ['round'], style: ['modern'] },
        sort: 'created',
        page: 2,
        perPage: 48,
      },
    ],
  ])('%s', (search, expected) => {
    expect(parseListingQuery(search)).toEqual(expected);
  });

  it('lists filters in the fixed order whatever the URL order', () => {
    expect(Object.keys(parseListingQuery('style=a&color=b&aspectRatio=c').filters)).toEqual(['aspectRatio', 'color', 'style']);
  });

  it('cuts hostile input: overlong values and more than 20 values per filter', () => {
    const many = Array.from({ length: 30 }, (_, index) => `color=c${index}`).join('&');
    expect(parseListingQuery(many).filters.color).toHaveLength(20);
    expect(parseListingQuery(`category=${'x'.repeat(61)}`).filters).toEqual({});
    expect(parseListingQuery(`category=${'x'.repeat(60)}`).filters.category).toEqual(['x'.repeat(60)]);
  });

  it('keeps __proto__ and similar keys away from the result', () => {
    const query = parseListingQuery('__proto__=x&constructor=y&category=z');
    expect(query.filters).toEqual({ category: ['z'] });
    expect(Object.getPrototypeOf(query.filters)).toBe(Object.prototype);
  });

  it('lets a path preset replace the same filter from the query and keeps the others', () => {
    expect(parseListingQuery('product=card&color=red', { product: ['calendar'] }).filters).toEqual({ color: ['red'], product: ['calendar'] });
    expect(parseListingQuery('', { product: ['card'] }).filters).toEqual({ product: ['card'] });
  });

  it('accepts URLSearchParams', () => {
    expect(parseListingQuery(new URLSearchParams('perPage=48&color=red'))).toEqual({ ...DEFAULTS, perPage: 48, filters: { color: ['red'] } });
  });

  it('never throws and always answers a valid state', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (search) => {
        const query = parseListingQuery(search);
        expect([12, 48]).toContain(query.perPage);
        expect(['popularity', 'created']).toContain(query.sort);
        expect(Number.isInteger(query.page) && query.page >= 1 && query.page <= MAX_PAGE).toBe(true);
        for (const values of Object.values(query.filters)) expect(values!.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('single parameters', () => {
  it.each([
    [undefined, 1],
    ['12', 12],
    [['4', '5'], 4],
    [' 2 ', 2],
  ] as const)('parsePage(%j) -> %d', (value, expected) => {
    expect(parsePage(value as string | string[] | undefined)).toBe(expected);
  });

  it.each([
    [undefined, 12],
    ['12', 12],
    ['48', 48],
    ['0', 12],
    ['', 12],
    [['48', '12'], 48],
  ] as const)('parsePageSize(%j) -> %d', (value, expected) => {
    expect(parsePageSize(value as string | string[] | undefined)).toBe(expected);
  });

  it.each([
    [undefined, 'popularity'],
    ['created', 'created'],
    ['CREATED', 'popularity'],
    ['toString', 'popularity'],
  ] as const)('parseSort(%j) -> %s', (value, expected) => {
    expect(parseSort(value)).toBe(expected);
  });
});
