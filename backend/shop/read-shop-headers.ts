import { createMiddleware } from 'hono/factory';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { CHANNELS, normalizeLocale, type Channel, type Locale } from './locales.ts';

export type ShopContext = { channel: Channel; locale: Locale };

export type ShopHeadersResult = Result<ShopContext, string>;

export function readShopHeaders(channelHeader: string | undefined, localeHeader: string | undefined): ShopHeadersResult {
  const problems: string[] = [];
  const channel = CHANNELS.find((candidate) => candidate === channelHeader?.trim());
  if (!channel) problems.push(`X-Channel must be one of ${CHANNELS.join(', ')}`);
  const locale = localeHeader ? normalizeLocale(localeHeader) : undefined;
  if (!locale) problems.push('X-Locale must be a supported locale such as de-DE');
  if (!channel || !locale) return err(problems.join('; '));
  return ok({ channel, locale });
}

export type ShopEnv = { Variables: { shop: ShopContext } };

/** Every shop API call carries X-Channel and X-Locale; handlers read the checked values from `shop`. */
export const requireShopHeaders = createMiddleware<ShopEnv>(async (c, next) => {
  const result = readShopHeaders(c.req.header('X-Channel'), c.req.header('X-Locale'));
  if (!result.ok) return c.json({ error: 'invalid-headers', message: result.error }, 400);
  c.set('shop', result.value);
  await next();
});
