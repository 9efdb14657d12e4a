import { describe, expect, it } from 'vitest';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../../lib/request/shop-cookies.ts';
import { decidePageKey, normalizeQuery, variantKey, type PageKeyInput } from './page-key.ts';

const base: PageKeyInput = {
  method: 'GET',
  isDocument: true,
  isPage: true,
  host: 'de.poster.localhost:3000',
  pageUrl: new URL('http://de.poster.localhost:3000/leinwanddruck'),
  cookies: new Map(),
  lightMode: false,
  preview: false,
  cacheVersion: 42,
  flags: { treatments: { 'calculator-top-deal-965': 'off', 'posterdruck-landing': 'on' }, debug: false },
};

function keyOf(overrides: Partial<PageKeyInput>): string {
  const decision = decidePageKey({ ...base, ...overrides });
  if (!decision.storable) throw new Error(`not storable: ${decision.reason}`);
  return variantKey(decision.base, decision.treatments, undefined);
}

const url = (path: string) => new URL(`http://de.poster.localhost:3000${path}`);

describe('page store key', () => {
  it('never stores a page for a visitor with a personal cookie (the session, plain or __Host-)', () => {
    for (const name of [SHOP_COOKIES.session.name, `__Host-${SHOP_COOKIES.session.name}`]) {
      expect(decidePageKey({ ...base, cookies: new Map([[name, 'abc']]) })).toEqual({ storable: false, reason: 'personal' });
    }
  });

  it('never stores posts, client navigations, non-pages, drafts or the flag debug view', () => {
    expect(decidePageKey({ ...base, method: 'POST' })).toMatchObject({ storable: false, reason: 'method' });
    expect(decidePageKey({ ...base, isDocument: false })).toMatchObject({ storable: false, reason: 'rsc' });
    expect(decidePageKey({ ...base, isPage: false })).toMatchObject({ storable: false, reason: 'not-a-page' });
    expect(decidePageKey({ ...base, preview: true })).toMatchObject({ storable: false, reason: 'preview' });
    // Preview parameters without a valid token render published, but are not stored either.
    expect(decidePageKey({ ...base, pageUrl: url('/?_storyblok=12') })).toMatchObject({ storable: false, reason: 'preview' });
    expect(decidePageKey({ ...base, flags: { ...base.flags!, debug: true } })).toMatchObject({ storable: false, reason: 'flag-debug' });
    expect(decidePageKey({ ...base, flags: undefined })).toMatchObject({ storable: false });
  });

  it('separates what changes the page: host, path, query, content version, light mode', () => {
    const key = keyOf({});
    expect(keyOf({ host: 'ch.poster.localhost:3000' })).not.toBe(key);
    expect(keyOf({ pageUrl: url('/fotobuch') })).not.toBe(key);
    expect(keyOf({ pageUrl: url('/leinwanddruck?calc-format=300x400') })).not.toBe(key);
    expect(keyOf({ cacheVersion: 43 })).not.toBe(key);
    expect(keyOf({ cacheVersion: undefined })).not.toBe(key);
    expect(keyOf({ lightMode: true })).not.toBe(key);
    expect(keyOf({ host: 'DE.poster.localhost:3000' })).toBe(key);
  });

  it('normalises the query: parameter order does not matter, values of one name keep theirs, what no page reads is dropped', () => {
    expect(keyOf({ pageUrl: url('/products?color=red&sort=created') })).toBe(keyOf({ pageUrl: url('/products?sort=created&color=red') }));
    expect(keyOf({ pageUrl: url('/products?color=red&color=blue') })).not.toBe(keyOf({ pageUrl: url('/products?color=blue&color=red') }));
    expect(keyOf({ pageUrl: url('/products?utm_source=a&gclid=1&_x=2') })).toBe(keyOf({ pageUrl: url('/products') }));
    expect(normalizeQuery(new URLSearchParams('b=2&a=1&b=1'))).toBe('a=1&b=2&b=1');
  });

  it('keys on the cookies that vary the page, including every dismissed action bar, and ignores the rest', () => {
    const key = keyOf({});
    expect(keyOf({ cookies: new Map([[SHOP_COOKIES.consent.name, 'all']]) })).not.toBe(key);
    expect(keyOf({ cookies: new Map([[SHOP_COOKIES.consent.name, 'all']]) })).not.toBe(keyOf({ cookies: new Map([[SHOP_COOKIES.consent.name, 'none']]) }));
    // Light mode is keyed by its outcome (lightMode), not by the cookie or hint that decided it.
    expect(keyOf({ cookies: new Map([[SHOP_COOKIES.lightMode.name, '1']]) })).toBe(key);
    expect(keyOf({ lightMode: true })).not.toBe(key);
    expect(keyOf({ lightMode: true, cookies: new Map([[SHOP_COOKIES.lightMode.name, '1']]) })).toBe(keyOf({ lightMode: true }));
    expect(keyOf({ cookies: new Map([[SHOP_COOKIES.appBannerDismissed.name, '1']]) })).not.toBe(key);
    expect(keyOf({ cookies: new Map([[`${ACTION_BAR_DISMISSED_PREFIX}summer`, '1']]) })).not.toBe(key);
    expect(keyOf({ cookies: new Map([[`${ACTION_BAR_DISMISSED_PREFIX}summer`, '1']]) })).not.toBe(keyOf({ cookies: new Map([[`${ACTION_BAR_DISMISSED_PREFIX}winter`, '1']]) }));
    // The flag cookies vary the treatments, which are in the key; analytics cookies vary nothing.
    expect(keyOf({ cookies: new Map([[SHOP_COOKIES.flagUserKey.name, 'k1'], ['_ga', 'GA1.2.3']]) })).toBe(key);
    const both = new Map([[SHOP_COOKIES.consent.name, 'all'], [SHOP_COOKIES.appBannerDismissed.name, '1']]);
    const reversed = new Map([[SHOP_COOKIES.appBannerDismissed.name, '1'], [SHOP_COOKIES.consent.name, 'all']]);
    expect(keyOf({ cookies: both })).toBe(keyOf({ cookies: reversed }));
  });

  it('keys on every flag treatment, in any order, while the page’s flags are not known', () => {
    const key = keyOf({});
    expect(keyOf({ flags: { treatments: { 'calculator-top-deal-965': 'on', 'posterdruck-landing': 'on' }, debug: false } })).not.toBe(key);
    expect(keyOf({ flags: { treatments: { 'posterdruck-landing': 'on', 'calculator-top-deal-965': 'off' }, debug: false } })).toBe(key);
  });

  it('once known, keys only on the treatments of the flags the page asks for', () => {
    const treatments = { a: 'on', b: 'off', c: 'control' };
    const relevant = new Set(['a']);
    expect(variantKey('base', treatments, relevant)).toBe(variantKey('base', { ...treatments, b: 'on', c: 'off' }, relevant));
    expect(variantKey('base', treatments, relevant)).not.toBe(variantKey('base', { ...treatments, a: 'off' }, relevant));
    // A page that asks for no flag is the same for every group; still not the key of "not known yet".
    expect(variantKey('base', treatments, new Set())).toBe(variantKey('base', { a: 'off' }, new Set()));
    expect(variantKey('base', {}, new Set())).not.toBe(variantKey('base', {}, undefined));
  });
});
