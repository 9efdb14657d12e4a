import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locale/locales.ts';
import { buildListingPath, parseListingPath } from './listing-path.ts';

describe('listing paths', () => {
  it('reads the filters a path fixes', () => {
    expect(parseListingPath(['product', 'photobook', 'category', 'hochzeit'], 'de')).toEqual({ product: ['photobook'], category: ['hochzeit'] });
    expect(parseListingPath(['product', 'photoframe', 'frame', 'gold'], 'de')).toEqual({ product: ['photoframe'], frame: ['gold'] });
  });

  it('writes what it reads, in one order', () => {
    const path = buildListingPath({ category: 'reisen', product: 'calendar' }, 'de');
    expect(path).toBe('products/product/calendar/category/reisen');
    expect(parseListingPath(path.split('/').slice(1), 'de')).toEqual({ product: ['calendar'], category: ['reisen'] });
  });

  it('writes German paths as they were: the values themselves', () => {
    expect(buildListingPath({ product: 'calendar', category: 'familie' }, 'de')).toBe('products/product/calendar/category/familie');
    expect(buildListingPath({ product: 'photoframe', frame: 'schwarz' }, 'de')).toBe('products/product/photoframe/frame/schwarz');
  });

  it('writes the language’s own words and reads them back to the shop API’s values', () => {
    expect(buildListingPath({ product: 'calendar', category: 'familie' }, 'en')).toBe('products/product/calendar/category/family');
    expect(buildListingPath({ product: 'photoframe', frame: 'eiche' }, 'fr')).toBe('products/product/photoframe/frame/chene');
    expect(buildListingPath({ product: 'card', category: 'hochzeit', punching: 'herz' }, 'it')).toBe('products/product/card/category/matrimonio/punching/cuore');
    expect(parseListingPath(['product', 'calendar', 'category', 'family'], 'en')).toEqual({ product: ['calendar'], category: ['familie'] });
    expect(parseListingPath(['product', 'photoframe', 'frame', 'zwart'], 'nl')).toEqual({ product: ['photoframe'], frame: ['schwarz'] });
  });

  it('keeps the value where a language has no word of its own', () => {
    expect(buildListingPath({ product: 'photobook', category: 'familie' }, 'nl')).toBe('products/product/photobook/category/familie');
    expect(buildListingPath({ product: 'photoframe', frame: 'gold' }, 'en')).toBe('products/product/photoframe/frame/gold');
    expect(buildListingPath({ product: 'card', style: 'modern' }, 'fr')).toBe('products/product/card/style/modern');
  });

  it('reads the address before slugs, which then differs from the one it writes (the caller redirects)', () => {
    const filters = parseListingPath(['product', 'calendar', 'category', 'familie'], 'en');
    expect(filters).toEqual({ product: ['calendar'], category: ['familie'] });
    expect(buildListingPath({ product: 'calendar', category: 'familie' }, 'en')).not.toBe('products/product/calendar/category/familie');
  });

  it('reads every path it writes, in every language', () => {
    for (const language of LANGUAGES) {
      for (const filters of [{ product: 'calendar', category: 'botanik' }, { product: 'photoframe', frame: 'silber' }, { product: 'card', category: 'einschulung', punching: 'rund' }]) {
        const path = buildListingPath(filters, language);
        const read = parseListingPath(path.split('/').slice(1), language);
        expect(read, `${language} ${path}`).toEqual(Object.fromEntries(Object.entries(filters).map(([type, value]) => [type, [value]])));
      }
    }
  });

  it.each([
    [[]],
    [['product']],
    [['category', 'hochzeit', 'product', 'photobook']],
    [['product', 'card', 'product', 'photobook']],
    [['size', 'big']],
    [['product', 'Photobook']],
    [['product', '-x']],
    [['category', 'a'.repeat(41)]],
    [['product', 'card', 'category', 'hochzeit', 'frame', 'gold', 'style', 'modern']],
    // A word no language has for a category, and another language's word: no listing.
    [['product', 'calendar', 'category', 'unbekannt']],
    [['product', 'calendar', 'category', 'family']],
    [['product', 'photoframe', 'frame', 'noir']],
  ])('refuses %j in German', (segments) => {
    expect(parseListingPath(segments, 'de')).toBeNull();
  });

  it('refuses another language’s word in English', () => {
    expect(parseListingPath(['product', 'calendar', 'category', 'famille'], 'en')).toBeNull();
    expect(parseListingPath(['product', 'card', 'punching', 'coeur'], 'en')).toBeNull();
  });
});
