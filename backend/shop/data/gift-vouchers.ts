import type { Channel } from '../../../domain/locale/channels.ts';

/**
 * Gift vouchers are a product of each channel's catalogue: the same round figures in every
 * currency (a voucher is bought for a round sum, never a conversion), a middle amount preselected.
 * Poster orders are larger than card orders, so its amounts start higher.
 */
export const GIFT_VOUCHER_VALUES: Readonly<Record<Channel, { values: readonly number[]; defaultValue: number }>> = {
  poster: { values: [25, 50, 75, 100, 150], defaultValue: 50 },
  card: { values: [10, 25, 50, 100], defaultValue: 25 },
};

/** Three years from the purchase date: the standard limitation period where the shop sells. */
export const GIFT_VOUCHER_VALIDITY_YEARS = 3;
