import { FILTER_TYPES, type FilterType, type SortOption } from '../../domain/catalog/vocabulary.ts';
import type { ThemeRecord } from './build-themes.ts';

export type ThemeFilters = Partial<Record<FilterType, readonly string[]>>;
export type ThemeQuery = { filters: ThemeFilters; sort: SortOption; page: number; perPage: number };
export type Facets = Record<FilterType, { value: string; count: number }[]>;

function getFilterValues(record: ThemeRecord, type: FilterType): readonly string[] {
  switch (type) {
    case 'color':
      return record.colors;
    case 'label':
      return record.label ? [record.label] : [];
    case 'punching':
      return record.punching ? [record.punching] : [];
    case 'frame':
      return record.frame ? [record.frame] : [];
    default:
      return [record[type]];
  }
}

/** Several values of one filter are alternatives (OR); different filters all have to match (AND). */
function matches(record: ThemeRecord, filters: ThemeFilters): boolean {
  return FILTER_TYPES.every((type) => {
    const wanted = filters[type];
    if (!wanted || wanted.length === 0) return true;
    return getFilterValues(record, type).some((value) => wanted.includes(value));
  });
}

/** Counts over the filtered designs, most frequent first, so the facets describe what is shown. */
export function buildFacets(records: readonly ThemeRecord[]): Facets {
  const facets = {} as Facets;
  for (const type of FILTER_TYPES) {
    const counts = new Map<string, number>();
    for (const record of records) {
      for (const value of getFilterValues(record, type)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[type] = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return facets;
}

const COMPARATORS: Record<SortOption, (a: ThemeRecord, b: ThemeRecord) => number> = {
  popularity: (a, b) => b.popularity - a.popularity || a.id - b.id,
  created: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id,
};

export function findThemes(records: readonly ThemeRecord[], query: ThemeQuery) {
  const filtered = records.filter((record) => matches(record, query.filters)).sort(COMPARATORS[query.sort]);
  const start = (query.page - 1) * query.perPage;
  return {
    total: filtered.length,
    page: query.page,
    perPage: query.perPage,
    facets: buildFacets(filtered),
    records: filtered.slice(start, start + query.perPage),
  };
}
