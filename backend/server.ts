import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createBlockRoutes } from './blocks/create-block-routes.ts';
import { createContactStore } from './blocks/contact-store.ts';
import { createToolboxConverter, createToolboxStore, DEFAULT_TOOLBOX_POOL, type ToolboxPoolOptions } from './blocks/toolbox.ts';
import { createCatalogRoutes } from './catalog/create-catalog-routes.ts';
import { createCdnRoutes } from './cdn/create-cdn-routes.ts';
import { createRateLimiter } from './cdn/create-rate-limiter.ts';
import type { ContentStore } from './cdn/content-types.ts';
import { loadContent } from './cdn/load-content.ts';
import { openDatabase } from './db/open-database.ts';
import { createDesignerRoutes } from './designer/create-designer-routes.ts';
import { createDevRoutes } from './dev/create-dev-routes.ts';
import { createVisualEditorRoutes } from './dev/visual-editor.ts';
import { createAssetRoutes } from './images/create-asset-routes.ts';
import { createLogger, type Logger } from './log/create-logger.ts';
import { logRequests } from './log/log-requests.ts';
import { createCustomerStore } from './customer/customer-store.ts';
import { createNewsletterStore } from './newsletter/newsletter-store.ts';
import { createReviewsStore } from './reviews/reviews-store.ts';
import { createShopRoutes } from './shop/create-shop-routes.ts';
import { createStandInRoutes } from './stand-ins/create-stand-in-routes.ts';
import { createTaggingRoutes } from './tagging/create-tagging-routes.ts';
import { createLocationRoutes } from './location/create-location-routes.ts';
import { createWishlistRoutes } from './wishlist/create-wishlist-routes.ts';
import { createWishlistStore } from './wishlist/wishlist-store.ts';
import { buildEmbeddedHostTable, type HostTable } from '../domain/routing/host-table.ts';

const backendDir = path.dirname(fileURLToPath(import.meta.url));

export type BackendOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  dataDir: string;
  /** Origin written into asset URLs; defaults to `http://localhost:{port}`. */
  publicUrl?: string;
  contentDir?: string;
  assetsDir?: string;
  previewToken?: string;
  publicToken?: string;
  spaceId?: number;
  /** Content API requests per second per client address. */
  rateLimit?: number;
  logger?: Logger;
  /** Clock in epoch milliseconds; tests move it to expire tokens and rate-limit windows. */
  now?: () => number;
  /** Image transforms running at once and waiting (default 2 and 16); beyond that the image service answers 503. */
  imageTransforms?: { concurrency: number; maxQueued: number };
  /** The toolbox's conversion workers, their queue and time limit a file (toolbox.ts, DEFAULT_TOOLBOX_POOL). */
  toolboxPool?: Partial<ToolboxPoolOptions>;
  /** The shop's hosts (`SHOP_HOSTS`; the embedded table by default): mail links may name only these. */
  shopHosts?: HostTable;
  /** `/api/get-location/`'s answer for loopback and private addresses (ISO code), and whether it honours `X-Test-Country`. */
  locationDefaultCountry?: string | null;
  locationTestHeader?: boolean;
  /** log2 of scrypt's N for new password hashes (password-hash.ts; default 15). */
  passwordHashCost?: number;
};

export type RunningBackend = {
  url: string;
  /** Re-reads the content directory; the cache version (cv) grows. */
  reload(): { stories: number; cv: number };
  close(): Promise<void>;
};

