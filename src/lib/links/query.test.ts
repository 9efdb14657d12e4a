import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendQuery, buildQueryString, filterQueryForApi, parseQuery, type Query } from './query.ts';

describe('buildQueryString', () => {
  it.each<[Query, string]>([
    [{ a: '1', b: 2 }, 'a=1&b=2'],
    [{ optionTypes: ['a', 'b'] }, 'optionTypes[]=a&optionTypes[]=b'],
    [{ 'optionTypes[]': ['a'] }, 'optionTypes[]=a'],
    [{ 'photoboxFormat[width]': 100 }, 'photoboxFormat[width]=100'],
    [{ a: '', b: null, c: undefined, d: Number.NaN, e: [], f: ['', null, 'x'] }, 'f[]=x'],
    [{ flag: true, off: false, zero: 0 }, 'flag=true&off=false&zero=0'],
    [{ q: 'a b&c=d/é' }, 'q=a%20b%26c%3Dd%2F%C3%A9'],
    [{ 'we ird': 'x' }, 'we%20ird=x'],
    [{ refinementType: 'ohne' }, 'refinementType=ohne'],
    [{}, ''],
  ])('%j -> %s', (query, expected) => {
    expect(buildQueryString(query)).toBe(expected);
  });

  it.each<[Query, string]>([
    [{ refinementType: 'ohne', color: 'red' }, 'color=red'],
    [{ refinementType: 'none' }, ''],
    [{ refinementType: 'NONE' }, ''],
    [{ refinementType: '' }, ''],
    [{ refinementType: 'gold' }, 'refinementType=gold'],
    [{ refinementType: ['gold', 'ohne'] }, 'refinementType[]=gold'],
  ])('in filter mode %j -> %s', (query, expected) => {
    expect(buildQueryString(query, { filter: true })).toBe(expected);
  });

  it('round-trips through parseQuery', () => {
    const key = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/);
    const value = fc.string({ minLength: 1, maxLength: 12 });
    const query = fc.dictionary(key, fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })));
    fc.assert(
      fc.property(query, (q) => {
        expect(parseQuery(buildQueryString(q))).toEqual(q);
      }),
    );
  });
});

describe('appendQuery', () => {
  it.each<[string, Query, string]>([
    ['/configurator-card/', { a: 1 }, '/configurator-card/?a=1'],
    ['/configurator-card/', { a: '' }, '/configurator-card/'],
  ])('%s + %j -> %s', (path, query, expected) => {
    expect(appendQuery(path, query)).toBe(expected);
  });
});

describe('parseQuery', () => {
  it('keeps a __proto__ key as data', () => {
    const query = parseQuery('__proto__=x&a=1');
    expect(Object.keys(query)).toEqual(['__proto__', 'a']);
  });
});

describe('filterQueryForApi', () => {
  it.each<[Query | string, readonly string[], Record<string, unknown>]>([
    [{ category: '3', gclid: 'x', utm_source: 'y', style: ['a'] }, [], { category: '3', style: ['a'] }],
    [{ 'color[]': ['red'], page: 2 }, ['page'], { 'color[]': ['red'], page: 2 }],
    ['aspectRatio=4:3&label=new&product=card&punching=x&tracking=0', [], {
      aspectRatio: '4:3', label: 'new', product: 'card', punching: 'x',
    }],
    ['color[]=red&color[]=blue&sort=created', ['sort'], { color: ['red', 'blue'], sort: 'created' }],
    ['refinementType=ohne', [], {}],
  ])('%j with custom keys %j', (query, customKeys, expected) => {
    expect(filterQueryForApi(query, customKeys)).toEqual(expected);
  });

  it('drops "no refinement" once serialised in filter mode', () => {
    const kept = filterQueryForApi({ refinementType: 'none', category: '2' }, ['refinementType']);
    expect(buildQueryString(kept, { filter: true })).toBe('category=2');
  });

  it('keeps nothing but filter and custom keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (query) => {
        for (const key of Object.keys(filterQueryForApi(query, ['custom']))) {
          expect(['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style', 'custom']).toContain(
            key.replace(/\[\]$/, ''),
          );
        }
      }),
    );
  });
});
