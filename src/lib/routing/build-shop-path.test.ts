import { describe, expect, it } from 'vitest';
import { buildShopPath, getPagePathOfFullSlug } from './build-shop-path.ts';

describe('buildShopPath', () => {
  it.each([
    [{ channel: 'poster', languagePrefix: '', platform: 'web' }, 'home', '/'],
    [{ channel: 'poster', languagePrefix: '/fr', platform: 'web' }, 'home', '/fr'],
    [{ channel: 'card', languagePrefix: '/fr', platform: 'web' }, 'home', '/fr/'],
    [{ channel: 'card', languagePrefix: '', platform: 'web' }, 'hochzeitskarten', '/hochzeitskarten/'],
    [{ channel: 'poster', languagePrefix: '/it', platform: 'desktop' }, '/products/', '/it/d/products'],
  ] as const)('%o + %s -> %s', (ctx, page, expected) => {
    expect(buildShopPath(ctx, page)).toBe(expected);
  });
});

describe('getPagePathOfFullSlug', () => {
  it('strips channel and locale folder', () => {
    expect(getPagePathOfFullSlug('poster/fr-fr/impression-sur-toile')).toBe('impression-sur-toile');
    expect(getPagePathOfFullSlug('card/de-de/home/')).toBe('home');
    expect(getPagePathOfFullSlug('elsewhere/x')).toBeNull();
  });
});
