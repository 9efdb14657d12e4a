import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locale/locales.ts';
import { fromListingSlug, LISTING_SLUGS, toListingSlug } from './listing-slugs.ts';
import type { FilterType } from './vocabulary.ts';

const TRANSLATED = Object.entries(LISTING_SLUGS) as [FilterType, Record<string, Record<string, string>>][];

describe('listing slugs', () => {
  it('gives each value one word per language, and no two values the same word', () => {
    for (const [type, table] of TRANSLATED) {
      for (const language of LANGUAGES) {
        const words = Object.keys(table).map((value) => toListingSlug(type, value, language));
        expect(words.filter((word, index) => words.indexOf(word) !== index), `${type} ${language}`).toEqual([]);
      }
    }
  });

  it('never uses another value of the same filter as a word (it would read as that value)', () => {
    for (const [type, table] of TRANSLATED) {
      for (const [value, slugs] of Object.entries(table)) {
        for (const slug of Object.values(slugs)) {
          expect(slug === value || !Object.hasOwn(table, slug), `${type} ${value}: ${slug}`).toBe(true);
        }
      }
    }
  });

  it('writes only words a path segment can hold', () => {
    for (const [type, table] of TRANSLATED) {
      for (const value of Object.keys(table)) {
        for (const language of LANGUAGES) expect(toListingSlug(type, value, language), `${type} ${value} ${language}`).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
      }
    }
  });

  it('covers every category, frame colour and die cut the navigation and the catalogue use', () => {
    const categories = ['hochzeit', 'familie', 'reisen', 'jahrbuch', 'natur', 'botanik', 'urlaub', 'liebe', 'berge', 'staedte', 'abstrakt', 'tiere', 'meer', 'typografie', 'kinderzimmer'];
    const occasions = ['einschulung', 'firmung', 'geburt', 'geburtstag', 'kindergeburtstag', 'kommunion', 'konfirmation', 'ostern', 'taufe', 'trauer'];
    for (const value of [...categories, ...occasions]) expect(toListingSlug('category', value, 'en'), value).not.toBe(value);
    for (const value of ['schwarz', 'weiss', 'eiche', 'silber']) expect(toListingSlug('frame', value, 'en'), value).not.toBe(value);
    for (const value of ['herz', 'rund', 'bogen']) expect(toListingSlug('punching', value, 'en'), value).not.toBe(value);
  });

  it('reads a word back to its value, and the value itself', () => {
    expect(fromListingSlug('category', 'wedding', 'en')).toBe('hochzeit');
    expect(fromListingSlug('category', 'hochzeit', 'en')).toBe('hochzeit');
    expect(fromListingSlug('category', 'hochzeit', 'de')).toBe('hochzeit');
    expect(fromListingSlug('category', 'wedding', 'de')).toBeNull();
    expect(fromListingSlug('category', 'boda', 'fr')).toBeNull();
    expect(fromListingSlug('style', 'modern', 'fr')).toBe('modern');
  });
});
