import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Hono } from 'hono/tiny';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants, unstable_honoMiddleware as honoMiddleware } from 'waku/internals';

const { DIST_PUBLIC } = constants;
const { rscMiddleware } = honoMiddleware;

// 64 KiB is generous for every form of the shop (the largest is the calculator) and keeps a
// hostile client from making the origin buffer megabytes per request.
const BODY_LIMIT_BYTES = 64 * 1024;

export type ShopAdapterOptions = {
  /** Run before static files, so compression and security headers cover assets too. */
  outerMiddleware: MiddlewareHandler[];
  /** Run for dynamic requests only (pages, RSC, actions, API routes). */
  requestMiddleware: MiddlewareHandler[];
};

/**
 * Waku's Node adapter serves static files before any middleware runs, so assets would skip
 * compression and headers. This adapter is the same wiring with the order the shop needs.
 */
export default createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild, notFoundHtml }, options?: ShopAdapterOptions) => {
    const app = new Hono();
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    for (const handler of options?.outerMiddleware ?? []) app.use(handler);
    if (isBuild) {
      app.use(
        `${config.basePath}*`,
        serveStatic({
          root: path.join(config.distDir, DIST_PUBLIC),
          rewriteRequestPath: (p) => p.slice(config.basePath.length - 1),
        }),
      );
    }
    app.use(bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => c.text('Payload Too Large', 413) }));
    for (const handler of options?.requestMiddleware ?? []) app.use(handler);
    app.use(rscMiddleware({ processRequest }));
    return {
      fetch: app.fetch,
      build: processBuild,
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['waku/adapters/node-build-enhancer'],
      serve,
    };
  },
);
