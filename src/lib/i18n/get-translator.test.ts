import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as log from '../log/logger.ts';
import { LOCALES, type LocaleCode } from '../../../domain/locale/locales.ts';
import { createShopIntl, fallbackForKey, getIntl, getMessages, getTranslator, type Messages } from './get-translator.ts';
import { findBritishSpellings } from '../../../tests/support/british-spellings.ts';

describe('translations', () => {
  it('formats messages with values per locale, with locale overrides on top of the language', () => {
    expect(getTranslator('fr-CH')('common.logoHome', { brand: 'Posterly' })).toBe("Posterly – aller à l'accueil");
    expect(getTranslator('en-US')('newsletter.invalidEmail')).toContain('example.com');
    expect(getTranslator('en-GB')('newsletter.invalidEmail')).toContain('example.co.uk');
    expect(getTranslator('en-US')('common.home')).toBe('Home');
  });

  it('gives the US shop American English, British English staying with the British one', () => {
    const british = (locale: LocaleCode) => Object.entries(getMessages(locale)).flatMap(([key, text]) => findBritishSpellings(text).map((found) => `${key}: ${found}`));
    expect(british('en-US')).toEqual([]);
    // The list finds what it should: en-GB writes "working days" and "colour".
    expect(british('en-GB').length).toBeGreaterThan(2);
  });

  it('falls back to the last part of a missing key and logs it once per key', () => {
    const spy = vi.spyOn(log, 'logEventOnce');
    const t = getTranslator('de-DE');
    expect(t('newsletter.doesNotExist')).toBe('doesNotExist');
    expect(spy).toHaveBeenCalledWith('warn', 'missing-translation', 'de-DE:newsletter.doesNotExist', { locale: 'de-DE' });
    expect(fallbackForKey('a.b.c')).toBe('c');
  });

  it('logs a message that does not parse as translator-parse-error, not as a missing key', () => {
    const spy = vi.spyOn(log, 'logEventOnce');
    const intl = createShopIntl('de-DE', { 'broken.plural': '{count, plural, one {# Bild}' });
    // The page renders on: formatjs answers the raw message.
    expect(() => intl.formatMessage({ id: 'broken.plural' }, { count: 2 })).not.toThrow();
    expect(spy).toHaveBeenCalledWith('error', 'translator-parse-error', expect.stringContaining('de-DE:'), expect.objectContaining({ locale: 'de-DE' }));
    expect(spy).not.toHaveBeenCalledWith('warn', 'missing-translation', expect.anything(), expect.anything());
    spy.mockRestore();
  });

  it('has every key of the German catalogue in every locale', () => {
    const keys = Object.keys(JSON.parse(readFileSync('locales/de.json', 'utf8')));
    for (const locale of LOCALES) {
      // One merged catalogue per locale, not one per key: the catalogues grow with every part.
      const messages = getMessages(locale);
      const missing = keys.filter((key) => !(key in messages));
      expect(missing, locale).toEqual([]);
    }
    expect(readdirSync('locales').length).toBeGreaterThanOrEqual(7);
  });
});

const germanProductKeys = Object.keys(JSON.parse(readFileSync('locales/products/de.json', 'utf8')) as Messages);
const labelKeys = [...new Set(germanProductKeys.map((key) => key.replace(/\.short$/, '')))];

