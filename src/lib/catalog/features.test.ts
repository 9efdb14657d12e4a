import { describe, expect, it } from 'vitest';
import { LOCALES, type Channel, type LocaleCode } from '../locale/index.ts';
import { getFeatureDefaults, type FeatureDefaults } from './features.ts';

describe('getFeatureDefaults', () => {
  it.each<[Channel, LocaleCode, Partial<FeatureDefaults>]>([
    [
      'card',
      'de-DE',
      {
        defaultCollageId: 1,
        guestbooksAvailable: true,
        condolenceBooksAvailable: true,
        wishlistAvailable: true,
        trailingSlash: true,
        defaultLamination: 'matt',
        pricesInOverview: false,
        appsAvailable: false,
        lazyFirstImage: false,
        aluGalleryUnit: null,
      },
    ],
    [
      'poster',
      'de-DE',
      {
        defaultCollageId: 13,
        guestbooksAvailable: false,
        condolenceBooksAvailable: false,
        wishlistAvailable: false,
        trailingSlash: false,
        defaultLamination: 'glossy',
        pricesInOverview: true,
        appsAvailable: true,
        lazyFirstImage: true,
        aluGalleryUnit: 'cm',
      },
    ],
    ['poster', 'en-US', { appsAvailable: false, aluGalleryUnit: 'inch' }],
    ['poster', 'en-GB', { appsAvailable: true, aluGalleryUnit: 'cm' }],
    ['card', 'en-US', { appsAvailable: false, defaultCollageId: 1 }],
  ])('%s in %s', (channel, locale, expected) => {
    expect(getFeatureDefaults(channel, locale)).toMatchObject(expected);
  });

  it('offers the poster apps everywhere except en-US', () => {
    const withoutApps = LOCALES.filter((locale) => !getFeatureDefaults('poster', locale).appsAvailable);
    expect(withoutApps).toEqual(['en-US']);
  });
});
