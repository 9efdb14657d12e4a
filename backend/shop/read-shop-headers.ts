import { createMiddleware } from 'hono/factory';
import { CHANNELS, normalizeLocale, type Channel, type Locale } from './locales.ts';

export type ShopContext = { channel: Channel; locale: Locale };

export type ShopHeadersResult = { ok: true; shop: ShopContext } | { ok: false; message: string };

export function readShopHeaders(channelHeader: string | undefined, localeHeader: string | undefined): ShopHeadersResult {
  const problems: string[] = [];
  const channel = CHANNELS.find((candidate) => candidate === channelHeader?.trim());
  if (!channel) problems.push(`X-Channel must be one of ${CHANNELS.join(', ')}`);
  const locale = localeHeader ? normalizeLocale(localeHeader) : undefined;
  if (!locale) problems.push('X-Locale must be a supported locale such as de-DE');
  if (!channel || !locale) return { ok: false, message: problems.join('; ') };
  return { ok: true, shop: { channel, locale } };
}

export type ShopEnv = { Variables: { shop: ShopContext } };

/** Every shop API call carries X-Channel and X-Locale; handlers read the checked values from `shop`. */
export const requireShopHeaders = createMiddleware<ShopEnv>(async (c, next) => {
  const result = readShopHeaders(c.req.header('X-Channel'), c.req.header('X-Locale'));
  if (!result.ok) return c.json({ error: 'invalid-headers', message: result.message }, 400);
  c.set('shop', result.shop);
  await next();
});
