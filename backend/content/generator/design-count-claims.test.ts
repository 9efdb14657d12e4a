// The copy says how many designs there are, and it is true: no "über 5.000 Motive" for 60 designs.
// A quantity ("ab 100 Karten", the bulk price step) is no such claim.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getThemeRecords } from '../../catalog/build-themes.ts';
import { channelContentDir } from './content-paths.ts';

const DESIGN_WORDS = '(designs?|motiven?|motive|ontwerpen|visuels|diseños|soggetti|modèles|modelli|karten|cards|kaarten|cartes|tarjetas|biglietti)';
const NUMBER_CLAIM = new RegExp(`(?<!(?:ab|from|vanaf|desde|da|dès|à partir de|a partir de) )(?<![\\d.,])(?<!\\d[\\u202f\\u00a0 ])(\\d[\\d.,\\u202f\\u00a0 ]*)\\+?\\s+${DESIGN_WORDS}\\b`, 'giu');
const VAGUE_CLAIM = new RegExp(`(hunderte[n]?|tausende[n]?|hundreds of|thousands of|honderden|duizenden|des centaines de|des milliers de|cientos de|miles de|centinaia di|migliaia di)\\s+${DESIGN_WORDS}`, 'giu');

function storyTexts(channel: 'poster' | 'card'): string[] {
  const dir = channelContentDir(channel);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

describe.each(['poster', 'card'] as const)('%s copy', (channel) => {
  const designs = getThemeRecords(channel).length;

  it(`claims no more designs than the ${channel} shop has`, () => {
    const claims = storyTexts(channel).flatMap((text) => [...text.matchAll(NUMBER_CLAIM)].map((match) => match[0]));
    expect(claims.length).toBeGreaterThan(0);
    const numbers = claims.map((claim) => Number(claim.replace(/[^\d]/g, '')));
    expect(numbers.filter((count) => count > designs), claims.join(' | ')).toEqual([]);
  });

  it('counts its designs instead of "hundreds" or "thousands"', () => {
    const vague = storyTexts(channel).flatMap((text) => [...text.matchAll(VAGUE_CLAIM)].map((match) => match[0]));
    expect(vague).toEqual([]);
  });
});
