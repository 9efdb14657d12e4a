import { buildListingPath, firstValues } from '../../../domain/catalog/listing-path.ts';
import type { Language } from '../../../domain/locale/locales.ts';
import type { ShopRoute } from '../routing/match-shop-route.ts';

/**
 * Localised path prefixes of one product category, in every shop language: reports count a
 * category once, whichever language the visitor read it in.
 */
export const CATEGORY_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'photo-box': ['bilderbox', 'fotobox', 'box-photos', 'scatola-con-foto', 'caja-de-foto'],
  'photo-prints': ['fotoabzuege', 'tirages-photos', 'stampa-foto', 'revelado-de-fotos', 'photo-prints'],
  'photo-calendar': ['fotokalender', 'calendario-personalizzato', 'calendrier-photo', 'calendario-personalizado'],
  'canvas-prints': ['leinwanddruck', 'afdruk-op-canvas', 'impression-sur-toile', 'stampa-su-tela', 'impresion-sobre-lienzo', 'canvas-prints'],
};

const CATEGORY_OF_PREFIX = new Map(Object.entries(CATEGORY_PREFIXES).flatMap(([category, prefixes]) => prefixes.map((prefix) => [prefix, category] as const)));

/**
 * The route's page path without language prefix or desktop marker, as the visitor reads it in
 * the page's language (a filtered listing's words are the language's); the query is never part of it.
 */
export function routePagePath(route: ShopRoute, language: Language): string {
  switch (route.kind) {
    case 'home':
      return '/';
    case 'content':
      return `/${route.slug}`;
    case 'products':
      return route.filters ? `/${buildListingPath(firstValues(route.filters), language)}` : `/${route.listing}`;
    case 'themes':
      return `/themes/${route.id}`;
    case 'error':
      return '/error';
    case 'icons':
      return '/_icons';
    case 'newsletter-confirm':
      return '/newsletter-confirm';
    case 'gift-voucher':
      return '/gift-voucher';
    case 'calendar-filter':
      return '/filters/calendar';
    case 'calendar-landing':
      return '/alle-fotokalender';
    case 'customer':
      return `/customer/${route.page}`;
    // One page in every language (its path is localised).
    case 'wishlist':
      return '/wishlist';
  }
}

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/**
 * The page's identifier in the data layer (`page.uniqueIdentifier`), the same for a page in every
 * language so reports add them up:
 * - the product listing is one page whatever its filters, sorting or page number: `product-listing`
 *   (plus the preset for the pre-configured listings);
 * - every other page is its path without language prefix, taken from the alternate-language
 *   version (the x-default of hreflang) where the story has one, so /fr/tirages-photos and
 *   /fotoabzuege count as one page;
 * - a first segment that is a localised category prefix becomes the category's one name.
 */
export function buildPageIdentifier({ route, alternatePath }: { route: ShopRoute; alternatePath?: string | null }): string {
  if (route.kind === 'products') return route.listing === 'products' ? 'product-listing' : `product-listing/${route.listing}`;
  // Listings answered above, so no path here depends on the language.
  const path = normalise(alternatePath ?? routePagePath(route, 'de'));
  const [first, ...rest] = path.slice(1).split('/');
  const category = first === undefined ? undefined : CATEGORY_OF_PREFIX.get(first);
  return category ? ['', category, ...rest].join('/') : path;
}
