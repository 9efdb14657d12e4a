/**
 * The footer link to the shop's gift voucher page (`/gift-voucher`, decision 0042), in both
 * channels: a shop page rather than a story, linked by its path, which the shop puts into the
 * visitor's language.
 */
import type { Link } from '../story-types.ts';
import type { ShopLocale } from './shop-pages-types.ts';

const GIFT_VOUCHER_LINK_TEXTS: Readonly<Record<ShopLocale, string>> = {
  'de-de': 'Geschenkgutscheine',
  'en-gb': 'Gift vouchers',
  'en-us': 'Gift cards',
  'fr-fr': 'Bons cadeaux',
  'es-es': 'Tarjetas regalo',
  'it-it': 'Buoni regalo',
  'nl-nl': 'Cadeaubonnen',
};

/** With a slash, like every shop route in copy: the shop applies the channel's slash rule. */
export const GIFT_VOUCHER_PATH = '/gift-voucher/';

export function getGiftVoucherLinkText(locale: ShopLocale): string {
  return GIFT_VOUCHER_LINK_TEXTS[locale];
}

export function buildGiftVoucherLink(): Link {
  return { linktype: 'url', url: GIFT_VOUCHER_PATH };
}
