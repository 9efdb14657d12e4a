import { Hono } from 'hono';
import { z } from 'zod';
import { THEME_PAGE_SIZES } from '../../domain/shop-api-contract/index.ts';
import type { Channel } from '../../domain/locale/channels.ts';
import { FILTER_TYPES, SORT_OPTIONS } from '../../domain/catalog/vocabulary.ts';
import type { LocaleCode } from '../../domain/locale/locales.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { buildCalendarDesignGroup, buildCollageDesignGroup, buildPhotobookDesignGroupSets } from './build-design-groups.ts';
import { buildThemeDetail, buildThemeItem } from './build-theme-item.ts';
import { getThemeRecords } from './build-themes.ts';
import { findThemes } from './find-themes.ts';
import { nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';

const MAX_PAGE = 10_000;

const filterValues = z.array(z.string().min(1).max(60)).max(20).optional();

const themesQuery = z.object({
  ...Object.fromEntries(FILTER_TYPES.map((type) => [type, filterValues])),
  sort: z.enum(SORT_OPTIONS).default('popularity'),
  page: positiveIntegerParam.pipe(z.number().max(MAX_PAGE)).default(1),
  perPage: z.enum(THEME_PAGE_SIZES).default('12').transform(Number),
}) as z.ZodType<{ sort: (typeof SORT_OPTIONS)[number]; page: number; perPage: number } & Partial<Record<(typeof FILTER_TYPES)[number], string[]>>>;

const themeIdParam = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);

const calendarGroupQuery = z.object({ calendarType: nameParam.optional() });
const collageGroupsQuery = z.object({ name: z.array(nameParam).min(1).max(10) });
const collageGroupQuery = z.object({ name: nameParam });
const categoryIdParam = z.string().regex(/^[1-9]\d?$/).transform(Number).pipe(z.number().max(25));
const photobookSetsQuery = z.object({ categoryIds: z.array(categoryIdParam).max(25).optional() });

export type ThemeRouteOptions = { getAssetsBaseUrl: () => string };

/** Designs per channel: filtered, sorted and paged lists with facets, and single designs. */
export function createThemeRoutes(options: ThemeRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/themes', (c) => {
    const query = parseCatalogQuery(c, themesQuery, FILTER_TYPES);
    if (!query.ok) return query.error;
    const { channel, locale } = c.get('shop');
    const { sort, page, perPage, ...filters } = query.value;
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

  // Design groups: listing items grouped for the calendar, collage and photobook blocks.
  const scopeOf = (c: { get: (key: 'shop') => { channel: Channel; locale: LocaleCode } }) => ({ ...c.get('shop'), assetsBaseUrl: options.getAssetsBaseUrl() });

  app.get('/web-api/calendar-design-group', (c) => {
    const query = parseCatalogQuery(c, calendarGroupQuery);
    if (!query.ok) return query.error;
    return c.json(buildCalendarDesignGroup(scopeOf(c), query.value.calendarType));
  });

  app.get('/web-api/collage-designer-design-groups', (c) => {
    const query = parseCatalogQuery(c, collageGroupsQuery, ['name']);
    if (!query.ok) return query.error;
    return c.json({ groups: query.value.name.map((name) => buildCollageDesignGroup(scopeOf(c), name)) });
  });

  app.get('/web-api/collage-designer-design-group', (c) => {
    const query = parseCatalogQuery(c, collageGroupQuery);
    if (!query.ok) return query.error;
    return c.json(buildCollageDesignGroup(scopeOf(c), query.value.name));
  });

  app.get('/web-api/photobook-design-group-set', (c) => {
    const query = parseCatalogQuery(c, photobookSetsQuery, ['categoryIds']);
    if (!query.ok) return query.error;
    return c.json({ sets: buildPhotobookDesignGroupSets(scopeOf(c), query.value.categoryIds) });
  });

  app.get('/web-api/photobook-design-group-set/:id', (c) => {
    const id = categoryIdParam.safeParse(c.req.param('id'));
    const [set] = id.success ? buildPhotobookDesignGroupSets(scopeOf(c), [id.data]) : [];
    if (!set) return c.json({ error: 'design-group-set-not-found', id: c.req.param('id') }, 404);
    return c.json(set);
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
