import { z } from 'zod';
import type { HostTable } from '../../../domain/routing/host-table.ts';
import { parseHostTable } from '../../../domain/routing/host-table.ts';
import { describeEnvIssues } from '../../../domain/config/describe-env-issues.ts';

/**
 * Every setting the shop reads from the environment, in one place (documented in the README's
 * configuration table). Nothing else in `src/` reads `process.env`: the values are checked here
 * once, and a wrong one stops the start with a message naming the variable, its value and what
 * it should be, instead of turning into NaN or a silent default later.
 * Without upstream URLs the shop talks to the embedded backend on BACKEND_PORT.
 */
export type ServerConfig = {
  /** `PORT`, `HOST`: where the built server listens (Waku's serve entry reads them itself). */
  listen: { port: number; host: string | undefined };
  /** `BACKEND_PORT`: where the embedded backend listens, and where the shop looks for it. */
  backendPort: number;
  /** Neither content nor shop API configured: `npm start` runs the embedded backend beside the shop. */
  usesEmbeddedBackend: boolean;
  hostTable: HostTable;
  /** Storyblok-compatible Content Delivery API base, ending in `/v2`. */
  contentApiUrl: string;
  contentToken: string;
  contentPreviewToken: string;
  contentSpaceId: string;
  /** Optional OAuth token: Storyblok then allows fewer requests per second (docs/shop-rules.md, Content API client). */
  contentOauthToken: string | undefined;
  /** How often the content cache version is checked, in seconds. */
  contentCvRefreshSeconds: number;
  /** Size of the published-content cache. */
  contentCacheEntries: number;
  /** `CONTENT_TIMEOUT_SECONDS`: the longest a content API answer is waited for (then the page degrades). */
  contentTimeoutSeconds: number;
  /** `CONTENT_RATE_LIMIT`: requests per second to the content API; undefined keeps the spec's 5 (3 with OAuth). */
  contentRateLimit: number | undefined;
  /** The only origin allowed to frame a draft preview. */
  contentEditorOrigin: string;
  /** `CONTENT_RESOLVE_LINKS`: `resolve_links` on story reads (the space links stories to stories); undefined sends none. */
  contentResolveLinks: 'url' | 'story' | 'link' | undefined;
  /** `CONTENT_LANGUAGES`: the space's field-level languages, sent as `language`; none with a folder per language. */
  contentLanguages: string[];
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
  /** The help messenger's script, loaded on the launcher's first click; unset: the launcher is a link to the service page. */
  messengerScriptUrl: string | undefined;
  /** reCAPTCHA site key; without it the newsletter form submits without a token (logged). */
  recaptchaSiteKey: string | undefined;
  /** Newsletter posts allowed per client address and minute. */
  newsletterRateLimit: number;
  /** Redis for counts shared by several shop processes (rate limits); unset: each process counts in memory. */
  redisUrl: string | undefined;
  /** Whether `_flag_on`, `_flag_off` and `_flags=off` may force feature flags. */
  flagQueryOverrides: boolean;
  /**
   * `TAG_MANAGER_ID` as configured (checked when pages render, see getTagManager: a wrong id is
   * logged with a suggested correction and loads nothing); unset: no tag manager at all.
   */
  tagManagerId: string | undefined;
  /** Origin of the first-party tagging host that serves gtm.js (`TAG_MANAGER_ORIGIN`); the embedded backend's by default. */
  tagManagerOrigin: string | null;
  /** `TAG_MANAGER_DEBUG`: the tag script loads in the container's debug mode (`gtm_debug=x`); a build flag in the spec. */
  tagManagerDebug: boolean;
  /** `ERROR_DETAILS`: the error page shows the error's message and stack (also with `_debug` outside production). */
  errorDetails: boolean;
  /** Reverse proxies of ours in front of the shop (`TRUST_PROXY`); 0 trusts no forwarded header. */
  trustProxyHops: number;
  /** Dynamic requests (renders, actions, API routes) handled at once; more wait in the queue. */
  renderConcurrency: number;
  /** Requests allowed to wait for a render slot; beyond that the shop answers 503. */
  renderQueue: number;
  /** `Retry-After` of that 503, in seconds. */
  renderRetryAfterSeconds: number;
  /**
   * The page store (finished anonymous pages served without rendering): its bound in bytes (0 turns
   * it off), how long a page is fresh, how long after that a stale one is still served while it is
   * rendered again, and whether responses say `x-page-store: hit|miss|stale|bypass`.
   */
  pageStore: { maxBytes: number; freshSeconds: number; staleSeconds: number; debugHeader: boolean };
  /** How long the listing's themes and facets per channel, locale and query are kept, in seconds. */
  listingCacheSeconds: number;
  /** `LOCATION_WAIT_MS`: the longest a new visitor's first page waits for the location lookup (0: never). */
  locationWaitMs: number;
  /** `RENDER_QUEUE_TIMEOUT_MS`: the longest a request waits for a render slot before it gets 503. */
  renderQueueTimeoutMs: number;
  /** Node's HTTP server limits against slow or idle clients (milliseconds, and a socket cap). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  /** `LOG_LEVEL`; in unit tests (`VITEST`) the logs are silent unless a level is set. */
  logLevel: LogLevel;
  /** `NODE_ENV=production` or `SHOP_HOSTS` set: public default secrets are refused. */
  production: boolean;
  /** Set by vitest: the console is left alone and logs are silent by default. */
  underTest: boolean;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Record<string, string | undefined>;

const POSITIVE_INTEGER = 'a whole number above 0';

const wholeAboveZero = z
  .string()
  .regex(/^\d+$/, POSITIVE_INTEGER)
  .transform(Number)
  .refine((value) => value > 0, POSITIVE_INTEGER);

const positiveInteger = (fallback: number) => wholeAboveZero.default(fallback);

const nonNegativeInteger = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'a whole number, 0 or more')
    .transform(Number)
    .default(fallback);

