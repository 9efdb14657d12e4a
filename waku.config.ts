import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    build: { sourcemap: false },
  },
});
