import { getListingPreset } from '../../../lib/listing/get-listing-preset.ts';
import { parseListingQuery } from '../../../lib/listing/parse-listing-query.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import type { ProductListingSlug } from '../../../lib/routing/match-shop-route.ts';
import { StoryPage } from '../story-page.tsx';
import { DesignListing } from './design-listing.tsx';
import '../../blocks/products/product-blocks.css';

/**
 * `/products` and the design picks before the designers (`/vorkonfigurator-kalender`,
 * `/vorkonfigurator-karten`): the products story with the design listing. The listing state lives
 * in the URL's query, so every state is a link and the form needs no JavaScript.
 */
export function ProductsView({ scope, listing, pathSlug = listing }: { scope: PageScope; listing: ProductListingSlug; pathSlug?: string }) {
  const preset = getListingPreset(listing);
  const query = parseListingQuery(getRequestContext().pageUrl.searchParams, preset);
  // The calendar overview's filter page (`/filters/calendar/`) is the calendar pick under its own path.
  const path = scope.buildPath(pathSlug);
  return (
    // The design picks show the products story under their own path.
    <StoryPage scope={scope} pagePath="products" urlPathFor={listing === 'products' ? undefined : () => listing}>
      {() => <DesignListing ctx={scope.blockContext} query={query} path={path} preset={preset} />}
    </StoryPage>
  );
}
