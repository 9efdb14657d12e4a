/**
 * Designs for the product listing and the themes page (docs/shop-api-catalog.md, "Designs"):
 * `GET /web-api/themes` and `GET /web-api/themes/{id}`. Fields the shop shows or links with are
 * required; the rest may be missing without the answer being refused, so a backend that adds or
 * drops a descriptive field does not empty the listing.
 */
import { z } from 'zod';
import { FILTER_TYPES, type FilterType } from '../../../domain/catalog/vocabulary.ts';
import { buildThemesApiQuery } from '../listing/build-themes-api-query.ts';
import type { ListingQuery } from '../listing/parse-listing-query.ts';
import { tryGetRequestContext } from '../request/request-context.ts';
import { err, type Result } from '../../../domain/result/result.ts';
import { currencySchema, SHOP_API, buildShopApiPath } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiError, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

const idSchema = z.union([z.string().min(1), z.number()]).transform(String);
const textValue = z.union([z.string(), z.number()]).transform(String);

/** The image arrives as a URL; an asset object is accepted too, it is what blocks already render. */
const imageSchema = z.union([
  z.string().min(1).transform((filename) => ({ filename })),
  z.object({ filename: z.string().min(1), alt: z.string().optional() }),
]);

const designerParamValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
export type DesignerParamValue = z.infer<typeof designerParamValue>;

export const designSchema = z.object({
  id: idSchema,
  name: z.string(),
  product: z.string(),
  image: imageSchema,
  aspectRatio: z.string().optional(),
  colors: z.array(z.string()).optional().catch(undefined),
  category: textValue.optional().catch(undefined),
  style: textValue.optional().catch(undefined),
  label: textValue.nullish().catch(undefined),
  punching: z.union([z.string(), z.boolean()]).nullish().catch(undefined),
  createdAt: z.string().optional(),
  popularity: z.number().optional(),
  priceFrom: z.number(),
  currency: currencySchema,
  designerParams: z.record(z.string(), designerParamValue).catch({}),
});
export type Design = z.infer<typeof designSchema>;

const facetValueSchema = z.object({ value: textValue, count: z.number().int().nonnegative() });
export type FacetValue = z.infer<typeof facetValueSchema>;
export type Facets = Partial<Record<FilterType, FacetValue[]>>;

/** Facets that are not listing filters (docs/shop-rules.md, Product vocabulary) are dropped here, so the form never offers a filter the listing ignores. */
const facetsSchema = z.record(z.string(), z.array(facetValueSchema)).transform((raw): Facets => {
  const facets: Facets = {};
  for (const type of FILTER_TYPES) {
    if (Object.hasOwn(raw, type) && raw[type]!.length > 0) facets[type] = raw[type];
  }
  return facets;
});

export const designListSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  facets: facetsSchema.catch({}),
  items: z.array(designSchema),
});
export type DesignList = z.infer<typeof designListSchema>;

/**
 * A format of a design: `WIDTHxHEIGHT`, or an object that also carries its prices. The contract
 * leaves the shape open; the embedded backend sends bare strings.
 */
export type ThemeFormat = { value: string; priceCurrent?: number; priceOriginal?: number; labelTranslationKey?: string };

const themeFormatSchema = z.union([
  z.string().min(1).transform((value): ThemeFormat => ({ value })),
  z.object({
    value: z.string().min(1),
    priceCurrent: z.number().finite().nonnegative().optional(),
    priceOriginal: z.number().finite().nonnegative().optional(),
    labelTranslationKey: z.string().optional(),
  }),
]);

/** One unreadable format is left out; the others still show. */
const themeFormatsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((raw): ThemeFormat[] => {
      const parsed = themeFormatSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const themeSchema = designSchema.extend({
  description: z.string().optional().catch(undefined),
  formats: themeFormatsSchema,
});
export type Theme = z.infer<typeof themeSchema>;

/**
 * The themes and facets of one listing query. The request's services keep successful answers per
 * channel, locale and API query for `LISTING_CACHE_SECONDS` and share a running call, so a busy
 * /products asks the themes API once per query and interval instead of once per view. Failures
 * are not kept: the next view asks again. Outside a request (scripts, unit tests of this module)
 * nothing is kept.
 */
export function getDesigns(scope: ShopApiScope, query: ListingQuery): Promise<ShopApiResult<DesignList>> {
  const search = buildThemesApiQuery(query);
  const call = () => callShopApi(`${SHOP_API.themes.path}${search ? `?${search}` : ''}`, scope, { schema: designListSchema });
  const cache = tryGetRequestContext()?.services.designListCache;
  if (!cache) return call();
  const key = `${scope.channel}:${scope.locale}:${search}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const running = call();
  cache.set(key, running);
  void running.then((result) => {
    if (!result.ok && cache.get(key) === running) cache.delete(key);
  });
  return running;
}

export type GetThemeResult = Result<Theme, ShopApiError | { kind: 'not-found' }>;

/** A 404 from the API is its own answer: the page then is a 404 too, not a degraded page. */
export async function getTheme(scope: ShopApiScope, id: string): Promise<GetThemeResult> {
  const result = await callShopApi(buildShopApiPath('theme', { id }), scope, { schema: themeSchema });
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return err({ kind: 'not-found' });
  return result;
}