const port = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'a port number from 0 to 65535')
    .transform(Number)
    .refine((value) => value <= 65535, 'a port number from 0 to 65535')
    .default(fallback);

const httpUrl = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL' });

const hostTableJson = z.string().superRefine((value, context) => {
  try {
    parseHostTable(value, undefined);
  } catch {
    context.addIssue({ code: 'custom', message: 'a JSON array of { "host", "channel", "country" } entries (at least one)' });
  }
});

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.string().optional(),
  BACKEND_PORT: port(3001),
  SHOP_HOSTS: hostTableJson.optional(),
  SHOP_PROTOCOL: z.enum(['http', 'https'], { error: '"http" or "https"' }).optional(),
  CONTENT_API_URL: httpUrl.optional(),
  CONTENT_TOKEN: z.string().default('embedded-public'),
  CONTENT_PREVIEW_TOKEN: z.string().default('embedded-preview'),
  CONTENT_SPACE_ID: z.string().regex(/^\d+$/, 'the numeric id of the content space').default('100001'),
  CONTENT_OAUTH_TOKEN: z.string().optional(),
  CONTENT_CV_REFRESH_SECONDS: positiveInteger(60),
  CONTENT_CACHE_ENTRIES: positiveInteger(500),
  CONTENT_TIMEOUT_SECONDS: positiveInteger(10),
  CONTENT_RATE_LIMIT: wholeAboveZero.optional(),
  CONTENT_EDITOR_ORIGIN: httpUrl.default('https://app.storyblok.com'),
  CONTENT_RESOLVE_LINKS: z.enum(['url', 'story', 'link', 'off']).default('url'),
  CONTENT_LANGUAGES: z
    .string()
    .regex(/^([a-z]{2}(-[a-z]{2})?(,[a-z]{2}(-[a-z]{2})?)*)?$/, 'comma-separated language codes such as de,fr')
    .default(''),
  SHOP_API_URL: httpUrl.optional(),
  IMAGE_SERVICE_URL: httpUrl.optional(),
  DESIGNER_URL: httpUrl.optional(),
  CART_URL: httpUrl.optional(),
  MAGAZINE_URL: httpUrl.optional(),
  MESSENGER_SCRIPT_URL: z.union([z.literal('off'), httpUrl], { error: 'an absolute http(s) URL of the messenger script, or "off"' }).optional(),
  NEWSLETTER_RATE_LIMIT: positiveInteger(5),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  FLAG_QUERY_OVERRIDES: z.enum(['0', '1'], { error: '"1" (allowed) or "0" (ignored)' }).optional(),
  TAG_MANAGER_ID: z.string().max(100, 'a container id such as GTM-AB12CD3 or G-AB12CD3').optional(),
  TAG_MANAGER_ORIGIN: httpUrl.optional(),
  TAG_MANAGER_DEBUG: z.enum(['0', '1'], { error: '"1" (debug mode) or "0"' }).optional(),
  ERROR_DETAILS: z.enum(['0', '1'], { error: '"1" (shown) or "0" (hidden)' }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|\d{1,2})$/, 'the number of your own proxies in front of the shop (0 to 19; "true" means 1)')
    .transform((value) => (value === 'true' ? 1 : Number(value)))
    .refine((hops) => hops < 20, 'the number of your own proxies in front of the shop (0 to 19; "true" means 1)')
    .default(0),
  RENDER_CONCURRENCY: positiveInteger(16),
  RENDER_QUEUE: nonNegativeInteger(64),
  RENDER_RETRY_AFTER_SECONDS: positiveInteger(2),
  PAGE_STORE_MB: nonNegativeInteger(64),
  PAGE_STORE_FRESH_SECONDS: positiveInteger(60),
  PAGE_STORE_STALE_SECONDS: nonNegativeInteger(600),
  PAGE_STORE_HEADER: z.enum(['0', '1'], { error: '"1" (say hit/miss) or "0"' }).default('1'),
  LISTING_CACHE_SECONDS: nonNegativeInteger(30),
  LOCATION_WAIT_MS: nonNegativeInteger(50),
  RENDER_QUEUE_TIMEOUT_MS: positiveInteger(10_000),
  HTTP_HEADERS_TIMEOUT_MS: positiveInteger(10_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInteger(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInteger(5_000),
  MAX_CONNECTIONS: positiveInteger(1024),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).optional(),
  VITEST: z.string().optional(),
});

