/** A voucher code's terms on the asking host: value, validity, conditions in the host's currency. */
import { z } from 'zod';
import { currencySchema, priceSchema } from './common.ts';

export const voucherQuerySchema = z.object({ code: z.string().trim().min(1).max(64) });

export const voucherSchema = z.object({
  code: z.string().min(1),
  /** Percent off the order (the seed codes are all percentages). */
  percent: z.number().positive().max(100),
  currency: currencySchema,
  minimumOrderValue: priceSchema,
  /** The last day the code is accepted, `YYYY-MM-DD` (UTC). */
  validUntil: z.iso.date(),
  /** Past `validUntil` on the server's clock. */
  expired: z.boolean(),
  firstOrderOnly: z.boolean(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** One gift voucher of the catalogue: it costs what it is worth. */
export const giftVoucherAmountSchema = z.object({
  sku: z.string().min(1),
  value: priceSchema.positive(),
});

/** `/gift-voucher`: the gift vouchers the channel sells on the host, in its currency. */
export const giftVouchersSchema = z.object({
  currency: currencySchema,
  amounts: z.array(giftVoucherAmountSchema).min(1),
  /** The amount shown until the visitor chooses one; one of `amounts`. */
  defaultValue: priceSchema.positive(),
  /** Whole years from the purchase date the voucher can be redeemed. */
  validityYears: z.number().int().positive(),
});
export type GiftVouchers = z.infer<typeof giftVouchersSchema>;
