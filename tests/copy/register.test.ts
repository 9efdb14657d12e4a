import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXTS } from '../../backend/newsletter/build-confirmation-email.ts';
import { CUSTOMER_TEXTS } from '../../backend/customer/customer-texts.ts';
import { buildAllStories } from '../../backend/content/generator/build-all-stories.ts';

/**
 * One register per language, the formal one (Sie, vous, usted, Lei, u), on the site and in the
 * mails alike. Informal pronouns and possessives give the familiar register away.
 */
const INFORMAL_WORDS: Record<string, string[]> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'bestätige', 'melde'],
  fr: ['tu', 'toi', 'ton', 'ta', 'tes', 'confirme'],
  es: ['tu', 'tus', 'tú', 'te', 'ti', 'confirma', 'introduce', 'espera', 'déjalo'],
  it: ['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'iscriviti', 'inserisci', 'attendi', 'riprova'],
  nl: ['je', 'jij', 'jou', 'jouw', 'jezelf', 'jullie'],
};
const SHELL_CATALOGUES: Record<string, string[]> = { de: ['de', 'de-CH'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'] };

function informalWordsIn(language: string, text: string): string[] {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return words.filter((word) => INFORMAL_WORDS[language]!.includes(word));
}

describe('one formal register per language', () => {
  it.each(Object.entries(SHELL_CATALOGUES))('the %s site texts', (language, files) => {
    for (const file of files) {
      const messages = JSON.parse(readFileSync(`locales/${file}.json`, 'utf8')) as Record<string, string>;
      const informal = Object.entries(messages).filter(([, text]) => informalWordsIn(language, text).length > 0);
      expect(informal, file).toEqual([]);
    }
  });

  it.each(Object.keys(INFORMAL_WORDS))('the %s confirmation mail', (language) => {
    const texts = CONFIRMATION_TEXTS[language];
    expect(texts).toBeDefined();
    expect(informalWordsIn(language, Object.values(texts!).join(' '))).toEqual([]);
  });

  it.each(Object.keys(INFORMAL_WORDS))('the %s account mails and messages', (language) => {
    const texts = CUSTOMER_TEXTS[language];
    expect(texts).toBeDefined();
    expect(informalWordsIn(language, Object.values(texts!).join(' '))).toEqual([]);
  });
});

// Issue 20 item 13: the Dutch site said "u" in its shell and "je" in its pages.
describe('one formal register in the generated content', () => {
  const stringsOf = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

  it.each([...buildAllStories()])('the Dutch %s stories', (_channel, stories) => {
    const informal = [...stories]
      .filter(([key]) => key.startsWith('nl-'))
      .flatMap(([key, story]) => stringsOf(story).filter((text) => informalWordsIn('nl', text).length > 0).map((text) => `${key}: ${text}`));
    expect(informal).toEqual([]);
  });
});