/** Argument names of an ICU message, found by walking the parsed message, e.g. `{count, plural, ...}` gives `count`. */
function getArgumentNames(locale: LocaleCode, message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as Array<{ value?: unknown; options?: Record<string, { value: unknown }> }>) {
      if (typeof node.value === 'string' && 'type' in node && (node as { type: number }).type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(getIntl(locale).formatters.getMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('product catalogues', () => {
  it('gives every German product label a long and a short form', () => {
    const missing = labelKeys.flatMap((key) => [key, `${key}.short`]).filter((key) => !germanProductKeys.includes(key));
    expect(missing).toEqual([]);
    expect(labelKeys.length).toBeGreaterThan(200);
  });

  it.each(LOCALES)('%s has every German product label, long and short', (locale) => {
    const messages = getMessages(locale);
    const missing = labelKeys.flatMap((key) => [key, `${key}.short`]).filter((key) => !(key in messages));
    expect(missing).toEqual([]);
  });

  it('reads argument names from nested plural messages', () => {
    expect(getArgumentNames('de-DE', '{total, plural, one {# von {max}} other {#}} ab {price}')).toEqual(['max', 'price', 'total']);
  });

  it.each(LOCALES)('%s product messages parse as ICU and take the same arguments as German', (locale) => {
    const messages = getMessages(locale);
    const mismatched = germanProductKeys.filter(
      (key) => getArgumentNames(locale, messages[key] ?? '').join() !== getArgumentNames('de-DE', getMessages('de-DE')[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('formats product labels with values and plural rules per language', () => {
    expect(getTranslator('de-DE')('photobook.pages', { count: 1 })).toBe('1 Seite');
    expect(getTranslator('fr-CH')('photobook.pages', { count: 24 })).toBe('24 pages');
    expect(getTranslator('nl-BE')('count.photos', { quantity: 3 })).toBe("3 foto's");
    expect(getTranslator('en-GB')('calculator.individuallyUpTo', { max: '150 cm' })).toBe('individually up to 150 cm');
  });

  it('words products for the country: US inches and PERSONALIZE, Swiss German without ß', () => {
    expect(getTranslator('en-US')('calculator.apply')).toBe('PERSONALIZE');
    expect(getTranslator('en-GB')('calculator.apply')).toBe('Apply and go to configurator');
    expect(getTranslator('en-US')('stretcher.38mm.short')).toBe('1.5 in');
    expect(getTranslator('en-GB')('stretcher.38mm.short')).toBe('3.8 cm');
    expect(getTranslator('en-US')('print.format.150x100')).toBe('6 x 4 in');
    for (const locale of ['de-CH', 'de-LI'] as const) {
      expect(Object.values(getMessages(locale)).filter((message) => message.includes('ß'))).toEqual([]);
    }
    expect(getTranslator('de-AT')('calculator.close')).toBe('Schließen');
  });

  const listingKeysDoc = 'src/components/views/products/TRANSLATION_KEYS.md';
  it.skipIf(!existsSync(listingKeysDoc))('has every fixed key the listing and product blocks document, in every locale', () => {
    const documented = [...readFileSync(listingKeysDoc, 'utf8').matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z-]+)+)`/g)].map((match) => match[1] ?? '');
    const fixedKeys = documented.filter((key) => /^(products|calculator|themes|voucher|common)\./.test(key));
    expect(fixedKeys.length).toBeGreaterThan(15);
    for (const locale of LOCALES) expect(fixedKeys.filter((key) => !(key in getMessages(locale))), locale).toEqual([]);
  });

  it('labels the design facets the shop API answers with', () => {
    expect(getTranslator('de-DE')('products.facet.category.weihnachten/privat')).toBe('Weihnachten privat');
    expect(getTranslator('en-US')('products.facet.color.gray')).toBe('Gray');
    expect(getTranslator('en-GB')('products.facet.color.gray')).toBe('Grey');
    expect(getTranslator('fr-FR')('products.facet.product.photoframe')).toBe('Tableaux');
  });

  it('keeps the panoramic formats to British English', () => {
    expect(getTranslator('en-GB')('format.panoramic-wide')).toBe('Wide panorama');
    expect(getTranslator('de-DE')('format.panoramic-wide')).toBe('panoramic-wide');
  });
});

/** Every literal key the shop's code asks for (`t('a.b')`), so a key missing from every catalogue at once fails too. */
function findLiteralKeysInSource(dir = 'src'): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = `${entry.parentPath}/${entry.name}`;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) keys.set(match[1]!, file);
  }
  return keys;
}

describe('keys the code uses', () => {
  const used = findLiteralKeysInSource();

  it('finds the literal keys of the shell and the blocks', () => {
    expect(used.size).toBeGreaterThan(100);
    expect(used.has('notFound.title')).toBe(true);
  });

  it.each(LOCALES)('are all in the %s catalogue', (locale) => {
    const messages = getMessages(locale);
    const missing = [...used].filter(([key]) => !(key in messages)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
