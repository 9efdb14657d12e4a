import { defineConfig } from 'vitest/config';

/**
 * Integration and fuzz tests against the production build (`npm run build` first). One shop and
 * embedded backend on free loopback ports serve every file that needs nothing else
 * (tests/server/shared-stack.ts); a file that needs its own settings or reads the shop's output
 * starts its own. Files run one after another; the cluster (nginx, Redis, two shops) and fault
 * files add about 30 s.
 */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/shared-stack-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    // One worker for all files: none mocks a module or writes process.env, each keeps its stack in
    // its own module, and a fresh worker per file cost about 2 s of start-up each (decision 0044).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
