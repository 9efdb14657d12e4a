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
  /** Optional OAuth token: Storyblok then allows fewer requests per second (001 §7). */
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
};

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
  };
}

export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
