/**
 * Delivery terms of the host's country (X-Locale's region): standard shipping with its cost, the
 * order value from which it is free and the delivery time, and express delivery where offered.
 */
import { z } from 'zod';
import { currencySchema, priceSchema } from './common.ts';

/** Working days from dispatch. */
const workingDays = z.number().int().min(0).max(60);
const deliveryTimeSchema = z
  .object({ minDays: workingDays, maxDays: workingDays })
  .refine((time) => time.minDays <= time.maxDays, 'minDays after maxDays');

export const shippingInformationSchema = z.object({
  /** ISO 3166 region of the country shipped to (`DE`, `CH`, `US`). */
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: currencySchema,
  standard: z.object({ price: priceSchema, deliveryTime: deliveryTimeSchema }),
  freeShippingFrom: priceSchema,
});
export type ShippingInformation = z.infer<typeof shippingInformationSchema>;

export const expressShopSchema = z.discriminatedUnion('offered', [
  z.object({ offered: z.literal(true), currency: currencySchema, price: priceSchema, deliveryTime: deliveryTimeSchema }),
  z.object({ offered: z.literal(false) }),
]);
export type ExpressShop = z.infer<typeof expressShopSchema>;
