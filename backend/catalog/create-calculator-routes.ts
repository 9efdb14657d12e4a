import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from '../../domain/catalog/vocabulary.ts';
import { getCurrency } from '../../domain/locale/locales.ts';
import type { ShopEnv } from '../shop/read-shop-headers.ts';
import { buildCalculatorReference, getPriceFrom } from './build-calculator-reference.ts';
import { findCalculatorMaterial, getCalculatorMaterials, type CalculatorMaterial } from './calculator-catalog.ts';
import { nameParam, parseCatalogQuery, positiveIntegerParam } from './parse-catalog-query.ts';
import { priceArticle } from './price-article.ts';

const productParam = z.enum(CALCULATOR_PRODUCTS);

const referenceQuery = z.object({ product: productParam });
const materialQuery = z.object({ product: productParam.optional(), material: nameParam });
const ownFormatQuery = materialQuery.extend({ width: positiveIntegerParam, height: positiveIntegerParam });

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

/** The calculator's reference data, the price of an own format and every material's "from" price. */
export function createCalculatorRoutes(): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();

  app.get('/web-api/calculator/reference', (c) => {
    const query = parseCatalogQuery(c, referenceQuery);
    if (!query.ok) return query.response;
    return c.json(buildCalculatorReference(query.data.product, currencyOf(c)));
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

  return app;
}
