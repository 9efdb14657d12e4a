import { describe, expect, it } from 'vitest';
import { COUNTRY_LOCALES, getDefaultLocale } from './countries.ts';
import type { LocaleCode } from './locales.ts';
import {
  getLanguageOfFolder,
  LOCALES,
  getCountry,
  getCurrency,
  getFallbackChain,
  getRootLocaleOfLanguage,
  getUnit,
  parseLocaleCode,
  toContentFolder,
} from './locales.ts';

describe('locale table', () => {
  it.each<[LocaleCode, string, string, string, LocaleCode[]]>([
    ['de-AT', 'at', 'eur', 'cm', ['de-AT', 'de-DE']],
    ['de-CH', 'ch', 'chf', 'cm', ['de-CH', 'de-DE']],
    ['de-DE', 'de', 'eur', 'cm', ['de-DE']],
    ['de-IT', 'it', 'eur', 'cm', ['de-IT', 'de-DE']],
    ['de-LI', 'li', 'chf', 'cm', ['de-LI', 'de-DE']],
    ['de-LU', 'lu', 'eur', 'cm', ['de-LU', 'de-DE']],
    ['en-GB', 'gb', 'gbp', 'cm', ['en-GB']],
    ['en-US', 'com', 'usd', 'inch', ['en-US', 'en-GB']],
    ['es-ES', 'es', 'eur', 'cm', ['es-ES']],
    ['fr-BE', 'be', 'eur', 'cm', ['fr-BE', 'fr-FR']],
    ['fr-CH', 'ch', 'chf', 'cm', ['fr-CH', 'fr-FR']],
    ['fr-FR', 'fr', 'eur', 'cm', ['fr-FR']],
    ['fr-LU', 'lu', 'eur', 'cm', ['fr-LU', 'fr-FR']],
    ['it-CH', 'ch', 'chf', 'cm', ['it-CH', 'it-IT']],
    ['it-IT', 'it', 'eur', 'cm', ['it-IT']],
    ['nl-BE', 'be', 'eur', 'cm', ['nl-BE', 'nl-NL']],
    ['nl-NL', 'nl', 'eur', 'cm', ['nl-NL']],
  ])('%s: country %s, currency %s, unit %s, fallbacks %j', (locale, country, currency, unit, chain) => {
    expect(getCountry(locale)).toBe(country);
    expect(getCurrency(locale)).toBe(currency);
    expect(getUnit(locale)).toBe(unit);
    expect(getFallbackChain(locale)).toEqual(chain);
  });

  it('sells every locale on exactly one country host, the country of its region', () => {
    for (const locale of LOCALES) {
      const sellers = Object.entries(COUNTRY_LOCALES).filter(([, locales]) => locales.includes(locale));
      expect(sellers.map(([country]) => country)).toEqual([getCountry(locale)]);
    }
    expect(getDefaultLocale('ch')).toBe('de-CH');
  });

  it('finds the root locale of each language', () => {
    expect(getRootLocaleOfLanguage('en')).toBe('en-GB');
    expect(getRootLocaleOfLanguage('fr')).toBe('fr-FR');
    expect(getRootLocaleOfLanguage('es')).toBe('es-ES');
  });

  it('validates locale codes: two letters, hyphen, two letters, and sold', () => {
    expect(parseLocaleCode('de-ch')).toBe('de-CH');
    expect(parseLocaleCode('fr-FR')).toBe('fr-FR');
    expect(parseLocaleCode('de_DE')).toBeNull();
    expect(parseLocaleCode('pt-PT')).toBeNull();
    expect(parseLocaleCode('deu-DE')).toBeNull();
    expect(parseLocaleCode('de-DE-x')).toBeNull();
    expect(toContentFolder('de-CH')).toBe('de-ch');
  });
});

describe('getLanguageOfFolder', () => {
  it('reads the language of a content folder, and refuses what is none', () => {
    expect(getLanguageOfFolder('fr-ch')).toBe('fr');
    expect(getLanguageOfFolder('en-us')).toBe('en');
    expect(() => getLanguageOfFolder('global')).toThrow();
  });
});
