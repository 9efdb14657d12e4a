import { describe, expect, it } from 'vitest';
import { hasFlagDebug, parseFlagOverrides } from './flag-overrides.ts';

const parse = (query: string) => parseFlagOverrides(new URLSearchParams(query));

describe('query overrides', () => {
  it('forces flags on and off by key or by experiment id, comma-separated or repeated', () => {
    const overrides = parse('_flag_on=965,calculator-nudging-967&_flag_on=footer-customer-opinions-order&_flag_off=1409');
    expect(Object.fromEntries(overrides.forced)).toEqual({
      'calculator-top-deal-965': 'on',
      'calculator-nudging-967': 'on',
      'footer-customer-opinions-order': 'on',
      'calculator-nudging-1409': 'off',
    });
    expect(overrides.disabled).toBe(false);
  });

  it('lets "off" win when a flag is forced both ways', () => {
    expect(parse('_flag_off=965&_flag_on=965').forced.get('calculator-top-deal-965')).toBe('off');
  });

  it('collects unknown names instead of failing, and ignores empty ones', () => {
    const overrides = parse('_flag_on=nope,,%20,999&_flag_off=');
    expect(overrides.forced.size).toBe(0);
    expect(overrides.unknown).toEqual(['nope', '999']);
  });

  it('disables flags with _flags=off only', () => {
    expect(parse('_flags=off').disabled).toBe(true);
    expect(parse('_flags=on').disabled).toBe(false);
    expect(parse('flags=off').disabled).toBe(false);
  });

  it('knows the two debug switches', () => {
    expect(hasFlagDebug(new URLSearchParams('splitDebug'))).toBe(true);
    expect(hasFlagDebug(new URLSearchParams('_debug=1'))).toBe(true);
    expect(hasFlagDebug(new URLSearchParams('debug=1'))).toBe(false);
  });
});
