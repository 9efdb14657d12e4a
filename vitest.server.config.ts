import { defineConfig } from 'vitest/config';

/**
 * Integration and fuzz tests against the production build (`npm run build` first): each file
 * starts the shop and the embedded backend on free loopback ports. Files run one after another,
 * each stack is small; the cluster (nginx, Redis, two shops) and fault files add about 30 s.
 */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
