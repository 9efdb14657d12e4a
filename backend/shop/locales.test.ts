import { describe, expect, it } from 'vitest';
import { getLocaleChain, normalizeLocale } from './locales.ts';

describe('normalizeLocale', () => {
  it('returns the canonical form of supported locales only', () => {
    expect(normalizeLocale('de-de')).toBe('de-DE');
    expect(normalizeLocale(' FR-ch ')).toBe('fr-CH');
    expect(normalizeLocale('pt-PT')).toBeUndefined();
    expect(normalizeLocale('de_DE')).toBeUndefined();
  });
});

describe('getLocaleChain', () => {
  it('follows the locale fallbacks', () => {
    expect(getLocaleChain('de-CH')).toEqual(['de-CH', 'de-DE']);
    expect(getLocaleChain('en-US')).toEqual(['en-US', 'en-GB']);
    expect(getLocaleChain('it-CH')).toEqual(['it-CH', 'it-IT']);
    expect(getLocaleChain('de-DE')).toEqual(['de-DE']);
  });
});
