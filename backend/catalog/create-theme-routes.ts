import { Hono } from 'hono';
import { z } from 'zod';
import { THEME_PAGE_SIZES } from '../../domain/shop-api-contract/index.ts';
import { FILTER_TYPES, SORT_OPTIONS } from '../../domain/catalog/vocabulary.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { buildThemeDetail, buildThemeItem } from './build-theme-item.ts';
import { getThemeRecords } from './build-themes.ts';
import { findThemes } from './find-themes.ts';
import { parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';

const MAX_PAGE = 10_000;

const filterValues = z.array(z.string().min(1).max(60)).max(20).optional();

const themesQuery = z.object({
  ...Object.fromEntries(FILTER_TYPES.map((type) => [type, filterValues])),
  sort: z.enum(SORT_OPTIONS).default('popularity'),
  page: positiveIntegerParam.pipe(z.number().max(MAX_PAGE)).default(1),
  perPage: z.enum(THEME_PAGE_SIZES).default('12').transform(Number),
}) as z.ZodType<{ sort: (typeof SORT_OPTIONS)[number]; page: number; perPage: number } & Partial<Record<(typeof FILTER_TYPES)[number], string[]>>>;

const themeIdParam = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);

export type ThemeRouteOptions = { getAssetsBaseUrl: () => string };

/** Designs per channel: filtered, sorted and paged lists with facets, and single designs. */
export function createThemeRoutes(options: ThemeRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/themes', (c) => {
    const query = parseCatalogQuery(c, themesQuery, FILTER_TYPES);
    if (!query.ok) return query.response;
    const { channel, locale } = c.get('shop');
    const { sort, page, perPage, ...filters } = query.data;
    const result = findThemes(getThemeRecords(channel), { filters, sort, page, perPage });
    const assetsBaseUrl = options.getAssetsBaseUrl();
    return c.json({
      total: result.total,
      page: result.page,
      perPage: result.perPage,
      facets: result.facets,
      items: result.records.map((record) => buildThemeItem(record, locale, assetsBaseUrl)),
    });
  });

  app.get('/web-api/themes/:id', (c) => {
    const { channel, locale } = c.get('shop');
    const id = themeIdParam.safeParse(c.req.param('id'));
    const record = id.success ? getThemeRecords(channel).find((candidate) => candidate.id === id.data) : undefined;
    if (!record) return c.json({ error: 'theme-not-found', id: c.req.param('id') }, 404);
    return c.json(buildThemeDetail(record, locale, options.getAssetsBaseUrl()));
  });

  return app;
}
