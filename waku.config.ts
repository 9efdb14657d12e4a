import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { computeBuildId } from './scripts/build-id.ts';

/** A build id from the inputs instead of Waku's random one (see scripts/build-id.ts); dev keeps Waku's. */
function reproducibleBuildId(): Plugin {
  return {
    name: 'print-shop:reproducible-build-id',
    enforce: 'pre',
    config(config, env) {
      if (env.command !== 'build') return;
      return { define: { 'import.meta.env.WAKU_BUILD_ID': JSON.stringify(computeBuildId(config.root ?? process.cwd())) } };
    },
  };
}

export default defineConfig({
  vite: {
    plugins: [reproducibleBuildId()],
    build: {
      sourcemap: false,
      // The default '// <module id>' comments name virtual modules by absolute path (the RSC CSS
      // wrappers), which made server chunk names depend on where the checkout lives.
      rolldownOptions: { experimental: { attachDebugInfo: 'none' } },
    },
    environments: {
      // React on its own chunk: the entry chunk carries the build id, which changes with every source
      // change, and would otherwise take 75 kB (gzip) of unchanged React with it on every deploy.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-server-dom-webpack)[\\/]/ },
                  // The reviews carousel on its own, so its bytes are measurable and no other island pulls them in.
                  { name: 'reviews-carousel', test: /[\\/]reviews-carousel\.tsx$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
