import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as log from '../log/logger.ts';
import { LOCALES } from '../locale/locales.ts';
import { fallbackForKey, getMessages, getTranslator } from './get-translator.ts';

describe('translations', () => {
  it('formats messages with values per locale, with locale overrides on top of the language', () => {
    expect(getTranslator('fr-CH')('themes.heading', { id: 7 })).toBe('Thème 7');
    expect(getTranslator('en-US')('newsletter.invalidEmail')).toContain('example.com');
    expect(getTranslator('en-GB')('newsletter.invalidEmail')).toContain('example.co.uk');
    expect(getTranslator('en-US')('common.home')).toBe('Home');
  });

  it('falls back to the last part of a missing key and logs it once per key', () => {
    const spy = vi.spyOn(log, 'logEventOnce');
    const t = getTranslator('de-DE');
    expect(t('newsletter.doesNotExist')).toBe('doesNotExist');
    expect(spy).toHaveBeenCalledWith('warn', 'missing-translation', 'de-DE:newsletter.doesNotExist', { locale: 'de-DE' });
    expect(fallbackForKey('a.b.c')).toBe('c');
  });

  it('has every key of the German catalogue in every locale', () => {
    const keys = Object.keys(JSON.parse(readFileSync('locales/de.json', 'utf8')));
    for (const locale of LOCALES) {
      const missing = keys.filter((key) => !(key in getMessages(locale)));
      expect(missing, locale).toEqual([]);
    }
    expect(readdirSync('locales').length).toBeGreaterThanOrEqual(7);
  });
});
