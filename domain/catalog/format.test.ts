import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildFormat,
  getFormatOrientation,
  isValidFormat,
  parseFormat,
  swapFormat,
  toPortraitFormat,
} from './format.ts';

const side = fc.integer({ min: 1, max: 100_000 });

describe('parseFormat', () => {
  it.each<[unknown, number, number]>([
    ['300x200', 300, 200],
    ['1x1', 1, 1],
    ['1000x10', 1000, 10],
    ['0300x200', 0, 0],
    ['300x020', 0, 0],
    ['0x200', 0, 0],
    ['300X200', 0, 0],
    ['300 x 200', 0, 0],
    [' 300x200', 0, 0],
    ['300x200\n', 0, 0],
    ['-300x200', 0, 0],
    ['+300x200', 0, 0],
    ['30.5x20', 0, 0],
    ['300x', 0, 0],
    ['x200', 0, 0],
    ['300x200x100', 0, 0],
    ['', 0, 0],
    ['99999999999999999999x1', 0, 0],
    [undefined, 0, 0],
    [300, 0, 0],
  ])('%j -> %i x %i', (input, width, height) => {
    expect(parseFormat(input)).toEqual({ width, height });
  });

  it('round-trips every pair of positive integers', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        expect(parseFormat(buildFormat({ width, height }))).toEqual({ width, height });
      }),
    );
  });

  it('answers either a valid format or 0 x 0 for any string, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const { width, height } = parseFormat(input);
        if (width === 0 || height === 0) {
          expect({ width, height }).toEqual({ width: 0, height: 0 });
        } else {
          expect(buildFormat({ width, height })).toBe(input);
        }
      }),
    );
  });

  it('rejects any format with a leading zero', () => {
    fc.assert(
      fc.property(side, side, fc.boolean(), (width, height, padWidth) => {
        const input = padWidth ? `0${width}x${height}` : `${width}x0${height}`;
        expect(parseFormat(input)).toEqual({ width: 0, height: 0 });
      }),
    );
  });
});

describe('buildFormat', () => {
  it.each([
    [{ width: 0, height: 10 }],
    [{ width: -1, height: 10 }],
    [{ width: 1.5, height: 10 }],
    [{ width: Number.POSITIVE_INFINITY, height: 10 }],
  ])('refuses %j', (dimensions) => {
    expect(buildFormat(dimensions)).toBeNull();
  });
});

describe('orientation', () => {
  it.each([
    ['300x200', 'din-landscape'],
    ['200x300', 'din-portrait'],
    ['200x200', 'square'],
    ['0x0', null],
    ['nonsense', null],
  ])('%s is %s', (format, orientation) => {
    expect(getFormatOrientation(format)).toBe(orientation);
  });

  it('swapping flips landscape and portrait, keeps square, and is its own inverse', () => {
    const flipped = { 'din-landscape': 'din-portrait', 'din-portrait': 'din-landscape', square: 'square' } as const;
    fc.assert(
      fc.property(side, side, (width, height) => {
        const format = `${width}x${height}`;
        const swapped = swapFormat(format);
        expect(getFormatOrientation(swapped)).toBe(flipped[getFormatOrientation(format)!]);
        expect(swapFormat(swapped)).toBe(format);
      }),
    );
  });

  it('leaves invalid formats untouched when swapping', () => {
    expect(swapFormat('0300x200')).toBe('0300x200');
  });
});

describe('toPortraitFormat', () => {
  it.each([
    ['300x200', '200x300'],
    ['200x300', '200x300'],
    ['300x300', '300x300'],
    ['bad', 'bad'],
  ])('%s -> %s', (format, expected) => {
    expect(toPortraitFormat(format)).toBe(expected);
  });

  it('never yields a landscape format and is idempotent', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const portrait = toPortraitFormat(`${width}x${height}`);
        expect(getFormatOrientation(portrait)).not.toBe('din-landscape');
        expect(toPortraitFormat(portrait)).toBe(portrait);
        expect(isValidFormat(portrait)).toBe(true);
      }),
    );
  });
});
