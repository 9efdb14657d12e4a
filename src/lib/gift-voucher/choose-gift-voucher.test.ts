import { describe, expect, it } from 'vitest';
import { buildGiftVoucherCartLink, chooseGiftVoucher } from './choose-gift-voucher.ts';

const VOUCHERS = {
  currency: 'eur' as const,
  amounts: [10, 25, 50].map((value) => ({ sku: `gift-voucher-card-${value}-eur`, value })),
  defaultValue: 25,
  validityYears: 3,
};

describe('chooseGiftVoucher', () => {
  it('shows the catalogue’s preselected amount until the visitor chooses', () => {
    expect(chooseGiftVoucher(VOUCHERS, null)).toEqual({ selected: VOUCHERS.amounts[1], refused: false });
    expect(chooseGiftVoucher(VOUCHERS, ' ')).toEqual({ selected: VOUCHERS.amounts[1], refused: false });
  });

  it('takes a value the catalogue sells, written either way', () => {
    expect(chooseGiftVoucher(VOUCHERS, '50').selected.sku).toBe('gift-voucher-card-50-eur');
    expect(chooseGiftVoucher(VOUCHERS, '10.00').selected.value).toBe(10);
  });

  it('refuses a value it does not sell and shows the preselected one', () => {
    for (const requested of ['7', '-25', 'abc', 'Infinity', '1e400']) {
      expect(chooseGiftVoucher(VOUCHERS, requested)).toEqual({ selected: VOUCHERS.amounts[1], refused: true });
    }
  });

  it('falls back to the first amount when the preselected one is not listed', () => {
    expect(chooseGiftVoucher({ ...VOUCHERS, defaultValue: 99 }, null).selected.value).toBe(10);
  });
});

describe('buildGiftVoucherCartLink', () => {
  it('adds the voucher to the cart entry link and keeps its locale and return URL', () => {
    const link = new URL(buildGiftVoucherCartLink('http://127.0.0.1:3001/cart/?returnUrl=http%3A%2F%2Fde.card.localhost%2F&locale=de-DE', 'gift-voucher-card-25-eur'));
    expect(Object.fromEntries(link.searchParams)).toEqual({ returnUrl: 'http://de.card.localhost/', locale: 'de-DE', sku: 'gift-voucher-card-25-eur', quantity: '1' });
  });
});
