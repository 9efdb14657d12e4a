import { describe, expect, it } from 'vitest';
import { isWithinFormatLimit, parseLength, parseOwnFormat } from './parse-own-format.ts';

const limit = { minWidth: 100, minHeight: 100, maxWidth: 1500, maxHeight: 1000 };

describe('parseLength', () => {
  it.each([
    ['45', 'cm', 450],
    ['29,7', 'cm', 297],
    ['29.75', 'cm', 298],
    [' 12 ', 'inch', 305],
    ['11.5', 'inch', 292],
    ['0', 'cm', 0],
    ['-5', 'cm', null],
    ['1.234', 'cm', null],
    ['1,000.5', 'cm', null],
    ['12cm', 'cm', null],
    ['', 'cm', null],
    ['1e3', 'cm', null],
  ] as const)('%j %s -> %j mm', (text, unit, expected) => {
    expect(parseLength(text, unit)).toBe(expected);
  });
});

describe('parseOwnFormat', () => {
  it('converts both sides to millimetres', () => {
    expect(parseOwnFormat({ width: '45', height: '30,5' }, 'cm', limit)).toEqual({ ok: true, value: { width: 450, height: 305, format: '450x305' } });
    expect(parseOwnFormat({ width: '20', height: '16' }, 'inch', limit)).toEqual({ ok: true, value: { width: 508, height: 406, format: '508x406' } });
  });

  it.each([
    [{ width: '', height: '30' }, { width: { code: 'required' } }],
    [{ width: 'abc', height: '' }, { width: { code: 'notANumber' }, height: { code: 'required' } }],
    [{ width: '5', height: '30' }, { width: { code: 'tooSmall', limitMm: 100 } }],
    [{ width: '151', height: '101' }, { width: { code: 'tooLarge', limitMm: 1500 }, height: { code: 'tooLarge', limitMm: 1000 } }],
    // Limits hold either way round: the longer side is measured against the longer limit.
    [{ width: '110', height: '160' }, { width: { code: 'tooLarge', limitMm: 1000 }, height: { code: 'tooLarge', limitMm: 1500 } }],
    [{ width: '160', height: '' }, { width: { code: 'tooLarge', limitMm: 1500 }, height: { code: 'required' } }],
    [{ width: '', height: '5' }, { width: { code: 'required' }, height: { code: 'tooSmall', limitMm: 100 } }],
  ])('%j is refused per field', (input, errors) => {
    expect(parseOwnFormat(input, 'cm', limit)).toEqual({ ok: false, error: { kind: 'invalid', errors } });
  });

  it('a portrait format fits a landscape limit', () => {
    expect(parseOwnFormat({ width: '100', height: '150' }, 'cm', limit)).toEqual({ ok: true, value: { width: 1000, height: 1500, format: '1000x1500' } });
    expect(isWithinFormatLimit({ width: 1000, height: 1500 }, limit)).toBe(true);
    expect(isWithinFormatLimit({ width: 1001, height: 1500 }, limit)).toBe(false);
  });

  it('the limit is inclusive, measured in the converted millimetres', () => {
    expect(parseOwnFormat({ width: '150', height: '100' }, 'cm', limit).ok).toBe(true);
    expect(parseOwnFormat({ width: '59', height: '39.37' }, 'inch', limit)).toEqual({ ok: true, value: { width: 1499, height: 1000, format: '1499x1000' } });
    expect(parseOwnFormat({ width: '59', height: '39.4' }, 'inch', limit).ok).toBe(false);
    expect(isWithinFormatLimit({ width: 1500, height: 1001 }, limit)).toBe(false);
  });
});
