import type { GiftVouchers } from '../../domain/shop-api-contract/index.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import { GIFT_VOUCHER_VALIDITY_YEARS, GIFT_VOUCHER_VALUES } from './data/gift-vouchers.ts';
import type { Channel, Locale } from './locales.ts';

/** `/gift-voucher`: the channel's gift vouchers in the host's currency; the SKU names channel, value and currency. */
export function getGiftVouchers(channel: Channel, locale: Locale): GiftVouchers {
  const currency = getCurrency(locale);
  const { values, defaultValue } = GIFT_VOUCHER_VALUES[channel];
  return {
    currency,
    amounts: values.map((value) => ({ sku: `gift-voucher-${channel}-${value}-${currency}`, value })),
    defaultValue,
    validityYears: GIFT_VOUCHER_VALIDITY_YEARS,
  };
}
