import { Hono, type Context } from 'hono';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { z } from 'zod';
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from '../../domain/catalog/vocabulary.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { buildCalculatorReference, getPriceFrom } from './build-calculator-reference.ts';
import { findCalculatorMaterial, getCalculatorMaterials, type CalculatorMaterial } from './calculator-catalog.ts';
import { nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';
import { priceArticle } from './price-article.ts';
import {
  getPhotoboxes, getPhotoOptionsGroups, priceAccessorySku, priceFormatGroup, priceFormatGroupWithPictures, priceFormats, priceFrame,
} from './price-service.ts';

const productParam = z.enum(CALCULATOR_PRODUCTS);

const referenceQuery = z.object({ product: productParam });
const materialQuery = z.object({ product: productParam.optional(), material: nameParam });
const ownFormatQuery = materialQuery.extend({ width: positiveIntegerParam, height: positiveIntegerParam });
const formatParam = z.string().regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, 'expected WIDTHxHEIGHT in millimetres');
const formatsQuery = materialQuery.extend({ formats: z.array(formatParam).min(1).max(50) });
const frameQuery = z.object({ frameKind: nameParam, width: positiveIntegerParam, height: positiveIntegerParam, matSize: z.union([z.literal('0').transform(Number), positiveIntegerParam]).optional() });
const skuQuery = z.object({ sku: z.string().min(1).max(120) });

type ShopContext = Context<ShopEnv>;

function currencyOf(c: ShopContext) {
  return getCurrency(c.get('shop').locale);
}

function lookUpMaterial(c: ShopContext, material: string, product?: CalculatorProduct): Result<CalculatorMaterial, Response> {
  const found = findCalculatorMaterial(material, product);
  if (found) return ok(found);
  return err(c.json({ error: 'unknown-material', material, ...(product ? { product } : {}) }, 404));
}

/** The calculator's reference data, the price of an own format and every material's "from" price. */
export function createCalculatorRoutes(): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/calculator/reference', (c) => {
    const query = parseCatalogQuery(c, referenceQuery);
    if (!query.ok) return query.error;
    return c.json(buildCalculatorReference(query.value.product, currencyOf(c)));
  });

  // The shop fills its "from" prices ({price:canvas} in content) from this, so copy cannot promise
  // a price the calculator does not offer.
  app.get('/web-api/product-selection-photo-frame/prices-from', (c) => {
    const currency = currencyOf(c);
    const prices = CALCULATOR_PRODUCTS.flatMap((product) =>
      getCalculatorMaterials(product).map((material) => ({ product, material: material.value, ...getPriceFrom(material, currency) })),
    );
    return c.json({ currency, prices });
  });

  // The frame product's own selection: what the calculator reference answers for photoframe.
  app.get('/web-api/product-selection-photo-frame/data', (c) => c.json(buildCalculatorReference('photoframe', currencyOf(c))));

  app.get('/web-api/product-selection-photo-frame/format-limits', (c) => {
    const query = parseCatalogQuery(c, materialQuery);
    if (!query.ok) return query.error;
    const lookup = lookUpMaterial(c, query.value.material, query.value.product);
    if (!lookup.ok) return lookup.error;
    return c.json({ material: lookup.value.value, formatLimit: lookup.value.limit, ownFormats: lookup.value.ownFormats });
  });

  // The price service answers the same prices under its own paths.
  for (const path of ['/web-api/product-selection-photo-frame/prices-format-group', '/price-api/prices/format-group']) {
    app.get(path, (c) => {
      const query = parseCatalogQuery(c, materialQuery);
      if (!query.ok) return query.error;
      const lookup = lookUpMaterial(c, query.value.material, query.value.product);
      if (!lookup.ok) return lookup.error;
      return c.json(priceFormatGroup(lookup.value, currencyOf(c)));
    });
  }

  for (const path of ['/web-api/product-selection-photo-frame/prices-formats', '/price-api/prices/formats']) {
    app.get(path, (c) => {
      const query = parseCatalogQuery(c, formatsQuery, ['formats']);
      if (!query.ok) return query.error;
      const lookup = lookUpMaterial(c, query.value.material, query.value.product);
      if (!lookup.ok) return lookup.error;
      const result = priceFormats(lookup.value, query.value.formats, currencyOf(c));
      return result.ok ? c.json(result.value) : c.json(result.error.body, result.error.status);
    });
  }

  app.get('/price-api/prices/format-group-prices-images', (c) => {
    const query = parseCatalogQuery(c, materialQuery);
    if (!query.ok) return query.error;
    const lookup = lookUpMaterial(c, query.value.material, query.value.product);
    if (!lookup.ok) return lookup.error;
    return c.json(priceFormatGroupWithPictures(lookup.value, currencyOf(c)));
  });

  app.get('/price-api/frame', (c) => {
    const query = parseCatalogQuery(c, frameQuery);
    if (!query.ok) return query.error;
    const { frameKind, width, height, matSize } = query.value;
    const result = priceFrame(frameKind, `${width}x${height}`, matSize ?? 0, currencyOf(c));
    return result.ok ? c.json(result.value) : c.json(result.error.body, result.error.status);
  });

  app.get('/price-api/photo-options-groups', (c) => c.json(getPhotoOptionsGroups(currencyOf(c))));
  app.get('/price-api/photoboxes', (c) => c.json(getPhotoboxes(currencyOf(c))));

  app.get('/price-api/accessory', (c) => {
    const query = parseCatalogQuery(c, skuQuery);
    if (!query.ok) return query.error;
    const answer = priceAccessorySku(query.value.sku, currencyOf(c));
    return answer ? c.json(answer) : c.json({ error: 'unknown-sku', sku: query.value.sku }, 404);
  });

  const article = (c: ShopContext) => {
    const query = parseCatalogQuery(c, ownFormatQuery);
    if (!query.ok) return query.error;
    const lookup = lookUpMaterial(c, query.value.material, query.value.product);
    if (!lookup.ok) return lookup.error;
    const currency = currencyOf(c);
    const result = priceArticle(lookup.value, `${query.value.width}x${query.value.height}`, currency);
    if (!result.ok) return c.json(result.error.body, result.error.status);
    const { value, priceCurrent, priceOriginal } = result.value;
    return c.json({ currency, priceCurrent, priceOriginal, format: value });
  };
  app.get('/web-api/product-selection-photo-frame/price-article', article);
  app.get('/price-api/prices/article', article);

  return app;
}
