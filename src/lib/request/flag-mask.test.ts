import { describe, expect, it } from 'vitest';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import { ALL_FLAGS_MASK, flagMaskOf, maskCovers, maskToken, parseFlagMask, unionMasks } from './flag-mask.ts';

const n = SHOP_FLAGS.length;
const only = (...keys: string[]) => SHOP_FLAGS.map((flag) => (keys.includes(flag.key) ? '1' : '0')).join('');

describe('flag mask', () => {
  it('has one character per shop flag, every flag while a page’s reads are unknown', () => {
    expect(flagMaskOf(undefined)).toBe(ALL_FLAGS_MASK);
    expect(flagMaskOf(new Set())).toBe('0'.repeat(n));
    expect(flagMaskOf(new Set(['footer-customer-opinions-order', 'not-a-flag']))).toBe(only('footer-customer-opinions-order'));
  });

  it('accepts only a mask of the right length and characters', () => {
    expect(parseFlagMask(ALL_FLAGS_MASK)).toBe(ALL_FLAGS_MASK);
    expect(parseFlagMask(undefined)).toBeUndefined();
    expect(parseFlagMask('1'.repeat(n + 1))).toBeUndefined();
    expect(parseFlagMask(`2${'0'.repeat(n - 1)}`)).toBeUndefined();
  });

  it('keeps the characters of keyed flags only', () => {
    const token = 'c10'.repeat(n).slice(0, n);
    const mask = only(SHOP_FLAGS[1]!.key);
    expect(maskToken(token, mask)).toBe(`-${token[1]}${'-'.repeat(n - 2)}`);
    expect(maskToken(token, ALL_FLAGS_MASK)).toBe(token);
  });

  it('covers what it keys, and grows by union', () => {
    const footer = only('footer-customer-opinions-order');
    const calculator = only('calculator-top-deal-965');
    expect(maskCovers(ALL_FLAGS_MASK, calculator)).toBe(true);
    expect(maskCovers(footer, footer)).toBe(true);
    expect(maskCovers(footer, calculator)).toBe(false);
    expect(maskCovers(footer, '0'.repeat(n))).toBe(true);
    expect(unionMasks(footer, calculator)).toBe(only('footer-customer-opinions-order', 'calculator-top-deal-965'));
  });
});
