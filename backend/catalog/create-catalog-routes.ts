import { Hono } from 'hono';
import { requireShopHeaders, type ShopEnv } from '../shop/read-shop-headers.ts';
import { createCalculatorRoutes } from './create-calculator-routes.ts';
import { createProductRoutes } from './create-product-routes.ts';
import { createThemeRoutes, type ThemeRouteOptions } from './create-theme-routes.ts';

export type CatalogRouteOptions = ThemeRouteOptions;

/** Catalogue, prices and designs (docs/shop-api-catalog.md); every call needs X-Channel and X-Locale. */
export function createCatalogRoutes(options: CatalogRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();
  // The shop routes check /web-api/* too; checking again here keeps this module correct on its own.
  app.use('/web-api/*', requireShopHeaders);
  app.use('/price-api/*', requireShopHeaders);
  app.route('/', createCalculatorRoutes());
  app.route('/', createProductRoutes());
  app.route('/', createThemeRoutes(options));
  return app;
}
