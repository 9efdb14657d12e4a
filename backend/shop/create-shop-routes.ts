import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { newsletterConfirmRequestSchema, newsletterSubscribeRequestSchema } from '../../src/lib/shop-api/contract/index.ts';
import { createCustomerRoutes } from '../customer/create-customer-routes.ts';
import type { CustomerStore } from '../customer/customer-store.ts';
import { isValidLinkBase } from '../newsletter/build-confirmation-email.ts';
import type { NewsletterStore } from '../newsletter/newsletter-store.ts';
import { getInitialData } from './get-initial-data.ts';
import { loadFeatureFlags } from './load-feature-flags.ts';
import { readRequestBody } from './read-request-body.ts';
import { requireShopHeaders, type ShopEnv } from './read-shop-headers.ts';

export type ShopRouteOptions = {
  newsletter: NewsletterStore;
  customers: CustomerStore;
};

/** The reCAPTCHA token is accepted and ignored: the stand-in has no secret to verify it against. */
const subscribeSchema = newsletterSubscribeRequestSchema.extend({
  /** Used for the mail's link only, so only an origin with an optional language prefix passes. */
  linkBase: z.string().refine(isValidLinkBase, 'not an origin with an optional language prefix').optional(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export function createShopRoutes(options: ShopRouteOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();
  app.use('/web-api/*', requireShopHeaders, bodyLimit({ maxSize: 16 * 1024 }));
  const featureFlags = loadFeatureFlags();

  // One set of definitions for every channel and locale: targeting by channel is inside them.
  app.get('/web-api/feature-flags', (c) => c.json({ payload: featureFlags }));

  app.get('/web-api/shop-frontends-initial-data', (c) => {
    const { channel, locale } = c.get('shop');
    return c.json({ payload: getInitialData(channel, locale) });
  });

  app.route('/', createCustomerRoutes(options.customers));

  app.post('/web-api/newsletter-subscribe', async (c) => {
    const body = await readRequestBody(c);
    if (!body.ok) return c.json({ error: 'invalid-request', message: body.message }, 400);
    const parsed = subscribeSchema.safeParse(body.body);
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const { channel, locale } = c.get('shop');
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
    if (!body.ok) return c.json({ error: 'invalid-request', message: body.message }, 400);
    const parsed = newsletterConfirmRequestSchema.safeParse(body.body);
    if (!parsed.success) return c.json({ error: 'invalid-request', message: describeIssues(parsed.error) }, 400);
    const result = options.newsletter.confirm(parsed.data.token);
    if ('status' in result) return c.json(result);
    return c.json(result, result.error === 'expired-token' ? 410 : 404);
  });

  return app;
}
