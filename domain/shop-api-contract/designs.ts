/**
 * The designs calls of docs/shop-api-catalog.md (product listing and themes page):
 * `GET /web-api/themes` and `GET /web-api/themes/{id}`.
 */
import { z } from 'zod';
import { FILTER_TYPES, SORT_OPTIONS } from '../catalog/vocabulary.ts';
import { currencySchema, formatValueSchema, priceSchema } from './common.ts';

/** Template pages hold 12 or 48 designs; any other page size is refused. */
export const THEME_PAGE_SIZES = ['12', '48'] as const;

const filterValues = z.union([z.string(), z.array(z.string())]).optional();
/** Filters repeat (`color=red&color=blue`); unknown filter values simply match nothing. */
export const themesQuerySchema = z.object({
  ...Object.fromEntries(FILTER_TYPES.map((type) => [type, filterValues])),
  sort: z.enum(SORT_OPTIONS).optional(),
  page: z.string().regex(/^[1-9]\d*$/).optional(),
  perPage: z.enum(THEME_PAGE_SIZES).optional(),
});

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
  /** The frame colour of a framed design (wall art). */
  frame: z.string().optional(),
  createdAt: z.string().datetime(),
  popularity: z.number(),
  priceFrom: priceSchema,
  currency: currencySchema,
  designerParams: z.record(z.string(), z.unknown()),
});
export type ThemeItemAnswer = z.infer<typeof themeItemSchema>;

export const themesSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.union([z.literal(12), z.literal(48)]),
  facets: z.object(Object.fromEntries(FILTER_TYPES.map((type) => [type, facetList])) as Record<(typeof FILTER_TYPES)[number], typeof facetList>),
  items: z.array(themeItemSchema),
});
export type ThemesAnswer = z.infer<typeof themesSchema>;

/** A design's format: `WIDTHxHEIGHT`, or an object that also carries its prices (the shape is left open). */
const themeFormat = z.union([
  formatValueSchema,
  z.object({ value: formatValueSchema, priceCurrent: priceSchema.optional(), priceOriginal: priceSchema.optional(), labelTranslationKey: z.string().optional() }),
]);

export const themeDetailSchema = themeItemSchema.extend({ description: z.string().min(1), formats: z.array(themeFormat).min(1) });
export type ThemeDetailAnswer = z.infer<typeof themeDetailSchema>;
