import type { Channel } from '../../../domain/locale/channels.ts';

type Currency = 'eur' | 'chf' | 'gbp' | 'usd';

export type VoucherTerms = {
  readonly channel: Channel;
  readonly percent: number;
  /** Minimum order value in each currency (rounded the way each market prices). */
  readonly minimumOrderValue: Readonly<Record<Currency, number>>;
  /** Valid through this day (UTC). */
  readonly validUntil: string;
  readonly firstOrderOnly: boolean;
};

const POSTER_MINIMUM = { eur: 30, chf: 35, gbp: 25, usd: 35 } as const;
const CARD_MINIMUM = { eur: 40, chf: 45, gbp: 35, usd: 45 } as const;
const poster = (percent: number, validUntil: string): VoucherTerms => ({ channel: 'poster', percent, minimumOrderValue: POSTER_MINIMUM, validUntil, firstOrderOnly: true });
const card = (percent: number, validUntil: string): VoucherTerms => ({ channel: 'card', percent, minimumOrderValue: CARD_MINIMUM, validUntil, firstOrderOnly: true });

/**
 * The vouchers the seed content advertises (one code per language), and one expired code per
 * channel, so a page can show what an ended campaign looks like.
 */
export const VOUCHERS: Readonly<Record<string, VoucherTerms>> = {
  WANDLIEBE10: poster(10, '2027-03-31'),
  WALLLOVE10: poster(10, '2027-03-31'),
  PAREDES10: poster(10, '2027-03-31'),
  MURDAMOUR10: poster(10, '2027-03-31'),
  PARETE10: poster(10, '2027-03-31'),
  MUURLIEFDE10: poster(10, '2027-03-31'),
  SOMMER2025: { ...poster(20, '2025-08-31'), firstOrderOnly: false },
  KARTENGLUECK: card(15, '2027-03-31'),
  CARDJOY15: card(15, '2027-03-31'),
  TARJETAS15: card(15, '2027-03-31'),
  BONHEURCARTES: card(15, '2027-03-31'),
  BIGLIETTI15: card(15, '2027-03-31'),
  KAARTGELUK15: card(15, '2027-03-31'),
  ADVENT2025: { ...card(20, '2025-12-24'), firstOrderOnly: false },
};
