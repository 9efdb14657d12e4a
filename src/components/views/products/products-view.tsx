import { buildListingPath, firstValues } from '../../../../domain/catalog/listing-path.ts';
import { FILTER_TYPES } from '../../../../domain/catalog/vocabulary.ts';
import { getLanguage, type LocaleCode } from '../../../../domain/locale/locales.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { getListingPreset } from '../../../lib/listing/get-listing-preset.ts';
import type { ListingFilters } from '../../../lib/listing/parse-listing-query.ts';
import { parseListingQuery } from '../../../lib/listing/parse-listing-query.ts';
import { BRAND_NAMES } from '../../../../domain/locale/channels.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import type { ProductListingSlug } from '../../../lib/routing/match-shop-route.ts';
import { StoryPage } from '../story-page.tsx';
import { DesignListing } from './design-listing.tsx';
import '../../blocks/products/product-blocks.css';

/**
 * "Fotobücher · Hochzeit", "Wandbilder · Rahmenfarbe: Gold": the facet labels of what a filtered
 * listing's path fixes, product first; a value that is no kind of design (a colour) says what it is.
 */
export function getFilteredListingHeading(filters: ListingFilters, t: (key: string) => string): string {
  const order = ['product', 'category', ...FILTER_TYPES.filter((type) => type !== 'product' && type !== 'category')] as const;
  return order
    .flatMap((type) =>
      (filters[type] ?? []).map((value) => {
        const label = t(`products.facet.${type}.${value}`);
        return type === 'product' || type === 'category' ? label : `${t(`products.filter.${type}`)}: ${label}`;
      }),
    )
    .join(' · ');
}

/**
 * `/products`, the design picks before the designers (`/vorkonfigurator-kalender`,
 * `/vorkonfigurator-karten`) and the filtered listings the navigation links to
 * (`/products/product/photobook/category/hochzeit`): the products story with the design listing.
 * The listing state lives in the URL's query, so every state is a link and the form needs no JavaScript.
 */
export function ProductsView({
  scope,
  listing,
  pathSlug: ownPathSlug,
  filters,
}: {
  scope: PageScope;
  listing: ProductListingSlug;
  pathSlug?: string;
  /** Filters the route's path fixes (a filtered listing): its path, in each language's words. */
  filters?: ListingFilters;
}) {
  // A filtered listing's path is in the words of the locale it is written for (hreflang alternates too).
  const filteredPathIn = filters ? (locale: LocaleCode) => buildListingPath(firstValues(filters), getLanguage(locale)) : undefined;
  const pathSlug = filteredPathIn ? filteredPathIn(scope.locale) : (ownPathSlug ?? listing);
  const preset = { ...getListingPreset(listing), ...filters };
  const query = parseListingQuery(getRequestContext().pageUrl.searchParams, preset);
  // The calendar overview's filter page (`/filters/calendar/`) is the calendar pick under its own path.
  const path = scope.buildPath(pathSlug);
  const t = getTranslator(scope.locale);
  // A filtered listing says what it shows, and leads back to every design.
  const heading = filters ? getFilteredListingHeading(filters, t) : undefined;
  return (
    // The design picks show the products story under their own path.
    <StoryPage
      scope={scope}
      pagePath="products"
      urlPathFor={filteredPathIn ? (_storyPath, locale) => filteredPathIn(locale) : listing === 'products' ? undefined : () => pathSlug}
      {...(heading === undefined
        ? {}
        : {
            heading,
            title: `${heading} | ${BRAND_NAMES[scope.channel]}`,
            trail: [
              { _uid: 'designs', text: t('themes.allDesigns'), link: { linktype: 'url' as const, url: '/products' } },
              { _uid: 'listing', text: heading },
            ],
          })}
    >
      {() => <DesignListing ctx={scope.blockContext} query={query} path={path} preset={preset} />}
    </StoryPage>
  );
}
