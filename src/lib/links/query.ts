/**
 * Query strings for designer links and shop API URLs (docs/shop-rules.md, Designer links and query strings): arrays travel with bracket
 * keys (`optionTypes[]=a&optionTypes[]=b`), empty values are left out, and filter queries drop a
 * refinement of "none".
 */
import { FILTER_TYPES, NO_REFINEMENT_VALUES } from '../../../domain/catalog/vocabulary.ts';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];
/** Insertion order is kept, so links come out the same every time. */
export type Query = Readonly<Record<string, QueryValue>>;

export interface BuildQueryOptions {
  /** Filter mode (overview filters, API URLs): a refinementType of 'none', 'ohne' or '' is no filter. */
  filter?: boolean;
}

const ARRAY_SUFFIX = '[]';

function isPresent(value: QueryScalar | null | undefined): value is QueryScalar {
  if (value === null || value === undefined || value === '') return false;
  return typeof value !== 'number' || Number.isFinite(value);
}

/** Brackets stay readable in keys (`photoboxFormat[width]`); everything else is percent-encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replaceAll('%5B', '[').replaceAll('%5D', ']');
}

function isNoRefinement(value: QueryScalar): boolean {
  return (NO_REFINEMENT_VALUES as readonly string[]).includes(String(value).toLowerCase());
}

/** The query without its '?'; '' when nothing is left. */
export function buildQueryString(query: Query, { filter = false }: BuildQueryOptions = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const isArray = Array.isArray(value);
    const values = (isArray ? (value as readonly (QueryScalar | null | undefined)[]) : [value as QueryScalar | null | undefined])
      .filter(isPresent)
      .filter((entry) => !(filter && key === 'refinementType' && isNoRefinement(entry)));
    const wireKey = encodeKey(isArray && !key.endsWith(ARRAY_SUFFIX) ? `${key}${ARRAY_SUFFIX}` : key);
    for (const entry of values) pairs.push(`${wireKey}=${encodeURIComponent(String(entry))}`);
  }
  return pairs.join('&');
}

/** `path?query`, or just `path` when the query is empty. */
export function appendQuery(path: string, query: Query, options?: BuildQueryOptions): string {
  const search = buildQueryString(query, options);
  return search ? `${path}?${search}` : path;
}

/**
 * Reads a query back into the shape buildQueryString writes: `key[]` and repeated keys become
 * arrays under the bare key, single keys stay strings.
 */
export function parseQuery(search: string | URLSearchParams): Record<string, string | string[]> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // No prototype: a `__proto__` key from a hostile URL must stay an ordinary key.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of params) {
    const isArrayKey = rawKey.endsWith(ARRAY_SUFFIX);
    const key = isArrayKey ? rawKey.slice(0, -ARRAY_SUFFIX.length) : rawKey;
    const existing = Object.hasOwn(query, key) ? query[key] : undefined;
    if (existing === undefined) query[key] = isArrayKey ? [value] : value;
    else query[key] = [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/**
 * Only recognised filters (docs/shop-rules.md, Product vocabulary) and the caller's own keys may reach an API URL, so a page's
 * tracking or arbitrary query parameters never change (or bust the cache of) an API request.
 * Apply buildQueryString with `filter: true` to the result.
 */
export function filterQueryForApi(
  query: Query | string | URLSearchParams,
  customKeys: readonly string[] = [],
): Record<string, QueryValue> {
  const source: Query = typeof query === 'string' || query instanceof URLSearchParams ? parseQuery(query) : query;
  const allowed = new Set<string>([...FILTER_TYPES, ...customKeys]);
  const filtered: Record<string, QueryValue> = Object.create(null);
  for (const [key, value] of Object.entries(source)) {
    const bareKey = key.endsWith(ARRAY_SUFFIX) ? key.slice(0, -ARRAY_SUFFIX.length) : key;
    if (allowed.has(bareKey)) filtered[key] = value;
  }
  return filtered;
}
