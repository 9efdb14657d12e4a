import type { HostTable } from '../routing/host-table.ts';
import { parseHostTable } from '../routing/host-table.ts';

/**
 * Every setting the shop reads from the environment, in one place (documented in the README).
 * Without upstream URLs the shop talks to the embedded backend on BACKEND_PORT.
 */
export type ServerConfig = {
  hostTable: HostTable;
  /** Storyblok-compatible Content Delivery API base, ending in `/v2`. */
  contentApiUrl: string;
  contentToken: string;
  contentPreviewToken: string;
  contentSpaceId: string;
  /** Optional OAuth token: Storyblok then allows fewer requests per second (docs/shop-rules.md, Content API client). */
  contentOauthToken: string | undefined;
  /** Shop API origin (`/web-api/...`). */
  shopApiUrl: string;
  /** Origin that answers `/cdn-cgi/image/{options}/{source}`; the shop proxies it same-origin. */
  imageServiceUrl: string;
  /** Origin of the designer (configurator) application. */
  designerUrl: string;
  /** Cart page of the cart and checkout application. */
  cartUrl: string;
  /** Start page of the magazine; its origin serves every `/magazin...` path. */
  magazineUrl: string;
  /** reCAPTCHA site key; without it the newsletter form submits without a token (logged). */
  recaptchaSiteKey: string | undefined;
  /** Newsletter posts allowed per client address and minute. */
  newsletterRateLimit: number;
  /** Reverse proxies of ours in front of the shop (`TRUST_PROXY`); 0 trusts no forwarded header. */
  trustProxyHops: number;
  /** Dynamic requests (renders, actions, API routes) handled at once; more wait in the queue. */
  renderConcurrency: number;
  /** Requests allowed to wait for a render slot; beyond that the shop answers 503. */
  renderQueue: number;
  /** `Retry-After` of that 503, in seconds. */
  renderRetryAfterSeconds: number;
  /** Node's HTTP server limits against slow or idle clients (milliseconds, and a socket cap). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
};

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * `TRUST_PROXY`: how many reverse proxies of ours stand in front of the shop. `1` (one proxy or
 * load balancer) keeps its historical meaning; unset, `0` or nonsense trusts no header at all.
 */
export function parseTrustProxy(value: string | undefined): number {
  if (!value) return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops < 20 ? hops : 0;
}

let cached: ServerConfig | undefined;

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const backend = `http://127.0.0.1:${env.BACKEND_PORT ?? '3001'}`;
  return {
    hostTable: parseHostTable(env.SHOP_HOSTS, env.SHOP_PROTOCOL),
    contentApiUrl: env.CONTENT_API_URL ?? `${backend}/v2`,
    contentToken: env.CONTENT_TOKEN ?? 'embedded-public',
    contentPreviewToken: env.CONTENT_PREVIEW_TOKEN ?? 'embedded-preview',
    contentSpaceId: env.CONTENT_SPACE_ID ?? '100001',
    contentOauthToken: env.CONTENT_OAUTH_TOKEN || undefined,
    shopApiUrl: env.SHOP_API_URL ?? backend,
    imageServiceUrl: env.IMAGE_SERVICE_URL ?? backend,
    designerUrl: env.DESIGNER_URL ?? backend,
    cartUrl: env.CART_URL ?? `${backend}/cart/`,
    magazineUrl: env.MAGAZINE_URL ?? `${backend}/magazin/`,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    newsletterRateLimit: Number(env.NEWSLETTER_RATE_LIMIT ?? 5),
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    renderConcurrency: positiveInteger(env.RENDER_CONCURRENCY, 16),
    renderQueue: env.RENDER_QUEUE === '0' ? 0 : positiveInteger(env.RENDER_QUEUE, 64),
    renderRetryAfterSeconds: positiveInteger(env.RENDER_RETRY_AFTER_SECONDS, 2),
    http: {
      headersTimeoutMs: positiveInteger(env.HTTP_HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: positiveInteger(env.HTTP_REQUEST_TIMEOUT_MS, 30_000),
      keepAliveTimeoutMs: positiveInteger(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000),
      maxConnections: positiveInteger(env.MAX_CONNECTIONS, 1024),
    },
  };
}

export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
