import type { ProductListingSlug } from '../routing/match-shop-route.ts';
import type { ListingFilters } from './parse-listing-query.ts';

/**
 * The design pick before the calendar and card designers (`vorkonfigurator-*`) is the same
 * listing with its product fixed by the path; `/products` fixes nothing.
 */
const PRESETS: Record<ProductListingSlug, ListingFilters> = {
  products: {},
  'vorkonfigurator-kalender': { product: ['calendar'] },
  'vorkonfigurator-karten': { product: ['card'] },
};

export function getListingPreset(listing: ProductListingSlug): ListingFilters {
  return PRESETS[listing];
}
