import { Hono } from 'hono';
import type { ContactStore } from '../blocks/contact-store.ts';
import type { NewsletterStore } from '../newsletter/newsletter-store.ts';

export type DevRouteOptions = {
  newsletter: NewsletterStore;
  contact: ContactStore;
  reloadContent: () => { stories: number; cv: number };
};

/** Local-only helpers for e2e tests and for content writers; the embedded backend is never public. */
export function createDevRoutes(options: DevRouteOptions): Hono {
  const app = new Hono();

  app.get('/dev/outbox', (c) => {
    const to = c.req.query('to');
    if (!to) return c.json({ error: 'query parameter "to" is required' }, 400);
    return c.json({ messages: options.newsletter.listOutbox(to) });
  });

  app.get('/dev/subscriptions', (c) => {
    const email = c.req.query('email');
    if (!email) return c.json({ error: 'query parameter "email" is required' }, 400);
    return c.json({ subscriptions: options.newsletter.listSubscriptions(email) });
  });

  app.get('/dev/contact-messages', (c) => {
    const email = c.req.query('email');
    if (!email) return c.json({ error: 'query parameter "email" is required' }, 400);
    return c.json({ messages: options.contact.listMessages(email) });
  });

  app.post('/dev/content/reload', (c) => c.json(options.reloadContent()));

  return app;
}
