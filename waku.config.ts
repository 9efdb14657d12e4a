import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { computeBuildId } from './scripts/build-id.ts';
import { sortServerReferences } from './scripts/sort-server-references.ts';
import { compressAsset, MIN_COMPRESSIBLE_BYTES } from './src/server/compress-asset.ts';

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

/** The server-action table in a stable order (scripts/sort-server-references.ts). */
function reproducibleServerReferences(): Plugin {
  return {
    name: 'print-shop:reproducible-server-references',
    transform(code, id) {
      if (!id.includes('vite-rsc/server-references')) return null;
      return { code: sortServerReferences(code), map: null };
    },
  };
}

/**
 * br and gzip copies (compress-asset.ts) of every script and stylesheet beside it in
 * dist/public/assets, served as they are (serveStatic's `precompressed`). Compressing them on a
 * process's first requests took ~1 s of CPU, on the event loop, while the first visitors waited.
 */
function precompressAssets(): Plugin {
  return {
    name: 'print-shop:precompress-assets',
    apply: 'build',
    // After the RSC plugin's own late hook, which adds the stylesheet built for the server.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!/^assets\/.+\.(js|css)$/.test(file.fileName)) continue;
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (bytes.length < MIN_COMPRESSIBLE_BYTES) continue;
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: compressAsset(bytes, 'br') });
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: compressAsset(bytes, 'gzip') });
        }
      },
    },
  };
}

const clientModuleNames = new Map<string, string | null>();

/**
 * The server chunk for each of the shop's client components on its own. Waku groups client
 * components into browser chunks by the server chunk that references them, so two client
 * components rendered from one server chunk (the newsletter form in the footer, the calculator
 * enhancer in a block) became one browser chunk, and every page loaded the calculator.
 */
function clientComponentChunk(id: string): string | null {
  if (!/\.tsx?$/.test(id) || id.includes('node_modules') || id.startsWith('\0')) return null;
  let name = clientModuleNames.get(id);
  if (name === undefined) {
    let source = '';
    try {
      source = readFileSync(id, 'utf8');
    } catch {
      // Not a file on disk (a virtual module): not one of the shop's components.
    }
    name = /^\s*['"]use client['"]/.test(source) ? `client-${path.basename(id).replace(/\.tsx?$/, '')}` : null;
    clientModuleNames.set(id, name);
  }
  return name;
}

export default defineConfig({
  vite: {
    plugins: [reproducibleBuildId(), reproducibleServerReferences(), precompressAssets()],
    build: {
      sourcemap: false,
      // The default '// <module id>' comments name virtual modules by absolute path (the RSC CSS
      // wrappers), which made server chunk names depend on where the checkout lives.
      rolldownOptions: { experimental: { attachDebugInfo: 'none' } },
    },
    environments: {
      rsc: {
        build: {
          // One stylesheet for every page instead of one per server chunk (three render-blocking
          // requests): the shop's CSS is small and shared, and one file caches once.
          cssCodeSplit: false,
          rolldownOptions: { output: { codeSplitting: { groups: [{ debugName: 'client components', name: clientComponentChunk }] } } },
        },
      },
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
