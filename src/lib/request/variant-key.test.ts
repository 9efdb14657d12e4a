import { describe, expect, it } from 'vitest';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import { buildVariantKey, planVariant, treatmentToken } from './variant-key.ts';

const evaluated = (treatment: 'on' | 'off' | 'control') => SHOP_FLAGS.map((flag) => ({ key: flag.key, treatment, source: 'evaluated' as const }));
const zeros = '0'.repeat(SHOP_FLAGS.length);

describe('variant key', () => {
  it('says what a page depends on: consent choice, light, app banner, treatments', () => {
    const none = new Map<string, string>();
    expect(buildVariantKey({ cookies: none, light: false, token: null })).toBe('n.l0.a0.t-');
    expect(buildVariantKey({ cookies: new Map([['consent', '1.s1.m0'], ['app_banner_dismissed', '1']]), light: true, token: zeros })).toBe(`s1m0.l1.a1.t${zeros}`);
    // An old or broken consent value counts as unanswered: the banner asks again.
    expect(buildVariantKey({ cookies: new Map([['consent', '0.s1.m1']]), light: false, token: null })).toBe('n.l0.a0.t-');
    // Cookies that do not change the page do not split it.
    expect(buildVariantKey({ cookies: new Map([['flag_user_key', 'abcdefabcdefabcdef'], ['_ga', 'x']]), light: false, token: null })).toBe('n.l0.a0.t-');
  });

  it('writes one character per flag; a flag the path switches on keeps the visitor’s character', () => {
    expect(treatmentToken(evaluated('control'), undefined)).toBe('c'.repeat(SHOP_FLAGS.length));
    const results = evaluated('on').map((result) => (result.key === 'posterdruck-landing' ? { ...result, source: 'path' as const } : result));
    const index = SHOP_FLAGS.findIndex((flag) => flag.key === 'posterdruck-landing');
    expect(treatmentToken(results, 'c'.repeat(SHOP_FLAGS.length))[index]).toBe('c');
    expect(treatmentToken(results, 'junk')[index]).toBe('0');
  });

  it('sets the cookie when it is missing or out of date, never for forced treatments or crawlers, and compares the edge’s key', () => {
    const flags = { userKey: 'k'.repeat(20), results: evaluated('on') };
    const ones = '1'.repeat(SHOP_FLAGS.length);
    expect(planVariant({ cookies: new Map(), light: false, flags, edgeHeader: undefined })).toEqual({ key: `n.l0.a0.t${ones}`, cookieValue: ones, edge: 'absent' });
    expect(planVariant({ cookies: new Map([['flag_variant', ones]]), light: false, flags, edgeHeader: `n.l0.a0.t${ones}` })).toMatchObject({ cookieValue: null, edge: 'same' });
    expect(planVariant({ cookies: new Map([['flag_variant', zeros]]), light: false, flags, edgeHeader: `n.l0.a0.t${zeros}` })).toMatchObject({ cookieValue: ones, edge: 'other' });
    const forced = { ...flags, results: flags.results.map((result, i) => (i === 0 ? { ...result, source: 'override' as const } : result)) };
    expect(planVariant({ cookies: new Map(), light: false, flags: forced, edgeHeader: undefined }).cookieValue).toBeNull();
    expect(planVariant({ cookies: new Map(), light: false, flags: { userKey: null, results: evaluated('off') }, edgeHeader: 'n.l0.a0.t-' })).toEqual({ key: 'n.l0.a0.t-', cookieValue: null, edge: 'same' });
  });

  it('disagrees with an edge that keys on another content version: a publication one of them has not seen yet', () => {
    const flags = { userKey: 'k'.repeat(20), results: evaluated('on') };
    const ones = '1'.repeat(SHOP_FLAGS.length);
    const plan = (edgeContentVersion: string | undefined, contentVersion: number | undefined) =>
      planVariant({ cookies: new Map([['flag_variant', ones]]), light: false, flags, edgeHeader: `n.l0.a0.t${ones}`, edgeContentVersion, contentVersion }).edge;
    expect(plan('1700000001', 1_700_000_001)).toBe('same');
    expect(plan('1700000002', 1_700_000_001)).toBe('other');
    expect(plan('1700000001', 1_700_000_002)).toBe('other');
    expect(plan('-', undefined)).toBe('same');
    expect(plan(undefined, 1_700_000_001)).toBe('same');
  });
});

describe('variant key behind an edge with a flag mask', () => {
  const flags = { userKey: 'k'.repeat(20), results: evaluated('on') };
  const ones = '1'.repeat(SHOP_FLAGS.length);
  const footerOnly = SHOP_FLAGS.map((flag) => (flag.key === 'footer-customer-opinions-order' ? '1' : '0')).join('');
  const masked = SHOP_FLAGS.map((flag) => (flag.key === 'footer-customer-opinions-order' ? '1' : '-')).join('');

  it('keys on the masked flags only, as the edge does', () => {
    const plan = planVariant({ cookies: new Map([['flag_variant', ones]]), light: false, flags, edgeHeader: `n.l0.a0.t${masked}`, edgeFlagMask: footerOnly });
    expect(plan).toEqual({ key: `n.l0.a0.t${masked}`, cookieValue: null, edge: 'same', flagMask: footerOnly });
    // The cookie keeps every flag: the next page may read others.
    expect(planVariant({ cookies: new Map(), light: false, flags, edgeHeader: 'n.l0.a0.t-', edgeFlagMask: footerOnly }).cookieValue).toBe(ones);
  });

  it('ignores a mask without an edge, and never agrees on a forced treatment the mask leaves out', () => {
    expect(planVariant({ cookies: new Map(), light: false, flags, edgeHeader: undefined, edgeFlagMask: footerOnly }).key).toBe(`n.l0.a0.t${ones}`);
    const forced = { ...flags, results: flags.results.map((result) => (result.key === 'calculator-top-deal-965' ? { ...result, source: 'override' as const } : result)) };
    expect(planVariant({ cookies: new Map([['flag_variant', ones]]), light: false, flags: forced, edgeHeader: `n.l0.a0.t${masked}`, edgeFlagMask: footerOnly }).edge).toBe('other');
  });
});
