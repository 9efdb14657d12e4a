import type { Voucher } from '../../domain/shop-api-contract/index.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import { VOUCHERS } from './data/vouchers.ts';
import type { Channel, Locale } from './locales.ts';

const DAY_MS = 86_400_000;

/** `/web-api/voucher?code=`: the code's terms in the locale's currency; null for a code this channel does not have. */
export function getVoucher(channel: Channel, locale: Locale, code: string, now = Date.now()): Voucher | null {
  const normalized = code.trim().toUpperCase();
  const terms = Object.hasOwn(VOUCHERS, normalized) ? VOUCHERS[normalized] : undefined;
  if (!terms || terms.channel !== channel) return null;
  const currency = getCurrency(locale);
  return {
    code: normalized,
    percent: terms.percent,
    currency,
    minimumOrderValue: terms.minimumOrderValue[currency],
    validUntil: terms.validUntil,
    // Valid through its last day.
    expired: Date.parse(`${terms.validUntil}T00:00:00Z`) + DAY_MS <= now,
    firstOrderOnly: terms.firstOrderOnly,
  };
}
