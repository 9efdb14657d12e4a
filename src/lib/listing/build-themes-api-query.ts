/**
 * The query of `GET /web-api/themes` for a listing query. It goes through the shared API query
 * rules (docs/shop-rules.md, Designer links and query strings): only recognised filters and the listing's own keys, empty values left out,
 * several values of one filter as a bracket array (`color[]=red&color[]=blue`).
 */
import { FILTER_TYPES } from '../../../domain/catalog/vocabulary.ts';
import { buildQueryString, filterQueryForApi, type QueryValue } from '../links/query.ts';
import type { ListingQuery } from './parse-listing-query.ts';

const LISTING_API_KEYS = ['sort', 'page', 'perPage'] as const;

/** Without the '?'. A single value travels as a plain key, which every API reads the same way. */
export function buildThemesApiQuery({ filters, sort, page, perPage }: ListingQuery): string {
  const query: Record<string, QueryValue> = {};
  for (const type of FILTER_TYPES) {
    const values = filters[type];
    if (!values?.length) continue;
    query[type] = values.length === 1 ? values[0] : values;
  }
  Object.assign(query, { sort, page, perPage });
  return buildQueryString(filterQueryForApi(query, LISTING_API_KEYS), { filter: true });
}
