/**
 * The shop API contract: the one place where every call's request and answer is written down
 * (docs/shop-api-catalog.md in code). The shop's client (`src/lib/shop-api/`), the embedded backend
 * (`backend/`) and the msw mocks (`tests/mocks/`) import it; `contract.test.ts` and the backend's
 * `backend/shop-api-contract.test.ts` check the mocks' and the backend's answers against it.
 *
 * The shop's client reads answers more tolerantly than the contract describes them (one broken
 * format must not empty a calculator); its readers accept every contract answer, which
 * `contract.test.ts` checks too.
 *
 * `shared.ts` is the backend's one door into the shop's vocabulary (channels, locales, currencies,
 * materials, formats): the backend imports nothing else from `src/`.
 */
export * from './banners.ts';
export * from './blocks.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './customer.ts';
export * from './design-groups.ts';
export * from './designs.ts';
export * from './endpoints.ts';
export * from './feature-flags.ts';
export * from './price-service.ts';
export * from './reviews.ts';
export * from './shipping.ts';
export * from './shop.ts';
export * from './location.ts';
export * from './vouchers.ts';
export * from './wishlist.ts';
