import { describe, expect, it } from 'vitest';
import { normalizeLocale } from './locales.ts';

describe('normalizeLocale', () => {
  it('returns the canonical form of supported locales only', () => {
    expect(normalizeLocale('de-de')).toBe('de-DE');
    expect(normalizeLocale(' FR-ch ')).toBe('fr-CH');
    expect(normalizeLocale('pt-PT')).toBeUndefined();
    expect(normalizeLocale('de_DE')).toBeUndefined();
    expect(normalizeLocale('de-DE-x')).toBeUndefined();
  });
});
