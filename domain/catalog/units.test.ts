import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../locale/index.ts';
import {
  formatDimensions,
  formatLength,
  formatPhotoPrintFormat,
  getPaperSizeName,
} from './units.ts';
import { PHOTO_PRINT_FORMATS } from './vocabulary.ts';

describe('formatDimensions', () => {
  it.each<[string, LocaleCode, string]>([
    ['300x400', 'de-DE', '30 x 40 cm'],
    ['300x400', 'en-GB', '30 x 40 cm'],
    ['305x406', 'en-US', '12 x 16 in'],
    ['300x400', 'en-US', '11.8 x 15.7 in'],
    ['295x420', 'de-DE', '29,5 x 42 cm'],
    ['295x420', 'de-CH', '29.5 x 42 cm'],
    ['210x297', 'de-DE', '21 x 29,7 cm (A4)'],
    ['297x210', 'fr-FR', '29,7 x 21 cm (A4)'],
    ['841x1189', 'de-DE', '84,1 x 118,9 cm (A0)'],
    ['74x52', 'en-GB', '7.4 x 5.2 cm (A8)'],
    ['210x297', 'en-US', '8.3 x 11.7 in (A4)'],
    ['10000x20000', 'de-DE', '1000 x 2000 cm'],
    ['0x10', 'de-DE', ''],
    ['nonsense', 'en-US', ''],
  ])('%s in %s is %j', (format, locale, expected) => {
    expect(formatDimensions(format, locale)).toBe(expected);
  });

  it('leaves the paper size out on request', () => {
    expect(formatDimensions({ width: 210, height: 297 }, 'de-DE', { withPaperSize: false })).toBe('21 x 29,7 cm');
  });

  it('never shows more than one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...LOCALES), (mm, locale) => {
        expect(formatLength(mm, locale)).toMatch(/^\d+([.,]\d)?$/);
      }),
    );
  });
});

describe('getPaperSizeName', () => {
  it.each([
    [841, 1189, 'A0'], [594, 841, 'A1'], [420, 594, 'A2'], [297, 420, 'A3'], [420, 297, 'A3'],
    [210, 297, 'A4'], [148, 210, 'A5'], [105, 148, 'A6'], [74, 105, 'A7'], [52, 74, 'A8'],
    [300, 200, null], [210, 296, null], [0, 0, null],
  ])('%i x %i is %s', (width, height, name) => {
    expect(getPaperSizeName({ width, height })).toBe(name);
  });
});

describe('formatPhotoPrintFormat', () => {
  it.each<[string, string, string]>([
    ['100x100', '10 x 10 cm', '4 x 4 in'],
    ['100x120', '10 x 12 cm', '4 x 4.5 in'],
    ['130x90', '13 x 9 cm', '5 x 3.5 in'],
    ['150x100', '15 x 10 cm', '6 x 4 in'],
    ['180x130', '18 x 13 cm', '7 x 5 in'],
    ['300x200', '30 x 20 cm', '12 x 8 in'],
    ['210x297', '21 x 29,7 cm', '8.3 x 11.7 in'],
  ])('%s is %j in de-DE and %j in en-US', (format, german, american) => {
    expect(formatPhotoPrintFormat(format, 'de-DE')).toBe(german);
    expect(formatPhotoPrintFormat(format, 'en-US')).toBe(american);
  });

  it('has an inch name for every photo print format', () => {
    for (const format of PHOTO_PRINT_FORMATS) expect(formatPhotoPrintFormat(format, 'en-US')).toMatch(/ in$/);
  });
});
