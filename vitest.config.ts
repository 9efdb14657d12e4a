import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SHOP = ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/copy/**/*.test.ts'];
const BACKEND = ['backend/**/*.test.ts'];

/** Module state a file leaves behind that no `vi.*` call shows (the build enhancer patches Waku's adapter). */
const LEAVES_STATE = ['src/server/framework/serve-node-build-enhancer.test.ts'];
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

/**
 * Files that replace modules (vi.mock), stub globals or the clock, or leave module state behind
 * that another file would meet: each gets fresh modules of its own. Found by reading the files, so
 * a new test that mocks is isolated without anyone remembering a list. Every other file shares its
 * worker's modules with the files before it (decision 0044): evaluating the same modules again
 * for each file was 40 % of the unit phase.
 */
const ISOLATED = [
  ...LEAVES_STATE,
  ...globSync([...SHOP, ...BACKEND]).filter((file) => !LEAVES_STATE.includes(file) && REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8'))),
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
    // Vitest's default leaves a core to its main process (one worker on two cores), which after
    // the first transforms has little to do: a worker per core took the phase from 64 s to 44 s.
    maxWorkers: '100%',
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
