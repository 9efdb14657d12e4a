import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getMotifImage, getThemeRecords } from './build-themes.ts';
import { MOTIF_ART } from './data/motif-art.ts';
import { isGuestbookCategory, offersGuestbooks } from '../../domain/catalog/channel-defaults.ts';
import { buildListingPath, parseListingPath } from '../../domain/catalog/listing-path.ts';
import { LANGUAGES } from '../../domain/locale/locales.ts';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');

describe('design thumbnails match their names', () => {
  it('every poster wall-art design shows a picture of its own motif', () => {
    const wallArt = getThemeRecords('poster').filter((record) => record.product === 'photoframe');
    const unmatched = wallArt.filter((record) => getMotifImage(record.motif) === null).map((record) => record.motif);
    expect(unmatched).toEqual([]);
    for (const record of wallArt) expect(record.imageFile, record.motif).toBe(getMotifImage(record.motif));
  });

  it('the migrating birds are birds, not the botanical print they used to be', () => {
    const birds = getThemeRecords('poster').find((record) => record.motif === 'birds')!;
    const botanical = getThemeRecords('poster').find((record) => record.motif === 'monstera')!;
    expect(birds.imageFile).not.toBe(botanical.imageFile);
  });

  it('each drawing exists as an asset, and two motifs never share a drawing', () => {
    const files = Object.keys(MOTIF_ART).map((motif) => `motif-${motif}.svg`);
    for (const file of files) expect(fs.existsSync(path.join(assetsDir, file)), file).toBe(true);
    expect(new Set(files).size).toBe(files.length);
  });

  it('every card design shows its own motif too', () => {
    const cards = getThemeRecords('card').filter((record) => record.product === 'card');
    expect(cards.filter((record) => getMotifImage(record.motif) === null).map((record) => record.motif)).toEqual([]);
    for (const record of cards) expect(record.imageFile, record.motif).toBe(getMotifImage(record.motif));
    expect(cards.find((record) => record.motif === 'eucalyptus')!.imageFile).toBe('motif-eucalyptus.svg');
  });
});

describe('guestbooks and condolence books (spec 9.4)', () => {
  const isGuestbook = (record: { product: string; designerParams: Record<string, string | number> }) =>
    record.product === 'photobook' && isGuestbookCategory(record.designerParams.category ?? '');

  it('are sold on the card channel, both kinds', () => {
    const books = getThemeRecords('card').filter(isGuestbook);
    expect(books.map((record) => record.category)).toEqual(expect.arrayContaining(['hochzeit', 'trauer']));
    expect(offersGuestbooks('card')).toBe(true);
  });

  it('are not sold on the poster channel', () => {
    expect(getThemeRecords('poster').filter(isGuestbook)).toEqual([]);
    expect(offersGuestbooks('poster')).toBe(false);
  });
});

describe('every filter value a listing path can carry has its words in every language (decision 0045)', () => {
  it.each(['card', 'poster'] as const)('%s', (channel) => {
    const records = getThemeRecords(channel);
    for (const type of ['category', 'frame', 'punching'] as const) {
      // A value with a slash (`weihnachten/privat`) fits in no path segment, so no path names it.
      const values = new Set(records.flatMap((record) => (record[type] === undefined || record[type].includes('/') ? [] : [record[type]])));
      for (const value of values) {
        for (const language of LANGUAGES) {
          const path = buildListingPath({ product: 'card', [type]: value }, language);
          expect(parseListingPath(path.split('/').slice(1), language), `${type} ${value} in ${language}: ${path}`).toEqual({ product: ['card'], [type]: [value] });
        }
      }
    }
  });
});
