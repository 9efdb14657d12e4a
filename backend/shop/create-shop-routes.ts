import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { actionBarQuerySchema, newsletterConfirmRequestSchema, newsletterSubscribeRequestSchema, voucherQuerySchema } from '../../domain/shop-api-contract/index.ts';
import { createCustomerRoutes } from '../customer/create-customer-routes.ts';
import type { CustomerStore } from '../customer/customer-store.ts';
import type { NewsletterStore } from '../newsletter/newsletter-store.ts';
import { getActionBar } from './action-bars.ts';
import type { ReviewsStore } from '../reviews/reviews-store.ts';
import { getExpressShop, getShippingInformation } from './get-delivery-terms.ts';
import { getInitialData } from './get-initial-data.ts';
import { getGiftVouchers } from './get-gift-vouchers.ts';
import { getVoucher } from './get-voucher.ts';
import { loadFeatureFlags } from './load-feature-flags.ts';
import { readRequestBody } from './read-request-body.ts';
import { requireShopHeaders, type ShopEnv } from './read-shop-headers.ts';
import { isShopLinkBase } from './shop-link-base.ts';
import type { HostTable } from '../../domain/routing/host-table.ts';

export type ShopRouteOptions = {
  newsletter: NewsletterStore;
  reviews: ReviewsStore;
  customers: CustomerStore;
  shopHosts: HostTable;
};


function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export function createShopRoutes(options: ShopRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();
  const formLimit = bodyLimit({ maxSize: 16 * 1024 });
  // The toolbox's uploads are files; their routes set their own, larger limit.
  app.use('/web-api/*', requireShopHeaders, (c, next) => (c.req.path.startsWith('/web-api/toolbox-') ? next() : formLimit(c, next)));
  const featureFlags = loadFeatureFlags();

  // One set of definitions for every channel and locale: targeting by channel is inside them.
  app.get('/web-api/feature-flags', (c) => c.json({ payload: featureFlags }));

  app.get('/web-api/shop-frontends-initial-data', (c) => {
    const { channel, locale } = c.get('shop');
    return c.json({ payload: getInitialData(channel, locale) });
  });

  app.get('/web-api/bar', (c) => {
    const parsed = actionBarQuerySchema.safeParse({ url: c.req.query('url') });
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
    return c.json(getActionBar(channel, locale, parsed.data.url));
  });

  // The newest reviews in the visitor's language and the channel's score across all of them.
  app.get('/web-api/reviews', (c) => {
    const { channel, locale } = c.get('shop');
    return c.json(options.reviews.getReviews(channel, locale));
  });

  app.get('/web-api/shipping-information', (c) => {
    const { channel, locale } = c.get('shop');
    return c.json(getShippingInformation(channel, locale));
  });

  app.get('/web-api/express-shop', (c) => {
    const { channel, locale } = c.get('shop');
    return c.json(getExpressShop(channel, locale));
  });

  app.get('/web-api/voucher', (c) => {
    const parsed = voucherQuerySchema.safeParse({ code: c.req.query('code') });
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
    const voucher = getVoucher(channel, locale, parsed.data.code);
    return voucher ? c.json(voucher) : c.json({ error: 'unknown-voucher' }, 404);
  });

  // The spec names this call outside /web-api/; it takes the same headers.
  app.get('/gift-voucher', requireShopHeaders, (c) => {
    const { channel, locale } = c.get('shop');
    return c.json(getGiftVouchers(channel, locale));
  });

  app.route('/', createCustomerRoutes(options.customers, options.shopHosts));

  app.post('/web-api/newsletter-subscribe', async (c) => {
    // The spec's call is a form post; JSON here would be a second contract nobody documents.
    if (!(c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) {
      return c.json({ error: 'unsupported-media-type', message: 'expected an application/x-www-form-urlencoded form post' }, 415);
    }
    const body = await readRequestBody(c);
    if (!body.ok) return c.json({ error: 'invalid-request', message: body.error }, 400);
    // The reCAPTCHA token is accepted and ignored: the stand-in has no secret to verify it against.
    const parsed = newsletterSubscribeRequestSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
    // Used for the mail's link only: one of the channel's own hosts, or none.
    if (parsed.data.linkBase !== undefined && !isShopLinkBase(options.shopHosts, channel, parsed.data.linkBase)) {
      return c.json({ error: 'invalid-request', message: 'linkBase: not one of the shop’s hosts with an optional language prefix' }, 400);
    }
    const result = options.newsletter.subscribe({
      email: parsed.data.email,
      channel,
      locale,
      uniqueIdentifier: parsed.data.uniqueIdentifier,
      linkBase: parsed.data.linkBase,
    });
    return c.json(result);
  });

  app.post('/web-api/newsletter-confirm', async (c) => {
    const body = await readRequestBody(c);
    if (!body.ok) return c.json({ error: 'invalid-request', message: body.error }, 400);
    const parsed = newsletterConfirmRequestSchema.safeParse(body.value);
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const result = options.newsletter.confirm(parsed.data.token);
    if ('status' in result) return c.json(result);
    return c.json(result, result.error === 'expired-token' ? 410 : 404);
  });

  return app;
}
