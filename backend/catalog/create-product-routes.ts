import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CALENDAR_TYPES, PHOTOBOOK_COVERS, PHOTOBOOK_PAPERS, PHOTOBOOK_PRINTINGS } from '../../domain/catalog/vocabulary.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import { getDefaultCardQuantity } from '../../domain/catalog/card-prices.ts';
import { parseCardSku } from '../../domain/catalog/sku.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { getCalendarPrice } from './get-calendar-price.ts';
import { getCardAccessories, getCardAccessoryPrice, getCardPrice } from './get-card-price.ts';
import { getFrameFamiliesFor, getFrameTypeVariants } from './get-frame-options.ts';
import { getPhotobookPrice } from './get-photobook-price.ts';
import { nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';
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
  // The quantity 'sample' means one card (docs/shop-rules.md, Card prices and quantities).
  quantity: z
    .union([z.literal('sample').transform(() => 1), positiveIntegerParam.pipe(z.number().max(MAX_CARD_QUANTITY))])
    .optional(),
});
const skuQuery = z.object({ sku: cardSkuParam });
const accessoryPriceQuery = z.object({ sku: cardSkuParam, accessory: nameParam, quantity: positiveIntegerParam.pipe(z.number().max(MAX_CARD_QUANTITY)) });
const containerQuery = z.object({ sku: z.string().min(1).max(120) });
const materialOnlyQuery = z.object({ material: nameParam });

function localeOf(c: Context<ShopEnv>) {
  return c.get('shop').locale;
}

/** Photobook, calendar and card prices, card accessories, SKU containers and frame variants: what the product blocks ask. */
export function createProductRoutes(): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/photobook-price', (c) => {
    const query = parseCatalogQuery(c, photobookQuery);
    if (!query.ok) return query.error;
    const currency = getCurrency(localeOf(c));
    const result = getPhotobookPrice(query.value, currency);
    if (!result.ok) return c.json({ error: result.error.code, ...result.error.details }, 400);
    return c.json({ currency, ...result.value });
  });

  app.get('/web-api/calendar-price', (c) => {
    const query = parseCatalogQuery(c, calendarQuery);
    if (!query.ok) return query.error;
    const currency = getCurrency(localeOf(c));
    const result = getCalendarPrice(query.value, currency);
    if (!result.ok) return c.json({ error: result.error.code, ...result.error.details }, 400);
    return c.json({ currency, ...result.value });
  });

  app.get('/web-api/card-price', (c) => {
    const query = parseCatalogQuery(c, cardPriceQuery);
    if (!query.ok) return query.error;
    const price = getCardPrice(query.value.sku, query.value.quantity ?? getDefaultCardQuantity(), localeOf(c));
    if (!price) return c.json({ error: 'unknown-sku', sku: query.value.sku }, 404);
    return c.json(price);
  });

  app.get('/web-api/card-accessories', (c) => {
    const query = parseCatalogQuery(c, skuQuery);
    if (!query.ok) return query.error;
    const accessories = getCardAccessories(query.value.sku, localeOf(c));
    if (!accessories) return c.json({ error: 'unknown-sku', sku: query.value.sku }, 404);
    return c.json(accessories);
  });

  app.get('/web-api/card-accessory-price', (c) => {
    const query = parseCatalogQuery(c, accessoryPriceQuery);
    if (!query.ok) return query.error;
    const price = getCardAccessoryPrice(query.value.sku, query.value.accessory, query.value.quantity, localeOf(c));
    if (!price) return c.json({ error: 'unknown-accessory', sku: query.value.sku, accessory: query.value.accessory }, 404);
    return c.json(price);
  });

  app.get('/web-api/sku/container', (c) => {
    const query = parseCatalogQuery(c, containerQuery);
    if (!query.ok) return query.error;
    const container = resolveSkuContainer(query.value.sku, localeOf(c));
    if (!container) return c.json({ error: 'unknown-sku', sku: query.value.sku }, 404);
    return c.json(container);
  });

  app.get('/web-api/variants-for-frame-types', (c) => {
    const query = parseCatalogQuery(c, materialOnlyQuery);
    if (!query.ok) return query.error;
    const families = getFrameFamiliesFor(query.value.material);
    if (!families) return c.json({ error: 'unknown-material', material: query.value.material }, 404);
    return c.json({ frameTypes: getFrameTypeVariants(families) });
  });

  return app;
}
