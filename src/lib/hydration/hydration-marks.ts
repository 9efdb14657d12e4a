/**
 * Performance marks the client entry sets (decision 0041), read by `npm run bench` and
 * scripts/profile-hydration.ts. "Hydration done" is HYDRATED: the root's first passive effect after
 * hydrateRoot committed the page. React runs passive effects children first, so by then every
 * hydrated component's own first effect has run too.
 */
export const HYDRATION_MARKS = {
  /** The entry module runs: React, the router and every statically imported chunk are loaded and evaluated. */
  entry: 'shop:entry',
  /** hydrateRoot is called. */
  hydrateStart: 'shop:hydrate-start',
  /** The first commit's passive effects have run. */
  hydrated: 'shop:hydrated',
} as const;
