// The product pictures are the same on every language's pages, so the words drawn into a mock-up
// must read the same in every language: names and numbers, no greeting of one language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../scripts/generate-assets.ts'), 'utf8');
/** Every literal a scene writes with text(x, y, '…'). */
const drawnTexts = [...source.matchAll(/\btext\(\d+, \d+, '([^']*)'/g)].map((match) => match[1] ?? '');
/** First names, digits and the separators of dates and measures. */
const NAMES = new Set(['Anna', 'Ben', 'Chelsea', 'Mila', 'Eileen']);
const languageNeutral = (text: string) =>
  text
    .replace(/&amp;|[&,·.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => NAMES.has(word) || /^\d+$/.test(word) || word === 'g' || word === 'cm');

describe('words in the product pictures', () => {
  it('finds the texts the scenes draw', () => {
    expect(drawnTexts.length).toBeGreaterThan(5);
  });

  it.each(drawnTexts)('"%s" reads the same in every language', (text) => {
    expect(languageNeutral(text)).toBe(true);
  });
});
