import type { Context } from 'hono';
import { Hono } from 'hono';
import { MESSENGER_SCRIPT } from './messenger-script.ts';
import { renderStandInPage, type StandInKind } from './render-stand-in-page.ts';

function answer(c: Context, kind: StandInKind, path?: string) {
  const parameters = [...new URL(c.req.url).searchParams.entries()];
  const html = renderStandInPage({ kind, parameters, path, referer: c.req.header('referer') });
  // Private: the page echoes the visitor's query; noindex: it is not the shop's content.
  return c.html(html, 200, { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' });
}

/**
 * Stand-ins for cart and checkout (CART_URL), the magazine (MAGAZINE_URL) and the help messenger's
 * script (MESSENGER_SCRIPT_URL). Cart and magazine answer with
 * and without a trailing slash, so no configured address costs the visitor a redirect; the
 * magazine answers every page whose path starts with `/magazin` (the prefix the shop's link rules send
 * there), since content links to single articles and editors write `/magazine` too.
 */
export function createStandInRoutes(): Hono {
  const app = new Hono();
  app.get('/cart', (c) => answer(c, 'cart'));
  // The help messenger's script, loaded cross-origin by the shop on a click.
  app.get('/stand-ins/messenger.js', (c) =>
    c.body(MESSENGER_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
  );
  app.get('/cart/', (c) => answer(c, 'cart'));
  // Every path the shop sends to the magazine origin (`/magazin`, `/magazine/`, articles below).
  app.get('*', (c, next) => (c.req.path.startsWith('/magazin') ? answer(c, 'magazine', c.req.path) : next()));
  return app;
}
