import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono/tiny';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants, unstable_honoMiddleware as honoMiddleware } from 'waku/internals';
import { assertSafeConfig } from '../../lib/config/assert-safe-config.ts';
import { getServerConfig } from '../../lib/config/server-config.ts';
import { logEvent } from '../../lib/log/logger.ts';
import { getProcessServices } from '../../lib/services/services.ts';
import { admissionControl, createAdmission } from '../admission.ts';
import { shopBodyLimit } from '../body-limit.ts';
import { keepBuildAssetsInMemory } from '../build-assets-in-memory.ts';
import { screenToolboxUploads } from '../screen-upload.ts';
import { capConnections } from '../connection-cap.ts';
import { looksLikeFile } from '../static-cache.ts';
import { installJsonConsole } from '../json-console.ts';
import { methodGuard } from '../method-guard.ts';
import { registerAppFetch } from '../page-store/refresh.ts';
import { guardRequestHost } from '../request-host-guard.ts';
import { refuseUndecodableRequests, validateActionCalls, validateFormPosts } from '../request-errors.ts';

const { DIST_PUBLIC } = constants;
const { rscMiddleware } = honoMiddleware;

export type ShopAdapterOptions = {
  /** Run before static files, so compression and security headers cover assets too. */
  outerMiddleware: MiddlewareHandler[];
  /** Run for dynamic requests only (pages, RSC, actions, API routes). */
  requestMiddleware: MiddlewareHandler[];
};

/**
 * Node's HTTP server waits for slow clients for minutes by default (a partial body, headers sent
 * a byte at a time) and takes any number of sockets. The shop sets deadlines and a cap; the reverse
 * proxy in front should buffer requests and keep idle connections itself (see the README).
 */
type ServeOptions = { fetch: Parameters<typeof serve>[0]['fetch']; hostname?: string; port?: number };

function serveWithLimits({ fetch, hostname, port }: ServeOptions, listening?: Parameters<typeof serve>[1]) {
  // Here, not at module load: the build imports this module too, with NODE_ENV=production.
  // Every variable is checked before the server listens; a wrong one stops the process.
  const config = assertSafeConfig();
  installJsonConsole();
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = config.http;
  const requestTimeout = Math.max(requestTimeoutMs, headersTimeoutMs);
  // Behind our own proxy, a port open to the world would let clients skip it (and its headers).
  const listenOn = hostname ?? (config.trustProxyHops > 0 ? '127.0.0.1' : undefined);
  const server = serve(
    {
      fetch,
      hostname: listenOn,
      port,
      serverOptions: {
        headersTimeout: headersTimeoutMs,
        requestTimeout,
        // Node checks both deadlines on this interval (30 s by default), which would stretch them.
        connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      },
    },
    listening,
  ) as Server;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  guardRequestHost(server);
  capConnections(server, { maxConnections, retryAfterSeconds: config.renderRetryAfterSeconds });
  logEvent('info', 'http-limits', { headersTimeoutMs, requestTimeoutMs: requestTimeout, keepAliveTimeoutMs, maxConnections, listenOn: listenOn ?? 'all interfaces' });
  // The content client lists the published slugs and learns the cv now, not when the first
  // visitor after a deploy asks (who would otherwise queue behind the 5 requests/s limit).
  void getProcessServices().storyLoader;
  return server;
}

function onFirstRequest(build: () => MiddlewareHandler): MiddlewareHandler {
  let handler: MiddlewareHandler | undefined;
  return (c, next) => {
    handler ??= build();
    return handler(c, next);
  };
}

/**
 * Waku's Node adapter serves static files before any middleware runs, so assets would skip
 * compression and headers. This adapter is the same wiring with the order the shop needs, plus
 * the guards a public server needs in front of rendering: allowed methods, a body limit,
 * decoding errors as 4xx, and a bound on concurrent renders.
 */
export default createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild, notFoundHtml }, options?: ShopAdapterOptions) => {
    const app = new Hono();
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    app.onError((error, c) => {
      logEvent('error', 'server-error', { method: c.req.method, path: c.req.path, err: error });
      return c.text('Internal Server Error', 500, { 'cache-control': 'no-store' });
    });
    for (const handler of options?.outerMiddleware ?? []) app.use(handler);
    if (isBuild) {
      const staticFiles = serveStatic({
        root: path.join(config.distDir, DIST_PUBLIC),
        // The build's br and gzip copies of scripts and stylesheets (waku.config.ts, precompressAssets).
        precompressed: true,
        rewriteRequestPath: (p) => p.slice(config.basePath.length - 1),
      });
      // Every file in dist/public has an extension and no page path has one, so a page request
      // skips the file system lookup (a stat per page, a few percent of a stored page's CPU).
      const assetFiles = keepBuildAssetsInMemory(staticFiles);
      app.use(`${config.basePath}*`, (c, next) => (looksLikeFile(c.req.path) ? assetFiles(c, next) : next()));
    }
    app.use(methodGuard());
    // Toolbox uploads judged by rate limit, length and first bytes before their body is read.
    app.use(screenToolboxUploads());
    // 64 KiB for forms; the toolbox's upload (body-limit.ts) gets room for its file.
    app.use(shopBodyLimit());
    app.use(validateFormPosts());
    app.use(validateActionCalls());
    for (const handler of options?.requestMiddleware ?? []) app.use(handler);
    // Here, right in front of the render, not before the request middleware: a page served from
    // the store never reaches it. In front, every stored page took a render slot, so a burst of
    // renders (a publication, a crawler on uncached pages) made stored pages queue behind them
    // or be turned away with 503s, though serving one costs a tenth of a millisecond.
    app.use(
      // Built on the first request: this module loads before the start checks the configuration.
      onFirstRequest(() => {
        const serverConfig = getServerConfig();
        return admissionControl(
          createAdmission({ concurrency: serverConfig.renderConcurrency, queue: serverConfig.renderQueue, maxWaitMs: serverConfig.renderQueueTimeoutMs }),
          serverConfig.renderRetryAfterSeconds,
        );
      }),
    );
    app.use(rscMiddleware({ processRequest: refuseUndecodableRequests(processRequest) }));
    // A stale stored page is rendered again in the background through this same chain.
    registerAppFetch((request) => app.fetch(request));
    return {
      fetch: app.fetch,
      build: processBuild,
      buildOptions: { distDir: config.distDir },
      // Waku's node entry, minus a copy of the environment per request (serve-node-build-enhancer.ts beside this file).
      buildEnhancers: ['/src/server/framework/serve-node-build-enhancer.ts'],
      serve: serveWithLimits,
    };
  },
);
