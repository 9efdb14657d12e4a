import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../lib/request/request-context.ts';
import { buildTestRequestContext } from '../../lib/request/test-request-context.ts';
import { createContentApiMock } from '../../mocks/content-api.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';

// Point the content client at the mock before any module reads the configuration.
process.env.CONTENT_API_URL = 'https://content.test/v2';
process.env.CONTENT_TOKEN = 'public-token';
process.env.CONTENT_PREVIEW_TOKEN = 'preview-token';
process.env.SHOP_API_URL = 'https://shop-api.test';

const { ShopPage } = await import('./shop-page.tsx');
const { runWithRequestContext } = await import('../../lib/request/request-context.ts');

const page = (body: unknown[]) => ({ component: 'page', title: 'Posterly', body });
const headline = (text: string) => ({ _uid: `h-${text}`, component: 'headline', text, level: 'h1' });
const link = { linktype: 'url', url: '/leinwanddruck' };

const contentApi = createContentApiMock({
  baseUrl: 'https://content.test/v2',
  publicToken: 'public-token',
  previewToken: 'preview-token',
  stories: [
    { uuid: 'a1', fullSlug: 'poster/de-de/home', published: page([headline('Wandbilder, die bleiben')]) },
    { uuid: 'a2', fullSlug: 'poster/de-de/leinwanddruck', published: page([headline('Leinwanddruck')]) },
    { uuid: 'a6', fullSlug: 'poster/de-de/ohne-titel', published: { component: 'page', title: 'Fotoabzüge | Posterly', body: [{ _uid: 'x', component: 'headline', text: 'Matt', level: 'h2' }] } },
    { uuid: 'a7', fullSlug: 'poster/de-de/zwei-titel', published: page([headline('Erster'), headline('Zweiter')]) },
    {
      uuid: 'a3',
      fullSlug: 'poster/de-de/global/header',
      published: { component: 'header', logoAlt: 'Posterly', items: [{ _uid: 'i1', type: 'cart', text: 'Warenkorb', link }] },
    },
    { uuid: 'a4', fullSlug: 'poster/de-de/global/navigation', published: { component: 'navigation', items: [{ _uid: 'n1', text: 'Leinwand', link }] } },
    {
      uuid: 'a5',
      fullSlug: 'poster/de-de/global/footer',
      published: {
        component: 'footer',
        newsletter: { headline: 'Inspiration', inputPlaceholder: 'E-Mail', ctaText: 'Anmelden', newsletterText: 'Neuheiten' },
        copyright: '© Posterly',
      },
    },
    // The card channel's footer is asked for only by the test that makes it fail: published
    // answers are cached, so a footer that answered once would keep answering.
    { uuid: 'b1', fullSlug: 'card/de-de/home', published: page([headline('Karten, die berühren')]) },
    { uuid: 'b2', fullSlug: 'card/de-de/global/header', published: { component: 'header', items: [{ _uid: 'i2', type: 'cart', text: 'Warenkorb', link }] } },
    { uuid: 'b3', fullSlug: 'card/de-de/global/navigation', published: { component: 'navigation', items: [] } },
    { uuid: 'b4', fullSlug: 'card/de-de/global/footer', published: { component: 'footer', copyright: '© Carta' } },
  ],
});
const server = setupServer(...contentApi.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => contentApi.reset());

function buildContext(path: string, channel: 'card' | 'poster'): RequestContext {
  const route = path === '/' ? ({ kind: 'home' } as const) : ({ kind: 'content', slug: path.slice(1) } as const);
  return buildTestRequestContext(`http://de.${channel}.localhost${path}`, { channel, route });
}

async function renderPage(path: string, channel: 'card' | 'poster' = 'poster') {
  const context = buildContext(path, channel);
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<ShopPage />);
    return readStream(prelude as Readable);
  });
  return { html, status: context.response.status ?? 200 };
}

describe('every page has exactly one level-1 heading', () => {
  it.each([
    ['a home page with one', '/', 'Wandbilder, die bleiben'],
    ['a content page without one: its title without the brand', '/ohne-titel', 'Fotoabzüge'],
    ['a content page with two: the first', '/zwei-titel', 'Erster'],
    ['a page that does not exist', '/gibt-es-nicht', null],
  ])('%s', async (_, path, expected) => {
    const { screen } = parseHtml((await renderPage(path)).html);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    if (expected) expect(headings[0]!.textContent).toBe(expected);
    if (path === '/zwei-titel') expect(screen.getByRole('heading', { level: 2, name: 'Zweiter' })).toBeTruthy();
  });
});

describe('an upstream failure degrades one part of the page, never the whole page', () => {
  it('renders header, story and footer when everything answers', async () => {
    const { html, status } = await renderPage('/');
    expect(status).toBe(200);
    expect(html).toContain('Wandbilder, die bleiben');
    expect(html).toContain('Warenkorb');
    expect(html).toContain('Inspiration');
    expect(html).not.toContain('Dieser Bereich ist gerade nicht verfügbar.');
  });

  it('keeps the page and the newsletter form when the footer story fails', async () => {
    contentApi.failWith(500, { times: 50, match: (request) => request.path.includes('card/de-de/global/footer') });
    const { html, status } = await renderPage('/', 'card');
    expect(status).toBe(200);
    expect(html).toContain('Karten, die berühren');
    expect(html).not.toContain('© Carta');
    expect(html).toContain('Warenkorb');
    expect(html).toContain('name="email"');
    expect(html).toContain('Dieser Bereich ist gerade nicht verfügbar.');
  });

  it('keeps header and footer and answers 503 when the page story cannot be loaded', async () => {
    contentApi.failWith(503, { times: 50, match: (request) => request.path.endsWith('/ueber-uns') });
    const { html, status } = await renderPage('/ueber-uns');
    expect(status).toBe(503);
    expect(html).toContain('Warenkorb');
    expect(html).toContain('name="email"');
  });

  it('answers 404 with the story-not-found message when the story does not exist', async () => {
    const { html, status } = await renderPage('/gibt-es-nicht');
    expect(status).toBe(404);
    expect(html).toContain('story not found');
    expect(html).toContain('Warenkorb');
  });
});
