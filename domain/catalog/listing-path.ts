/**
 * A filtered design listing has its own path, `/products/<type>/<value>…` (for example
 * `/products/product/photobook/category/hochzeit`): the navigation's sub-links are content links,
 * which keep no filter query (docs/shop-rules.md, Link rules), and each sub-link is one page to
 * caches and search engines. One spelling per filter set and language: the filters in a fixed
 * order, each once, each value in the language's own word (`…/category/wedding` in English,
 * listing-slugs.ts) while the filters stay the shop API's values.
 */
import type { Language } from '../locale/locales.ts';
import { FILTER_TYPES, isOneOf, type FilterType } from '../catalog/vocabulary.ts';
import { fromListingSlug, toListingSlug } from './listing-slugs.ts';

/** The filters of a design listing: one or more values per filter type. */
export type ListingFilters = Partial<Record<FilterType, readonly string[]>>;

/** What the listing is of comes first, then what narrows it. */
const PATH_ORDER: readonly FilterType[] = ['product', 'category', 'frame', ...FILTER_TYPES.filter((type) => !['product', 'category', 'frame'].includes(type))];
const VALUE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_PAIRS = 3;

/**
 * The filters of the segments after `products` in a language; null when they are not a path
 * `buildListingPath` writes in some form. It also reads a value where the language now has its
 * own slug (the address before slugs): the caller compares with `buildListingPath` and redirects.
 */
export function parseListingPath(segments: readonly string[], language: Language): ListingFilters | null {
  if (segments.length === 0 || segments.length % 2 !== 0 || segments.length / 2 > MAX_PAIRS) return null;
  const filters: Record<string, readonly string[]> = {};
  let last = -1;
  for (let index = 0; index < segments.length; index += 2) {
    const type = segments[index];
    const value = segments[index + 1] ?? '';
    if (!isOneOf(FILTER_TYPES, type) || !VALUE.test(value)) return null;
    const position = PATH_ORDER.indexOf(type);
    if (position <= last) return null;
    last = position;
    const filterValue = fromListingSlug(type, value, language);
    if (filterValue === null) return null;
    filters[type] = [filterValue];
  }
  return filters;
}

/** `products/<type>/<slug>…` for one value per filter in a language; the inverse of `parseListingPath`. */
export function buildListingPath(filters: Partial<Record<FilterType, string>>, language: Language): string {
  const pairs = PATH_ORDER.flatMap((type) => {
    const value = filters[type];
    return value === undefined ? [] : [type, toListingSlug(type, value, language)];
  });
  return ['products', ...pairs].join('/');
}

/** The one value of each filter a listing path fixes. */
export function firstValues(filters: ListingFilters): Partial<Record<FilterType, string>> {
  return Object.fromEntries(Object.entries(filters).flatMap(([type, values]) => (values?.[0] === undefined ? [] : [[type, values[0]]])));
}
