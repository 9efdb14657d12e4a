import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'backend/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/copy/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    restoreMocks: true,
  },
});
