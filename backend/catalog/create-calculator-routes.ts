import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { getCurrency } from '../../src/lib/shop-api/contract/shared.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { buildCalculatorFormat, buildCalculatorMaterial, buildCalculatorReference, getPriceFrom } from './build-calculator-reference.ts';
import {
  CALCULATOR_PRODUCTS, findCalculatorMaterial, getAllFormats, getCalculatorMaterials, type CalculatorMaterial, type CalculatorProduct,
} from './calculator-catalog.ts';
import { MATS, GLAZINGS } from './data/frames.ts';
import { getFrameFamiliesFor, getFrameTypeVariants } from './get-frame-options.ts';
import { formatParam, nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';
import { priceArticle } from './price-article.ts';

const productParam = z.enum(CALCULATOR_PRODUCTS);

const referenceQuery = z.object({ product: productParam });
const productQuery = z.object({ product: productParam.default('photoframe') });
const materialQuery = z.object({ product: productParam.optional(), material: nameParam });
const ownFormatQuery = materialQuery.extend({ width: positiveIntegerParam, height: positiveIntegerParam });
const articleQuery = materialQuery.extend({ format: formatParam });
const formatGroupQuery = materialQuery.extend({ formatType: nameParam });
/** `formats=a,b` is accepted besides repeated and bracketed keys. */
const formatListParam = z
  .array(z.string().max(2000))
  .max(100)
  .transform((values) => values.flatMap((value) => value.split(',')).filter(Boolean))
  .pipe(z.array(formatParam).max(100));
const formatsQuery = materialQuery.extend({ formats: formatListParam.optional() });

type ShopContext = Context<ShopEnv>;

function currencyOf(c: ShopContext) {
  return getCurrency(c.get('shop').locale);
}

type MaterialLookup = { ok: true; material: CalculatorMaterial } | { ok: false; response: Response };

function lookUpMaterial(c: ShopContext, material: string, product?: CalculatorProduct): MaterialLookup {
  const found = findCalculatorMaterial(material, product);
  if (found) return { ok: true, material: found };
  return { ok: false, response: c.json({ error: 'unknown-material', material, ...(product ? { product } : {}) }, 404) };
}

/** Calculator reference and the product-selection / price-service slices of the same catalogue. */
export function createCalculatorRoutes(): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/calculator/reference', (c) => {
    const query = parseCatalogQuery(c, referenceQuery);
    if (!query.ok) return query.response;
    return c.json(buildCalculatorReference(query.data.product, currencyOf(c)));
  });

  app.get('/web-api/product-selection-photo-frame/data', (c) => {
    const query = parseCatalogQuery(c, productQuery);
    if (!query.ok) return query.response;
    const { product } = query.data;
    const currency = currencyOf(c);
    return c.json({
      currency,
      product,
      isCollage: product === 'collage',
      materials: getCalculatorMaterials(product).map((material) => ({
        ...buildCalculatorMaterial(material, currency),
        frameTypes: getFrameTypeVariants(getFrameFamiliesFor(material.value) ?? []),
      })),
      mats: MATS,
      glazings: GLAZINGS.map((glazing) => glazing.value),
    });
  });

  app.get('/web-api/product-selection-photo-frame/prices-from', (c) => {
    const query = parseCatalogQuery(c, productQuery);
    if (!query.ok) return query.response;
    const currency = currencyOf(c);
    const prices = getCalculatorMaterials(query.data.product).map((material) => ({ material: material.value, ...getPriceFrom(material, currency) }));
    return c.json({ currency, product: query.data.product, prices });
  });

  app.get('/web-api/product-selection-photo-frame/format-limits', (c) => {
    const query = parseCatalogQuery(c, materialQuery);
    if (!query.ok) return query.response;
    const lookup = lookUpMaterial(c, query.data.material, query.data.product);
    if (!lookup.ok) return lookup.response;
    return c.json(lookup.material.limit);
  });

  app.get('/web-api/product-selection-photo-frame/price-article', (c) => {
    const query = parseCatalogQuery(c, ownFormatQuery);
    if (!query.ok) return query.response;
    const lookup = lookUpMaterial(c, query.data.material, query.data.product);
    if (!lookup.ok) return lookup.response;
    const currency = currencyOf(c);
    const result = priceArticle(lookup.material, `${query.data.width}x${query.data.height}`, currency);
    if (!result.ok) return c.json(result.body, result.status);
    const { value, priceCurrent, priceOriginal } = result.format;
    return c.json({ currency, priceCurrent, priceOriginal, format: value });
  });

  const articleHandler = (c: ShopContext) => {
    const query = parseCatalogQuery(c, articleQuery);
    if (!query.ok) return query.response;
    const lookup = lookUpMaterial(c, query.data.material, query.data.product);
    if (!lookup.ok) return lookup.response;
    const currency = currencyOf(c);
    const result = priceArticle(lookup.material, query.data.format, currency);
    if (!result.ok) return c.json(result.body, result.status);
    const { value, priceCurrent, priceOriginal, context } = result.format;
    return c.json({ currency, product: lookup.material.product, material: lookup.material.value, format: value, priceCurrent, priceOriginal, context });
  };
  app.get('/price-api/prices/article', articleHandler);

  const formatGroupHandler = (c: ShopContext) => {
    const query = parseCatalogQuery(c, formatGroupQuery);
    if (!query.ok) return query.response;
    const lookup = lookUpMaterial(c, query.data.material, query.data.product);
    if (!lookup.ok) return lookup.response;
    const currency = currencyOf(c);
    const formats = getAllFormats(lookup.material)
      .map((format) => buildCalculatorFormat(lookup.material, format, currency))
      .filter((format) => format.context.formatType === query.data.formatType);
    return c.json({ currency, product: lookup.material.product, material: lookup.material.value, formatType: query.data.formatType, formats });
  };
  app.get('/web-api/product-selection-photo-frame/prices-format-group', formatGroupHandler);
  app.get('/price-api/prices/format-group', formatGroupHandler);

  const formatsHandler = (c: ShopContext) => {
    const query = parseCatalogQuery(c, formatsQuery, ['formats']);
    if (!query.ok) return query.response;
    const lookup = lookUpMaterial(c, query.data.material, query.data.product);
    if (!lookup.ok) return lookup.response;
    const currency = currencyOf(c);
    const requested = query.data.formats ?? getAllFormats(lookup.material);
    const results = requested.map((format) => ({ format, result: priceArticle(lookup.material, format, currency) }));
    return c.json({
      currency,
      product: lookup.material.product,
      material: lookup.material.value,
      formats: results.flatMap(({ result }) => (result.ok ? [result.format] : [])),
      unavailable: results.flatMap(({ format, result }) => (result.ok ? [] : [format])),
    });
  };
  app.get('/web-api/product-selection-photo-frame/prices-formats', formatsHandler);
  app.get('/price-api/prices/formats', formatsHandler);

  return app;
}
