import { CUSTOMER_DIALOGS, type CustomerDialog } from '../dialog/dialog-url.ts';
import { parseListingPath } from '../../../domain/catalog/listing-path.ts';
import type { Language } from '../../../domain/locale/locales.ts';
import type { ListingFilters } from '../listing/parse-listing-query.ts';
import type { ShopPath } from './parse-shop-path.ts';
import { PRODUCT_LISTING_SLUGS } from '../../../domain/routing/product-listing-slugs.ts';
import { isWishlistSlug } from '../wishlist/wishlist-path.ts';
import { CALENDAR_LANDING_PATH } from './calendar-landing-path.ts';

export { PRODUCT_LISTING_SLUGS };
export type ProductListingSlug = (typeof PRODUCT_LISTING_SLUGS)[number];

export type ShopRoute =
  | { kind: 'home' }
  | { kind: 'content'; slug: string }
  /** `filters`: a filtered listing's path (`/products/category/hochzeit`) fixes them. */
  | { kind: 'products'; listing: ProductListingSlug; filters?: ListingFilters }
  | { kind: 'themes'; id: string }
  | { kind: 'error' }
  | { kind: 'icons' }
  | { kind: 'newsletter-confirm' }
  /** `/gift-voucher`: the channel's gift vouchers, one path in every language. */
  | { kind: 'gift-voucher' }
  /** `/alle-fotokalender`: every calendar design by calendar type (the spec's calendar landing slug). */
  | { kind: 'calendar-landing' }
  /** `/filters/calendar/`: the calendar overview's filters (the calendar design listing). */
  | { kind: 'calendar-filter' }
  /** The wishlist (card channel): its path in any language; the view checks channel and language. */
  | { kind: 'wishlist'; slug: string }
  /** The customer forms' own pages (links in mails, and the dialogs without a page behind). */
  | { kind: 'customer'; page: CustomerDialog };

const THEME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The route table (docs/shop-rules.md, Routes and request checks). `null` means the route's own validity check failed, which the
 * pipeline answers with 404 'Page Not Found: {path}'. The language is the one the path is read in:
 * a filtered listing's path carries that language's words (domain/catalog/listing-slugs.ts).
 */
export function matchShopRoute(path: ShopPath, language: Language): ShopRoute | null {
  const { segments, languagePrefix, desktop } = path;
  const [first, second, ...more] = segments;
  if (first === undefined) return { kind: 'home' };
  if (first === '_icons') {
    return segments.length === 1 && !languagePrefix && !desktop ? { kind: 'icons' } : null;
  }
  if (first === 'themes') {
    if (second === undefined || more.length > 0 || !THEME_ID.test(second)) return null;
    return { kind: 'themes', id: second };
  }
  if (first === 'filters') {
    return second === 'calendar' && more.length === 0 ? { kind: 'calendar-filter' } : null;
  }
  if (first === 'products' && second !== undefined) {
    const filters = parseListingPath([second, ...more], language);
    return filters ? { kind: 'products', listing: 'products', filters } : null;
  }
  if (first === 'customer' && second !== undefined && more.length === 0) {
    const page = CUSTOMER_DIALOGS.find((dialog) => dialog === second);
    if (page) return { kind: 'customer', page };
  }
  if (segments.length === 1) {
    if ((PRODUCT_LISTING_SLUGS as readonly string[]).includes(first)) {
      return { kind: 'products', listing: first as ProductListingSlug };
    }
    if (first === 'error') return { kind: 'error' };
    if (first === 'newsletter-confirm') return { kind: 'newsletter-confirm' };
    if (first === 'gift-voucher') return { kind: 'gift-voucher' };
    if (first === CALENDAR_LANDING_PATH) return { kind: 'calendar-landing' };
    if (isWishlistSlug(first)) return { kind: 'wishlist', slug: first };
    // `home` is the story behind `/`; serving it twice would be duplicate content.
    if (first === 'home') return null;
  }
  // Underscore-led segments are the framework's and the icon page's, never content.
  if (segments.some((segment) => segment.startsWith('_') || segment.includes('.'))) return null;
  return { kind: 'content', slug: segments.join('/') };
}
