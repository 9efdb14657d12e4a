import { describe, expect, it } from 'vitest';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import { ALL_FLAGS_MASK, flagMaskOf } from '../../lib/request/flag-mask.ts';
import { edgeVerdict } from './serve-from-store.ts';

const footer = new Set(['footer-customer-opinions-order']);
const footerMask = flagMaskOf(footer);
const plan = (edge: 'same' | 'other', flagMask?: string) => ({ key: 'k', cookieValue: null, edge, ...(flagMask ? { flagMask } : {}) });

describe('edgeVerdict', () => {
  it('lets the edge keep a page only when its mask keys every flag the page reads', () => {
    expect(edgeVerdict(plan('same', footerMask), footer)).toEqual({ edge: 'same', needed: footerMask });
    expect(edgeVerdict(plan('same', footerMask), new Set([...footer, 'calculator-top-deal-965']))).toMatchObject({ edge: 'other' });
    // Nothing known about the page yet: it may read any flag.
    expect(edgeVerdict(plan('same', footerMask), undefined)).toEqual({ edge: 'other', needed: ALL_FLAGS_MASK });
    expect(edgeVerdict(plan('same', ALL_FLAGS_MASK), undefined)).toEqual({ edge: 'same', needed: ALL_FLAGS_MASK });
    // An edge without masks keys on every flag.
    expect(edgeVerdict(plan('same'), new Set(SHOP_FLAGS.map((flag) => flag.key)))).toMatchObject({ edge: 'same' });
    expect(edgeVerdict(plan('other', ALL_FLAGS_MASK), footer)).toMatchObject({ edge: 'other' });
  });

  it('says nothing without an edge', () => {
    expect(edgeVerdict(null, footer)).toEqual({ edge: undefined });
    expect(edgeVerdict({ key: 'k', cookieValue: null, edge: 'absent' }, footer)).toEqual({ edge: 'absent' });
  });
});
