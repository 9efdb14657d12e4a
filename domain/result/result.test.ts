import { describe, expect, it } from 'vitest';
import type { Result } from './result.ts';
import { err, ok, valueOr } from './result.ts';

type ParseError = { kind: 'empty' } | { kind: 'not-a-number'; input: string };

function parseCount(input: string): Result<number, ParseError> {
  if (input === '') return err({ kind: 'empty' });
  const value = Number(input);
  return Number.isInteger(value) ? ok(value) : err({ kind: 'not-a-number', input });
}

describe('Result', () => {
  it('carries the value of a success and the typed error of a failure', () => {
    expect(parseCount('12')).toEqual({ ok: true, value: 12 });
    expect(parseCount('')).toEqual({ ok: false, error: { kind: 'empty' } });
    const failed = parseCount('x');
    expect(failed.ok ? null : failed.error).toEqual({ kind: 'not-a-number', input: 'x' });
  });

  it('falls back only for failures', () => {
    expect(valueOr(parseCount('3'), 0)).toBe(3);
    expect(valueOr(parseCount('three'), 0)).toBe(0);
  });
});
