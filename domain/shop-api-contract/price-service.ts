/**
 * The photo-frame product selection and the price service (spec 7: `product-selection-photo-frame/*`
 * and the eight `/price-api/...` paths). The spec names the paths only; the shapes below are ours,
 * built from the calculator's: every price here is the price the calculator shows for the same
 * material and format. Decision 0032.
 */
import { z } from 'zod';
import { calculatorProductSchema } from './catalog.ts';
import { currencySchema, formatLimitSchema, formatValueSchema, priceSchema } from './common.ts';

const positiveInteger = z.string().regex(/^[1-9]\d*$/);

/** One material of one product; without a product the unframed print is meant (as price-article). */
export const materialQuerySchema = z.object({ product: calculatorProductSchema.optional(), material: z.string().min(1) });
/** `formats[]` on the wire (spec 5: arrays are sent with bracket keys). */
export const formatsQuerySchema = materialQuerySchema.extend({ formats: z.array(formatValueSchema).min(1).max(50) });

const pricedFormat = z.object({ value: formatValueSchema, priceCurrent: priceSchema, priceOriginal: priceSchema });
export type PricedFormatAnswer = z.infer<typeof pricedFormat>;

export const formatLimitsSchema = z.object({ material: z.string().min(1), formatLimit: formatLimitSchema, ownFormats: z.boolean() });

/** The formats a material lists (its format group) or the ones asked for, priced in the host's currency. */
export const formatPricesSchema = z.object({ currency: currencySchema, material: z.string().min(1), formats: z.array(pricedFormat).min(1) });
export type FormatPricesAnswer = z.infer<typeof formatPricesSchema>;

/** As the format group, each format with the material's picture (a path on the image service). */
export const formatPricesImagesSchema = formatPricesSchema.extend({
  formats: z.array(pricedFormat.extend({ image: z.string().startsWith('/') })).min(1),
});

export const framePriceQuerySchema = z.object({
  frameKind: z.string().min(1),
  width: positiveInteger,
  height: positiveInteger,
  matSize: z.string().regex(/^(0|[1-9]\d*)$/).optional(),
});
/** A frame (and mat) alone, for a picture of `format`. */
export const framePriceSchema = z.object({
  currency: currencySchema,
  frameKind: z.string().min(1),
  format: formatValueSchema,
  matSize: z.number().int().nonnegative(),
  priceCurrent: priceSchema,
  priceOriginal: priceSchema,
});

/** Photo print finishes, each a group of print formats. */
export const photoOptionsGroupsSchema = z.object({
  currency: currencySchema,
  groups: z.array(z.object({ finish: z.string().min(1), formats: z.array(pricedFormat).min(1) })).min(1),
});

/** Photo boxes filled to their maximum, per print format. */
export const photoboxesSchema = z.object({
  currency: currencySchema,
  photoboxes: z.array(z.object({
    type: z.string().min(1),
    formats: z.array(pricedFormat.extend({ quantityMax: z.number().int().positive() })).min(1),
  })).min(1),
});

export const accessoryPriceQuerySchema = z.object({ sku: z.string().min(1) });
export const accessoryPriceSchema = z.object({
  currency: currencySchema,
  sku: z.string().min(1),
  kind: z.string().min(1),
  priceCurrent: priceSchema,
  priceOriginal: priceSchema,
});
