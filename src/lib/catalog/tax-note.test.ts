import { describe, expect, it } from 'vitest';
import { getTranslator } from '../i18n/get-translator.ts';
import { LOCALES } from '../../../domain/locale/locales.ts';
import { getListTaxNoteKey, getTaxNoteKey, pricesIncludeVat } from './tax-note.ts';

describe('VAT note beside prices', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s shows prices including VAT, and says so in its language', (locale) => {
    expect(pricesIncludeVat(locale)).toBe(true);
    const t = getTranslator(locale);
    for (const key of [getTaxNoteKey(locale)!, getListTaxNoteKey(locale)!]) {
      // A missing translation would fall back to the key's last part.
      expect(t(key)).not.toMatch(/^(inclVat|allInclVat)$/);
    }
  });

  it('the US shows no note: prices there exclude sales tax, added at checkout', () => {
    expect(pricesIncludeVat('en-US')).toBe(false);
    expect(getTaxNoteKey('en-US')).toBeNull();
    expect(getListTaxNoteKey('en-US')).toBeNull();
  });

  it('the Swiss write MWST, the Germans MwSt.', () => {
    expect(getTranslator('de-CH')('price.inclVat')).toContain('MWST');
    expect(getTranslator('de-DE')('price.inclVat')).toContain('MwSt.');
  });
});
