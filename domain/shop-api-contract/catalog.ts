/**
 * Calculator and product-data calls of docs/shop-api-catalog.md: what the shop asks (query) and
 * what the backend answers, written from the document rather than from either implementation, so
 * a renamed or missing field fails a test on both sides. Objects are not strict: the contract
 * allows added fields.
 */
import { z } from 'zod';
import { currencySchema, formatLimitSchema, formatValueSchema, priceSchema } from './common.ts';

import { CALCULATOR_PRODUCTS } from '../catalog/vocabulary.ts';

// The product list is the shop's vocabulary (one definition); the contract names it for both sides.
export { CALCULATOR_PRODUCTS, type CalculatorProduct } from '../catalog/vocabulary.ts';
export const calculatorProductSchema = z.enum(CALCULATOR_PRODUCTS);

/** Query values arrive as strings; counts and sizes are positive whole numbers. */
const positiveInteger = z.string().regex(/^[1-9]\d*$/);

const calculatorFormat = z.object({
  value: formatValueSchema,
  priceCurrent: priceSchema,
  priceOriginal: priceSchema,
  context: z.object({ formatType: z.string() }).passthrough(),
  labelTranslationKey: z.string().startsWith('format.'),
});

const calculatorMaterial = z.object({
  value: z.string(),
  labelTranslationKey: z.string(),
  group: z.string().optional(),
  set: z.string(),
  initiallySelectedFormat: formatValueSchema,
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  formats: z.array(calculatorFormat).min(3).max(6),
  moreFormats: z.array(calculatorFormat),
  tags: z.array(z.string()),
  /** Tighter than the product's where the material needs it (a frame's). */
  formatLimit: formatLimitSchema.optional(),
  /** Whether the own-format dialog is offered. */
  ownFormats: z.boolean().optional(),
});

export const calculatorReferenceQuerySchema = z.object({ product: calculatorProductSchema });
export const calculatorReferenceSchema = z.object({
  product: calculatorProductSchema,
  currency: currencySchema,
  isCollage: z.boolean(),
  selectedValue: z.string(),
  formatLimit: formatLimitSchema,
  labels: z.array(z.object({ index: z.number().int().nonnegative(), text: z.string(), backgroundColor: z.string(), textColor: z.string() })),
  materials: z.array(calculatorMaterial).min(1),
});
export type CalculatorReferenceAnswer = z.infer<typeof calculatorReferenceSchema>;
export type CalculatorMaterialAnswer = z.infer<typeof calculatorMaterial>;
export type CalculatorFormatAnswer = z.infer<typeof calculatorFormat>;

/**
 * The cheapest format of every calculator material, in the locale's currency: the "from" price
 * the calculator really offers (listed and more formats; own formats aside), one answer per host.
 */
export const pricesFromSchema = z.object({
  currency: currencySchema,
  prices: z.array(z.object({
    product: calculatorProductSchema,
    material: z.string().min(1),
    format: formatValueSchema,
    priceCurrent: priceSchema,
    priceOriginal: priceSchema,
  })),
});
export type PricesFromAnswer = z.infer<typeof pricesFromSchema>;

export const priceArticleQuerySchema = z.object({
  product: calculatorProductSchema.optional(),
  material: z.string().min(1),
  width: positiveInteger,
  height: positiveInteger,
});
export const priceArticleSchema = z.object({ currency: currencySchema, priceCurrent: priceSchema, priceOriginal: priceSchema, format: formatValueSchema });
export type PriceArticleAnswer = z.infer<typeof priceArticleSchema>;
/** The 400 answer of price-article for a size beyond the limit; the minimums may be missing. */
export const formatOutOfRangeSchema = z.object({
  error: z.literal('format-out-of-range'),
  maxWidth: z.number(),
  maxHeight: z.number(),
  minWidth: z.number().optional(),
  minHeight: z.number().optional(),
});

export const photobookPriceQuerySchema = z.object({
  printing: z.string().min(1),
  format: z.string().min(1),
  pages: positiveInteger.optional(),
  cover: z.string().optional(),
  paper: z.string().optional(),
});
export const photobookPriceSchema = z.object({ currency: currencySchema, priceCurrent: priceSchema, priceOriginal: priceSchema, pages: z.number().int() });

export const calendarPriceQuerySchema = z.object({ calendarType: z.string().min(1), format: z.string().min(1), mounting: z.string().optional() });
export const calendarPriceSchema = z.object({ currency: currencySchema, priceCurrent: priceSchema, priceOriginal: priceSchema });

export const cardPriceQuerySchema = z.object({ sku: z.string().min(1), quantity: positiveInteger });
/** `unitPrice` is the list price of one card; `unitPriceCurrent`, where sent, the discounted one. */
export const cardPriceSchema = z.object({
  currency: currencySchema,
  unitPrice: priceSchema,
  unitPriceCurrent: priceSchema.optional(),
  priceCurrent: priceSchema,
  priceOriginal: priceSchema,
  quantity: z.number().int().positive(),
});

export const skuQuerySchema = z.object({ sku: z.string().min(1) });
export const cardAccessoriesSchema = z.object({
  currency: currencySchema,
  accessories: z.array(z.object({ kind: z.string(), sku: z.string(), label: z.string().min(1), priceCurrent: priceSchema })),
});

export const cardAccessoryPriceQuerySchema = z.object({ sku: z.string().min(1), accessory: z.string().min(1), quantity: z.string().regex(/^[1-9]\d{0,3}$/) });
export const cardAccessoryPriceSchema = z.object({
  accessory: z.string().min(1),
  label: z.string().min(1),
  quantity: z.number().int().positive(),
  unitPrice: priceSchema,
  priceCurrent: priceSchema,
  currency: currencySchema,
});
/** Adds accessories to the open order of the customer in the session cookie. */
export const cardAccessoryOrderRequestSchema = z.object({ sku: z.string().min(1).max(120), accessory: z.string().min(1).max(120), quantity: z.number().int().min(1).max(500) });
export const cardAccessoryOrderSchema = z.object({ accessory: z.string(), quantity: z.number().int().positive(), cartArticlesAmount: z.number().int().nonnegative() });

export const skuContainerSchema = z.object({
  sku: z.string(),
  context: z.record(z.string(), z.unknown()),
  priceCurrent: priceSchema,
  priceOriginal: priceSchema,
  currency: currencySchema,
});

export const frameTypesQuerySchema = z.object({ material: z.string().min(1) });
export const frameTypesSchema = z.object({ frameTypes: z.array(z.object({ value: z.string(), kind: z.string(), color: z.string() })) });
