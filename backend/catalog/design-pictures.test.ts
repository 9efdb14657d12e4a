// A design's thumbnail shows what its name says: "Alpenpanorama" shows mountains, not an espresso,
// and a filter such as "Berge" returns pictures of mountains.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getMotifImage, getThemeRecords } from './build-themes.ts';
import { MOTIF_ART } from './data/motif-art.ts';
import { MOTIFS } from './data/theme-words.ts';

const readme = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/README.md'), 'utf8');

/** What the picture shows, as the asset README or the drawing describes it. */
function describePicture(file: string): string {
  const drawn = /^motif-(.+)\.svg$/.exec(file)?.[1];
  if (drawn) return MOTIF_ART[drawn as keyof typeof MOTIF_ART]?.description ?? '';
  return readme.split('\n').find((line) => line.startsWith(`- \`${file}\``)) ?? '';
}

/** The English name's words of four letters or more, without a plural s ("Golden rings" -> golden, ring). */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4)
    .map((word) => word.replace(/s$/, ''));

describe.each(['poster', 'card'] as const)('%s designs', (channel) => {
  const records = getThemeRecords(channel);

  it.each(records.map((record) => [record.id, record.motif, record] as const))('%i (%s) shows its own motif', (_id, motif, record) => {
    expect(record.imageFile).toBe(getMotifImage(motif));
    const shows = describePicture(record.imageFile).toLowerCase();
    expect(nameWords(MOTIFS[motif].name.en ?? '').some((word) => shows.includes(word)), `${MOTIFS[motif].name.en}: ${shows}`).toBe(true);
  });
});

describe('the mountain filter', () => {
  it('returns pictures of mountains only', () => {
    const mountains = getThemeRecords('poster').filter((record) => record.category === 'berge');
    expect(mountains.length).toBeGreaterThan(0);
    for (const record of mountains) expect(describePicture(record.imageFile)).toMatch(/mountain/i);
  });
});