/** The variables the shop reads; anything else in the environment is none of its business. */
export const SHOP_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** A setting the shop cannot start with; `message` names the variable, its value and what it expects. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Only the shop's own variables, and empty ones count as unset (`FOO=` in a .env file means "no
 * value", as the defaults in the README say).
 */
function pickShopVariables(env: Env): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of SHOP_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

/** Reads and checks every variable; throws a ConfigError naming each wrong one. */
export function readServerConfig(env: Env): ServerConfig {
  const input = pickShopVariables(env);
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(describeEnvIssues(parsed.error, input));
  }
  const values = parsed.data;
  const backend = `http://127.0.0.1:${values.BACKEND_PORT}`;
  const usesEmbeddedBackend = values.CONTENT_API_URL === undefined && values.SHOP_API_URL === undefined;
  if (values.TAG_MANAGER_ID !== undefined && values.TAG_MANAGER_ORIGIN === undefined && !usesEmbeddedBackend) {
    throw new ConfigError([
      `TAG_MANAGER_ID is set but TAG_MANAGER_ORIGIN is not: expected the origin of your first-party tagging host (e.g. https://sst.example.com), which serves gtm.js.`,
    ]);
  }
  return {
    listen: { port: values.PORT, host: values.HOST },
    backendPort: values.BACKEND_PORT,
    usesEmbeddedBackend,
    hostTable: parseHostTable(values.SHOP_HOSTS, values.SHOP_PROTOCOL),
    contentApiUrl: values.CONTENT_API_URL ?? `${backend}/v2`,
    contentToken: values.CONTENT_TOKEN,
    contentPreviewToken: values.CONTENT_PREVIEW_TOKEN,
    contentSpaceId: values.CONTENT_SPACE_ID,
    contentOauthToken: values.CONTENT_OAUTH_TOKEN,
    contentCvRefreshSeconds: values.CONTENT_CV_REFRESH_SECONDS,
    contentCacheEntries: values.CONTENT_CACHE_ENTRIES,
    contentTimeoutSeconds: values.CONTENT_TIMEOUT_SECONDS,
    contentRateLimit: values.CONTENT_RATE_LIMIT,
    contentEditorOrigin: new URL(values.CONTENT_EDITOR_ORIGIN).origin,
    contentResolveLinks: values.CONTENT_RESOLVE_LINKS === 'off' ? undefined : values.CONTENT_RESOLVE_LINKS,
    contentLanguages: values.CONTENT_LANGUAGES === '' ? [] : values.CONTENT_LANGUAGES.split(','),
    shopApiUrl: values.SHOP_API_URL ?? backend,
    imageServiceUrl: values.IMAGE_SERVICE_URL ?? backend,
    designerUrl: values.DESIGNER_URL ?? backend,
    cartUrl: values.CART_URL ?? `${backend}/cart/`,
    magazineUrl: values.MAGAZINE_URL ?? `${backend}/magazin/`,
    // The embedded backend serves a stand-in, so development and tests exercise the real flow; a
    // production shop (whose visitors cannot reach the backend's loopback address) names its own.
    messengerScriptUrl:
      values.MESSENGER_SCRIPT_URL === 'off'
        ? undefined
        : (values.MESSENGER_SCRIPT_URL ??
          (values.SHOP_API_URL === undefined && values.SHOP_HOSTS === undefined && values.NODE_ENV !== 'production'
            ? `${backend}/stand-ins/messenger.js`
            : undefined)),
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    newsletterRateLimit: values.NEWSLETTER_RATE_LIMIT,
    redisUrl: values.REDIS_URL,
    // Query overrides let anyone pick their treatment: fine on a developer's machine or a test
    // stage, but they would spoil an experiment's numbers in production (real shop hosts).
    flagQueryOverrides: values.FLAG_QUERY_OVERRIDES === undefined ? values.SHOP_HOSTS === undefined : values.FLAG_QUERY_OVERRIDES === '1',
    tagManagerId: values.TAG_MANAGER_ID,
    // The embedded backend stands in for the tagging host (it records what it receives).
    tagManagerOrigin: values.TAG_MANAGER_ID === undefined ? null : new URL(values.TAG_MANAGER_ORIGIN ?? backend).origin,
    tagManagerDebug: values.TAG_MANAGER_DEBUG === '1',
    errorDetails: values.ERROR_DETAILS === '1',
    trustProxyHops: values.TRUST_PROXY,
    renderConcurrency: values.RENDER_CONCURRENCY,
    renderQueue: values.RENDER_QUEUE,
    renderRetryAfterSeconds: values.RENDER_RETRY_AFTER_SECONDS,
    pageStore: {
      maxBytes: values.PAGE_STORE_MB * 1024 * 1024,
      freshSeconds: values.PAGE_STORE_FRESH_SECONDS,
      staleSeconds: values.PAGE_STORE_STALE_SECONDS,
      debugHeader: values.PAGE_STORE_HEADER === '1',
    },
    listingCacheSeconds: values.LISTING_CACHE_SECONDS,
    locationWaitMs: values.LOCATION_WAIT_MS,
    renderQueueTimeoutMs: values.RENDER_QUEUE_TIMEOUT_MS,
    http: {
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: values.MAX_CONNECTIONS,
    },
    logLevel: values.LOG_LEVEL ?? (values.VITEST ? 'silent' : 'info'),
    production: values.NODE_ENV === 'production' || values.SHOP_HOSTS !== undefined,
    underTest: values.VITEST !== undefined,
  };
}

let cached: ServerConfig | undefined;

/**
 * The process's configuration, read from `process.env` on first use. Start-up
 * (`loadConfigOrExit`) reads it first, so a wrong value stops the process before it serves.
 */
export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}
