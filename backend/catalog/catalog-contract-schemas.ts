/**
 * The answers of docs/shop-api-catalog.md as zod schemas, written from the document rather than
 * from this implementation, so the tests catch a renamed or missing field. Objects are not strict:
 * the contract allows added fields.
 */
import { z } from 'zod';
import { CALCULATOR_PRODUCTS } from '../../src/lib/catalog/vocabulary.ts';
import { currencySchema } from '../../src/lib/locale/currency-schema.ts';

const price = z.number().nonnegative();
const format = z.string().regex(/^[1-9]\d*x[1-9]\d*$/);
const formatLimit = z.object({ maxWidth: z.number().int().positive(), maxHeight: z.number().int().positive(), minWidth: z.number().int().positive(), minHeight: z.number().int().positive() });

export const formatLimitSchema = formatLimit;

const calculatorFormat = z.object({
  value: format,
  priceCurrent: price,
  priceOriginal: price,
  context: z.object({ formatType: z.string() }).passthrough(),
  labelTranslationKey: z.string().startsWith('format.'),
});

export const calculatorReferenceSchema = z.object({
  product: z.enum(CALCULATOR_PRODUCTS),
  currency: currencySchema,
  isCollage: z.boolean(),
  selectedValue: z.string(),
  formatLimit,
  labels: z.array(z.object({ index: z.number().int().nonnegative(), text: z.string(), backgroundColor: z.string(), textColor: z.string() })),
  materials: z
    .array(
      z.object({
        value: z.string(),
        labelTranslationKey: z.string(),
        group: z.string().optional(),
        set: z.string(),
        initiallySelectedFormat: format,
        context: z.record(z.string(), z.union([z.string(), z.number()])),
        formats: z.array(calculatorFormat).min(3).max(6),
        moreFormats: z.array(calculatorFormat),
        tags: z.array(z.string()),
      }),
    )
    .min(1),
});

export const priceArticleSchema = z.object({ currency: currencySchema, priceCurrent: price, priceOriginal: price, format });
export const formatOutOfRangeSchema = z.object({ error: z.literal('format-out-of-range'), maxWidth: z.number(), maxHeight: z.number() });

export const photobookPriceSchema = z.object({ currency: currencySchema, priceCurrent: price, priceOriginal: price, pages: z.number().int() });
export const calendarPriceSchema = z.object({ currency: currencySchema, priceCurrent: price, priceOriginal: price });
export const cardPriceSchema = z.object({
  currency: currencySchema,
  unitPrice: price,
  priceCurrent: price,
  priceOriginal: price,
  quantity: z.number().int().positive(),
});
export const cardAccessoriesSchema = z.object({
  currency: currencySchema,
  accessories: z.array(z.object({ kind: z.string(), sku: z.string(), label: z.string().min(1), priceCurrent: price })),
});
export const skuContainerSchema = z.object({
  sku: z.string(),
  context: z.record(z.string(), z.unknown()),
  priceCurrent: price,
  priceOriginal: price,
  currency: currencySchema,
});
export const frameTypesSchema = z.object({ frameTypes: z.array(z.object({ value: z.string(), kind: z.string(), color: z.string() })) });

const facetList = z.array(z.object({ value: z.string(), count: z.number().int().positive() }));

export const themeItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().min(1),
  product: z.string(),
  image: z.string().url(),
  aspectRatio: z.string(),
  colors: z.array(z.string()),
  category: z.string(),
  style: z.string(),
  label: z.string().optional(),
  punching: z.string().optional(),
  createdAt: z.string().datetime(),
  popularity: z.number(),
  priceFrom: price,
  currency: currencySchema,
  designerParams: z.record(z.string(), z.unknown()),
});

export const themesSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.union([z.literal(12), z.literal(48)]),
  facets: z.object({
    category: facetList,
    color: facetList,
    label: facetList,
    aspectRatio: facetList,
    punching: facetList,
    style: facetList,
    product: facetList,
  }),
  items: z.array(themeItemSchema),
});

export const themeDetailSchema = themeItemSchema.extend({ description: z.string().min(1), formats: z.array(format).min(1) });

export const errorSchema = z.object({ error: z.string() });
