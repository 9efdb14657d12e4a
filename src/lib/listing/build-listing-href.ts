/**
 * Links inside the design listing: pages, sort, page size and filter changes. Each link keeps the
 * other listing parameters and writes them the way the listing's GET form does (repeated keys),
 * so a link and a form submission for the same state give the same URL. Defaults and the filters
 * a page fixes by its path are left out: they are implied, and shorter URLs are one page to caches
 * and search engines instead of several.
 */
import { FILTER_TYPES, type FilterType, type SortOption } from '../../../domain/catalog/vocabulary.ts';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, MAX_PAGE, type ListingFilters, type ListingQuery, type PageSize } from './parse-listing-query.ts';

export function buildListingSearch(query: ListingQuery, preset: ListingFilters = {}): string {
  const params = new URLSearchParams();
  for (const type of FILTER_TYPES) {
    if (preset[type]) continue;
    for (const value of query.filters[type] ?? []) params.append(type, value);
  }
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(query.perPage));
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** `path?search`, or the bare path for the default listing. */
export function buildListingHref(path: string, query: ListingQuery, preset: ListingFilters = {}): string {
  const search = buildListingSearch(query, preset);
  return search ? `${path}?${search}` : path;
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page: Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE) };
}

/** A different order or page size shows other designs on every page, so it starts at page 1. */
export function withSort(query: ListingQuery, sort: SortOption): ListingQuery {
  return { ...query, sort, page: 1 };
}

export function withPageSize(query: ListingQuery, perPage: PageSize): ListingQuery {
  return { ...query, perPage, page: 1 };
}

/** Adds or removes one filter value; the result set changes, so back to page 1. */
export function withFilterValue(query: ListingQuery, type: FilterType, value: string, active: boolean): ListingQuery {
  const current = query.filters[type] ?? [];
  const values = active ? (current.includes(value) ? current : [...current, value]) : current.filter((entry) => entry !== value);
  const filters: Record<string, readonly string[]> = { ...query.filters };
  if (values.length > 0) filters[type] = values;
  else delete filters[type];
  return { ...query, filters, page: 1 };
}

export function getPageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/**
 * The page to send a visitor to when the asked page does not exist: the last page for one past
 * the end (an old link, a shrunken filter result, a typed URL). Null when the page exists, and
 * when nothing matches at all: then page 1 is as empty as any other, and the listing says so.
 */
export function getPageRedirect(query: Pick<ListingQuery, 'page'>, pageCount: number): number | null {
  return pageCount > 0 && query.page > pageCount ? pageCount : null;
}

export type PageLinkSlot = { kind: 'page'; page: number } | { kind: 'gap' };

/**
 * The page numbers to link: first, last, and the pages around the current one, with a gap where
 * numbers are skipped. A gap never stands for a single page: that page is linked instead.
 */
export function buildPageWindow(current: number, pageCount: number, radius = 1): PageLinkSlot[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageLinkSlot[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) slots.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) slots.push({ kind: 'gap' });
    slots.push({ kind: 'page', page });
  }
  return slots;
}
