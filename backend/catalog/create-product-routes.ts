import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CALENDAR_TYPES, CARD_ACCESSORY_KINDS, getCurrency, getDefaultCardQuantity, isOneOf, MATERIAL_TYPES, parseCardSku, PHOTOBOOK_COVERS, PHOTOBOOK_PAPERS, PHOTOBOOK_PRINTINGS, TRANSLATION_ONLY_MATERIAL_TYPES } from '../../src/lib/shop-api/contract/shared.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { findAccessory, listAccessories } from './card-catalog.ts';
import { getAspectRatio } from './get-aspect-ratio.ts';
import { getCalendarPrice } from './get-calendar-price.ts';
import { buildAccessoryEntry, getCardAccessories, getCardPrice } from './get-card-price.ts';
import { getFormatType } from './get-format-type.ts';
import { getFramePrices, getFrameFamiliesFor, getFrameTypeVariants } from './get-frame-options.ts';
import { getOptionGroups } from './get-option-groups.ts';
import { getPhotoboxData } from './get-photobox-data.ts';
import { getPhotobookPrice } from './get-photobook-price.ts';
import { formatParam, nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';
import { resolveSkuContainer } from './resolve-sku-container.ts';

const MAX_CARD_QUANTITY = 5000;

const photobookQuery = z.object({
  printing: z.enum(PHOTOBOOK_PRINTINGS),
  format: nameParam,
  pages: positiveIntegerParam.optional(),
  cover: z.enum(PHOTOBOOK_COVERS).optional(),
  paper: z.enum(PHOTOBOOK_PAPERS).optional(),
});
const calendarQuery = z.object({ calendarType: z.enum(CALENDAR_TYPES), format: nameParam, mounting: nameParam.optional() });
const cardSkuParam = z.string().max(120).refine((value) => parseCardSku(value).ok, 'expected a card SKU {subtype}-{width}x{height}-{variant}');
const cardPriceQuery = z.object({
  sku: cardSkuParam,
  // Spec §4: the quantity 'sample' means one card.
  quantity: z
    .union([z.literal('sample').transform(() => 1), positiveIntegerParam.pipe(z.number().max(MAX_CARD_QUANTITY))])
    .optional(),
});
const skuQuery = z.object({ sku: cardSkuParam });
const containerQuery = z.object({ sku: z.string().min(1).max(120) });
const formatQuery = z.object({ format: formatParam });
const materialOnlyQuery = z.object({ material: nameParam });
const frameQuery = z.object({ material: nameParam, format: formatParam });
const accessoryQuery = z.object({ kind: z.enum(CARD_ACCESSORY_KINDS).optional(), sku: z.string().min(1).max(120).optional() });
const optionGroupsQuery = z.object({ material: nameParam.optional(), format: formatParam.optional() });

function localeOf(c: Context<ShopEnv>) {
  return c.get('shop').locale;
}

/** Photobox, photobook, calendar and card prices, SKU containers, frames and accessories. */
export function createProductRoutes(): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  const photoboxHandler = (c: Context<ShopEnv>) => c.json(getPhotoboxData(localeOf(c)));
  app.get('/web-api/photobox-data', photoboxHandler);
  app.get('/price-api/photoboxes', photoboxHandler);

  app.get('/web-api/photobook-price', (c) => {
    const query = parseCatalogQuery(c, photobookQuery);
    if (!query.ok) return query.response;
    const currency = getCurrency(localeOf(c));
    const result = getPhotobookPrice(query.data, currency);
    if (!result.ok) return c.json({ error: result.error, ...result.details }, 400);
    return c.json({ currency, ...result.price });
  });

  app.get('/web-api/calendar-price', (c) => {
    const query = parseCatalogQuery(c, calendarQuery);
    if (!query.ok) return query.response;
    const currency = getCurrency(localeOf(c));
    const result = getCalendarPrice(query.data, currency);
    if (!result.ok) return c.json({ error: result.error, ...result.details }, 400);
    return c.json({ currency, ...result.price });
  });

  app.get('/web-api/card-price', (c) => {
    const query = parseCatalogQuery(c, cardPriceQuery);
    if (!query.ok) return query.response;
    const price = getCardPrice(query.data.sku, query.data.quantity ?? getDefaultCardQuantity(), localeOf(c));
    if (!price) return c.json({ error: 'unknown-sku', sku: query.data.sku }, 404);
    return c.json(price);
  });

  app.get('/web-api/card-accessories', (c) => {
    const query = parseCatalogQuery(c, skuQuery);
    if (!query.ok) return query.response;
    const accessories = getCardAccessories(query.data.sku, localeOf(c));
    if (!accessories) return c.json({ error: 'unknown-sku', sku: query.data.sku }, 404);
    return c.json(accessories);
  });

  app.get('/web-api/sku/container', (c) => {
    const query = parseCatalogQuery(c, containerQuery);
    if (!query.ok) return query.response;
    const container = resolveSkuContainer(query.data.sku, localeOf(c));
    if (!container) return c.json({ error: 'unknown-sku', sku: query.data.sku }, 404);
    return c.json(container);
  });

  app.get('/web-api/aspect-ratio', (c) => {
    const query = parseCatalogQuery(c, formatQuery);
    if (!query.ok) return query.response;
    const aspectRatio = getAspectRatio(query.data.format);
    if (!aspectRatio) return c.json({ error: 'invalid-request', message: 'format: invalid' }, 400);
    return c.json({ ...aspectRatio, formatType: getFormatType(query.data.format) });
  });

  app.get('/web-api/variants-for-frame-types', (c) => {
    const query = parseCatalogQuery(c, materialOnlyQuery);
    if (!query.ok) return query.response;
    const families = getFrameFamiliesFor(query.data.material);
    if (!families) return c.json({ error: 'unknown-material', material: query.data.material }, 404);
    return c.json({ frameTypes: getFrameTypeVariants(families) });
  });

  app.get('/price-api/frame', (c) => {
    const query = parseCatalogQuery(c, frameQuery);
    if (!query.ok) return query.response;
    const families = getFrameFamiliesFor(query.data.material);
    if (!families) return c.json({ error: 'unknown-material', material: query.data.material }, 404);
    const currency = getCurrency(localeOf(c));
    return c.json({ currency, material: query.data.material, format: query.data.format, ...getFramePrices(families, query.data.format, currency) });
  });

  app.get('/price-api/accessory', (c) => {
    const query = parseCatalogQuery(c, accessoryQuery);
    if (!query.ok) return query.response;
    const locale = localeOf(c);
    const { sku, kind } = query.data;
    if (sku && !findAccessory(sku)) return c.json({ error: 'unknown-sku', sku }, 404);
    const accessories = listAccessories().filter((accessory) => (!sku || accessory.sku === sku) && (!kind || accessory.kind === kind));
    return c.json({ currency: getCurrency(locale), accessories: accessories.map((accessory) => buildAccessoryEntry(accessory, locale)) });
  });

  app.get('/price-api/photo-options-groups', (c) => {
    const query = parseCatalogQuery(c, optionGroupsQuery);
    if (!query.ok) return query.response;
    const { material, format } = query.data;
    if (material && !isOneOf(MATERIAL_TYPES, material) && !isOneOf(TRANSLATION_ONLY_MATERIAL_TYPES, material)) {
      return c.json({ error: 'unknown-material', material }, 404);
    }
    const currency = getCurrency(localeOf(c));
    return c.json({ currency, ...(material ? { material } : {}), groups: getOptionGroups(currency, material, format) });
  });

  return app;
}