function listen(app: Hono, port: number, host: string) {
  return new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

/** Origins a browser or the shop might use for this backend; image sources must name one of them. */
function buildOwnOrigins(publicUrl: string, host: string, port: number): string[] {
  const origins = new Set([new URL(publicUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  if (host !== '0.0.0.0' && host !== '::') origins.add(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  return [...origins];
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const logger = options.logger ?? createLogger();
  const contentDir = options.contentDir ?? path.join(backendDir, 'content');
  const assetsDir = options.assetsDir ?? path.join(backendDir, 'assets');
  const db = openDatabase(options.dataDir, now);
  const newsletter = createNewsletterStore(db, now);
  const contact = createContactStore(db, now);
  const reviews = createReviewsStore(db);
  const customers = createCustomerStore(db, now, options.passwordHashCost);
  const wishlists = createWishlistStore(db, now);
  await customers.seedDemoCustomers();

  // Content is loaded once the port is known, because asset URLs in stories contain it.
  let store: ContentStore = { stories: [], bySlug: new Map(), byUuid: new Map(), byId: new Map(), cv: 0 };
  let assetsBaseUrl = '';
  let ownOrigins: string[] = [];
  const getStore = () => store;
  const reload = () => {
    store = loadContent({ contentDir, assetsBaseUrl, previousCv: store.cv, now, logger });
    return { stories: store.stories.length, cv: store.cv };
  };

  const app = new Hono();
  // Readiness for `npm start`, tests and process supervisors; deliberately before request logging.
  app.get('/health', (c) => c.json({ ok: true }));
  app.use(logRequests(logger));
  app.route('/', createCdnRoutes({
    getStore,
    previewToken: options.previewToken ?? 'embedded-preview',
    publicToken: options.publicToken ?? 'embedded-public',
    spaceId: options.spaceId ?? 100001,
    rateLimiter: createRateLimiter(options.rateLimit ?? 50),
  }));
  app.route('/', createAssetRoutes({ assetsDir, getAllowedOrigins: () => ownOrigins, ...(options.imageTransforms ? { transforms: options.imageTransforms } : {}) }));
  app.route('/', createShopRoutes({ newsletter, reviews, customers, shopHosts: options.shopHosts ?? buildEmbeddedHostTable() }));
  const converter = createToolboxConverter({ ...DEFAULT_TOOLBOX_POOL, ...options.toolboxPool });
  app.route('/', createBlockRoutes({ contact, toolbox: createToolboxStore(db, now), converter, assetsDir, getAssetsBaseUrl: () => assetsBaseUrl }));
  app.route('/', createCatalogRoutes({ getAssetsBaseUrl: () => assetsBaseUrl }));
  app.route('/', createWishlistRoutes({ wishlists, customers, getAssetsBaseUrl: () => assetsBaseUrl }));
  app.route('/', createLocationRoutes({ defaultCountryCode: options.locationDefaultCountry ?? null, honourTestHeader: options.locationTestHeader ?? false }));
  app.route('/', createDevRoutes({ newsletter, contact, reloadContent: reload }));
  app.route('/', createVisualEditorRoutes({ getStore, spaceId: options.spaceId ?? 100001, previewToken: options.previewToken ?? 'embedded-preview', now }));
  app.route('/', createDesignerRoutes());
  app.route('/', createStandInRoutes());
  app.route('/', createTaggingRoutes());
  app.notFound((c) => c.json({ error: 'Not Found' }, 404));
  app.onError((error, c) => {
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ error: 'Internal Server Error' }, 500);
  });

  let listening: Awaited<ReturnType<typeof listen>>;
  try {
    listening = await listen(app, options.port, host);
  } catch (error) {
    db.close();
    await converter.close();
    throw error;
  }
  const publicUrl = (options.publicUrl ?? `http://localhost:${listening.port}`).replace(/\/+$/, '');
  assetsBaseUrl = `${publicUrl}/a`;
  ownOrigins = buildOwnOrigins(publicUrl, host, listening.port);
  reload();

  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${listening.port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    reload,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        listening.server.close((error) => {
          db.close();
          void converter.close();
          if (error) reject(error);
          else resolve();
        });
        // Keep-alive sockets from fetch() would otherwise hold close() open for seconds.
        if ('closeAllConnections' in listening.server) listening.server.closeAllConnections();
      });
      return closing;
    },
  };
}
