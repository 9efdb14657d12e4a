import type { GiftVouchers } from '../../../domain/shop-api-contract/index.ts';

/** The page's one parameter: the value the visitor chose (`?amount=50`), a form GET. */
export const GIFT_VOUCHER_AMOUNT_PARAM = 'amount';

export type GiftVoucherAmount = GiftVouchers['amounts'][number];

export type GiftVoucherChoice = {
  selected: GiftVoucherAmount;
  /** The visitor asked for a value the catalogue does not sell (an old link, a typed URL). */
  refused: boolean;
};

/**
 * The amount to preview: the one asked for when the catalogue sells it, else the catalogue's
 * preselected one (or its first). Values compare as numbers, so `50.0` is 50.
 */
export function chooseGiftVoucher(vouchers: GiftVouchers, requested: string | null): GiftVoucherChoice {
  const fallback = vouchers.amounts.find((amount) => amount.value === vouchers.defaultValue) ?? vouchers.amounts[0]!;
  if (requested === null || requested.trim() === '') return { selected: fallback, refused: false };
  const value = Number(requested);
  const match = Number.isFinite(value) ? vouchers.amounts.find((amount) => amount.value === value) : undefined;
  return match ? { selected: match, refused: false } : { selected: fallback, refused: true };
}

/**
 * The cart application's entry link (with locale and return URL) carrying the voucher: the cart
 * keeps carts for visitors and customers alike, so this needs no server action.
 */
export function buildGiftVoucherCartLink(cartEntryLink: string, sku: string): string {
  const url = new URL(cartEntryLink);
  url.searchParams.set('sku', sku);
  url.searchParams.set('quantity', '1');
  return url.href;
}
