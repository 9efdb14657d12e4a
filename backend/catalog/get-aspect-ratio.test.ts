import { describe, expect, it } from 'vitest';
import { getAspectRatio } from './get-aspect-ratio.ts';
import { getFormatType } from './get-format-type.ts';

describe('getAspectRatio', () => {
  it.each([
    ['300x400', '3:4', 'din-portrait'],
    ['600x400', '3:2', 'din-landscape'],
    ['500x500', '1:1', 'square'],
    ['210x297', '5:7', 'din-portrait'],
    ['148x105', '7:5', 'din-landscape'],
    ['1600x900', '16:9', 'din-landscape'],
    ['210x100', '21:10', 'din-landscape'],
  ])('%s is %s (%s)', (format, ratio, orientation) => {
    expect(getAspectRatio(format)).toEqual({ ratio, orientation });
  });

  it('answers null for invalid formats', () => {
    expect(getAspectRatio('0x100')).toBeNull();
    expect(getAspectRatio('abc')).toBeNull();
  });
});

describe('getFormatType', () => {
  it.each([
    ['210x297', 'din'],
    ['841x1189', 'din'],
    ['500x500', 'square'],
    ['300x400', '4:3'],
    ['400x300', '4:3'],
    ['1200x400', '3:1'],
    ['1000x700', 'standard'],
  ])('%s is %s', (format, type) => {
    expect(getFormatType(format)).toBe(type);
  });
});
