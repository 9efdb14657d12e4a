import { describe, expect, it } from 'vitest';
import { parseAspectRatio, parseAspectRatioOrDefault } from './parse-aspect-ratio.ts';

describe('parseAspectRatio', () => {
  it.each<[unknown, { width: number; height: number } | null]>([
    ['16/9', { width: 16, height: 9 }],
    ['4 / 3', { width: 4, height: 3 }],
    ['1.91/1', { width: 1.91, height: 1 }],
    ['1/1', { width: 1, height: 1 }],
    ['16:9', null],
    ['0/9', null],
    ['16/0', null],
    ['-16/9', null],
    ['16/9/1', null],
    ['16', null],
    ['a/b', null],
    ['16/9; background:url(x)', null],
    ['', null],
    [1.5, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseAspectRatio(value)).toEqual(expected);
  });

  it('falls back to 4/3', () => {
    expect(parseAspectRatioOrDefault('wide')).toEqual({ width: 4, height: 3 });
    expect(parseAspectRatioOrDefault('3/2')).toEqual({ width: 3, height: 2 });
  });
});
