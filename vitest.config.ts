import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SHOP = ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/copy/**/*.test.ts'];
const BACKEND = ['backend/**/*.test.ts'];

/**
 * Files that replace modules (vi.mock), stub globals or the clock, or leave module state behind
 * that another file would meet: each gets fresh modules of its own. Every other file shares its
 * worker's modules with the files before it (decision 0044): evaluating the same modules again
 * for each file was 40 % of the unit phase.
 */
const ISOLATED = [
  'backend/cdn/cdn-api.test.ts',
  'backend/cdn/create-rate-limiter.test.ts',
  'src/components/blocks/calculator/calculator-block.test.tsx',
  'src/components/blocks/products/product-blocks.test.tsx',
  'src/components/shell/banners/countdown-ticker.test.tsx',
  'src/lib/banners/messenger-loader.test.ts',
  'src/lib/content/content-client.test.ts',
  'src/lib/flags/shop-api-flag-provider.test.ts',
  'src/lib/security/rate-limit.test.ts',
  'src/server/framework/serve-node-build-enhancer.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      // See tests/support/waku-router-server-stub.ts: unit tests render without the RSC runtime.
      'waku/router/server': fileURLToPath(new URL('./tests/support/waku-router-server-stub.ts', import.meta.url)),
      // See tests/support/waku-router-client-stub.tsx: a Link is the plain link it renders without JavaScript.
      'waku/router/client': fileURLToPath(new URL('./tests/support/waku-router-client-stub.tsx', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    restoreMocks: true,
    projects: [
      // The backend's files leave something behind that makes the shop's failing fetches hang
      // (msw's network errors, refused connections): they share modules among themselves only.
      { extends: true, test: { name: 'shop', include: SHOP, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'backend', include: BACKEND, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
