/**
 * The design listing's query (docs/shop-rules.md, Design listing), read from the
 * page URL. URLs come from visitors, bots and old links, so nothing here throws: unknown keys are
 * dropped, unreadable values fall back to the defaults, and hostile sizes are cut.
 */
import { FILTER_TYPES, SORT_OPTIONS, isOneOf, type SortOption } from '../../../domain/catalog/vocabulary.ts';
import { parseQuery } from '../links/query.ts';

export const PAGE_SIZES = [12, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
export const DEFAULT_SORT: SortOption = 'popularity';

/** Every filter holds a list: a GET form with checkboxes repeats the key once per ticked box. */
export type { ListingFilters } from '../../../domain/catalog/listing-path.ts';
import type { ListingFilters } from '../../../domain/catalog/listing-path.ts';

export type ListingQuery = {
  filters: ListingFilters;
  sort: SortOption;
  page: number;
  perPage: PageSize;
};

/** Real facets have a handful of values of a few words; anything longer is not ours. */
const MAX_VALUES_PER_FILTER = 20;
/** The themes API refuses longer values (400); a listing that drops them still answers. */
const MAX_VALUE_LENGTH = 60;
/** Far beyond any real listing, small enough that page * perPage stays an ordinary number. */
export const MAX_PAGE = 10_000;
const PAGE_PATTERN = /^[1-9]\d*$/;

type RawValue = string | string[] | undefined;

function firstValue(value: RawValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parseFilterValues(value: RawValue): string[] {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_VALUES_PER_FILTER);
}

export function parsePage(value: RawValue): number {
  const raw = firstValue(value)?.trim() ?? '';
  if (!PAGE_PATTERN.test(raw)) return 1;
  // Number() of a very long digit string is Infinity or imprecise; either way it clamps.
  return Math.min(Number(raw), MAX_PAGE);
}

/** Only the page sizes 12 and 48; any other number would be refused by the API (400). */
export function parsePageSize(value: RawValue): PageSize {
  const size = Number(firstValue(value)?.trim());
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

export function parseSort(value: RawValue): SortOption {
  const sort = firstValue(value)?.trim();
  return isOneOf(SORT_OPTIONS, sort) ? sort : DEFAULT_SORT;
}

/**
 * `preset` holds the filters a page fixes by its path (`/vorkonfigurator-kalender` lists calendar
 * designs only); they replace whatever the query says for the same filter.
 */
export function parseListingQuery(search: string | URLSearchParams, preset: ListingFilters = {}): ListingQuery {
  const raw = parseQuery(search);
  const read = (key: string): RawValue => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  const filters: Record<string, readonly string[]> = {};
  for (const type of FILTER_TYPES) {
    const values = preset[type] ?? parseFilterValues(read(type));
    if (values.length > 0) filters[type] = values;
  }
  return { filters, sort: parseSort(read('sort')), page: parsePage(read('page')), perPage: parsePageSize(read('perPage')) };
}
