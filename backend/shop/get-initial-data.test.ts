import { describe, expect, it } from 'vitest';
import { getCurrency, getInitialData } from './get-initial-data.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

describe('getCurrency', () => {
  it.each([
    ['de-CH', 'CHF'],
    ['de-LI', 'CHF'],
    ['en-GB', 'GBP'],
    ['en-US', 'USD'],
    ['de-AT', 'EUR'],
    ['nl-BE', 'EUR'],
  ] as const)('%s pays in %s', (locale, currency) => {
    expect(getCurrency(locale)).toBe(currency);
  });
});

describe('getInitialData', () => {
  it('has data for every supported locale in both channels', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const channel of ['card', 'poster'] as const) {
        expect(() => getInitialData(channel, locale)).not.toThrow();
      }
    }
  });

  it('uses inches and no apps in the US poster shop', () => {
    const us = getInitialData('poster', 'en-US');
    expect(us.unit).toBe('inch');
    expect(us.features.appsAvailable).toBe(false);
    expect(getInitialData('poster', 'en-GB').features.appsAvailable).toBe(true);
  });
});
