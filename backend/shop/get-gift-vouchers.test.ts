import { describe, expect, it } from 'vitest';
import { SHOP_API } from '../../domain/shop-api-contract/index.ts';
import { getGiftVouchers } from './get-gift-vouchers.ts';
import { CHANNELS, SUPPORTED_LOCALES } from './locales.ts';

describe('getGiftVouchers', () => {
  it('answers the channel’s amounts in the host’s currency, the same round figures everywhere', () => {
    expect(getGiftVouchers('card', 'fr-CH')).toEqual({
      currency: 'chf',
      amounts: [10, 25, 50, 100].map((value) => ({ sku: `gift-voucher-card-${value}-chf`, value })),
      defaultValue: 25,
      validityYears: 3,
    });
    expect(getGiftVouchers('poster', 'en-US')).toMatchObject({ currency: 'usd', defaultValue: 50 });
    expect(getGiftVouchers('poster', 'en-GB').amounts.map((amount) => amount.value)).toEqual(getGiftVouchers('poster', 'de-DE').amounts.map((amount) => amount.value));
  });

  it.each(CHANNELS.flatMap((channel) => SUPPORTED_LOCALES.map((locale) => ({ channel, locale }))))('keeps the contract in $channel $locale', ({ channel, locale }) => {
    const answer = SHOP_API.giftVouchers.answer.parse(getGiftVouchers(channel, locale));
    expect(answer.amounts.map((amount) => amount.value)).toContain(answer.defaultValue);
    expect(new Set(answer.amounts.map((amount) => amount.sku)).size).toBe(answer.amounts.length);
  });
});
