import { Hono } from 'hono';
import { isConfigurator, renderDesignerPage } from './render-designer-page.ts';

export function createDesignerRoutes(): Hono {
  const app = new Hono();
  app.get('/:segment{configurator-[a-z-]+}/', (c) => {
    const product = c.req.param('segment').slice('configurator-'.length);
    if (!isConfigurator(product)) return c.json({ error: `unknown configurator "${product}"` }, 404);
    const parameters = [...new URL(c.req.url).searchParams.entries()];
    return c.html(renderDesignerPage(product, parameters, c.req.header('referer')), 200, { 'X-Robots-Tag': 'noindex' });
  });
  // The shop's links end with a slash; a hand-typed URL without one still arrives.
  app.get('/:segment{configurator-[a-z-]+}', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`${url.pathname}/${url.search}`, 301);
  });
  return app;
}
