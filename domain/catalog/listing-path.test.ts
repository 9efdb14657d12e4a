import { describe, expect, it } from 'vitest';
import { buildListingPath, parseListingPath } from './listing-path.ts';

describe('listing paths', () => {
  it('reads the filters a path fixes', () => {
    expect(parseListingPath(['product', 'photobook', 'category', 'hochzeit'])).toEqual({ product: ['photobook'], category: ['hochzeit'] });
    expect(parseListingPath(['product', 'photoframe', 'frame', 'gold'])).toEqual({ product: ['photoframe'], frame: ['gold'] });
  });

  it('writes what it reads, in one order', () => {
    const path = buildListingPath({ category: 'reisen', product: 'calendar' });
    expect(path).toBe('products/product/calendar/category/reisen');
    expect(parseListingPath(path.split('/').slice(1))).toEqual({ product: ['calendar'], category: ['reisen'] });
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
    [['product', 'card', 'category', 'a', 'frame', 'gold', 'style', 'modern']],
  ])('refuses %j', (segments) => {
    expect(parseListingPath(segments)).toBeNull();
  });
});
