import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'backend/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    restoreMocks: true,
  },
});
