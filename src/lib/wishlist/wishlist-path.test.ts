import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../domain/locale/locales.ts';
import { getWishlistSlug, isWishlistSlug, WISHLIST_SLUGS } from './wishlist-path.ts';

describe('wishlist path', () => {
  it('has one slug per language, each its own', () => {
    const slugs = LANGUAGES.map((language) => WISHLIST_SLUGS[language]);
    expect(new Set(slugs).size).toBe(LANGUAGES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z-]+$/);
  });

  it('is localised by the page’s language', () => {
    expect(getWishlistSlug('de-CH')).toBe('merkliste');
    expect(getWishlistSlug('fr-CH')).toBe('liste-de-souhaits');
    expect(getWishlistSlug('en-US')).toBe('wishlist');
    expect(isWishlistSlug('merkliste')).toBe(true);
    expect(isWishlistSlug('merkzettel')).toBe(false);
  });
});
