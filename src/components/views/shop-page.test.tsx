import { createReviewsMock } from '../../../tests/mocks/shop-api-reviews.ts';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { getByRole, queryAllByRole } from '@testing-library/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as log from '../../lib/log/logger.ts';
import type { RequestContext } from '../../lib/request/request-context.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { createContentApiMock } from '../../../tests/mocks/content-api.ts';
import { createInitialDataMock } from '../../../tests/mocks/shop-api-initial-data.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { ShopPage } from './shop-page.tsx';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import { createExpiringCache } from '../../lib/services/expiring-cache.ts';

// The clients talk to the mocks: the test's own services, no process.env and no re-import.
const services = buildTestServices({ ...MOCK_UPSTREAMS, CART_URL: 'https://checkout.test/warenkorb', MAGAZINE_URL: 'https://magazin.test/magazin/' });

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
      published: {
        component: 'header',
        logoAlt: 'Posterly',
        // Content shared along the fallbacks may carry another country's number.
        serviceHotline: '+33 1 99 00 24 10',
        items: [
          { _uid: 'i1', type: 'cart', text: 'Warenkorb', link: { linktype: 'url', url: '/warenkorb' } },
          { _uid: 'i0', type: 'magazine', text: 'Magazin', link: { linktype: 'url', url: '/magazin' } },
          { _uid: 'i3', type: 'account', text: 'Mein Konto', link: { linktype: 'url', url: '/kundenkonto' } },
        ],
      },
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
const initialData = createInitialDataMock({ baseUrl: 'https://shop-api.test', hotlines: { 'de-DE': '+49 221 98765 430' } });
const server = setupServer(...contentApi.handlers, ...initialData.handlers, ...createReviewsMock({ baseUrl: 'https://shop-api.test' }).handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  contentApi.reset();
  initialData.reset();
  // Each test starts from an empty initial-data cache; published content stays cached, as in the shop.
  services.initialDataCache = createExpiringCache();
});

function buildContext(path: string, channel: 'card' | 'poster'): RequestContext {
  const route = path === '/' ? ({ kind: 'home' } as const) : ({ kind: 'content', slug: path.slice(1) } as const);
  return buildTestRequestContext(`http://de.${channel}.localhost${path}`, { channel, route }, services);
}

async function renderPage(path: string, channel: 'card' | 'poster' = 'poster') {
  return renderWith(buildContext(path, channel));
}

async function renderWith(context: RequestContext) {
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
    // A page that exists (the links API lists it): a slug it does not list is a 404 without asking.
    contentApi.failWith(503, { times: 50, match: (request) => request.path.endsWith('/leinwanddruck') });
    const { html, status } = await renderPage('/leinwanddruck');
    expect(status).toBe(503);
    expect(html).toContain('Dieser Bereich ist gerade nicht verfügbar.');
    expect(html).toContain('Warenkorb');
    expect(html).toContain('name="email"');
  });

  it('answers 404 with the shopper page when the story does not exist', async () => {
    const { html, status } = await renderPage('/gibt-es-nicht');
    expect(status).toBe(404);
    expect(html).toContain('Warenkorb');
  });
});

describe('the not-found page speaks to shoppers, and to the log', () => {
  it.each([
    ['a missing story', () => buildContext('/gibt-es-nicht', 'poster'), 'story not found'],
    [
      'an unknown route',
      () => ({ ...buildContext('/themes', 'poster'), location: null, notFoundMessage: 'Page Not Found: /themes' }),
      'Page Not Found: /themes',
    ],
  ])('%s: one heading, categories, the design listing and the way home; the message only in the log', async (_name, context, message) => {
    const logged = vi.spyOn(log, 'logEvent');
    const { html, status } = await renderWith(context());
    expect(status).toBe(404);
    const page = parseHtml(html).body;
    expect(queryAllByRole(page, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Seite nicht gefunden']);
    expect(page.textContent).not.toContain(message);
    expect(logged).toHaveBeenCalledWith('info', 'page-not-found', expect.objectContaining({ message }));
    const main = getByRole(page, 'main');
    const categories = getByRole(main, 'navigation', { name: 'Unsere Produkte' });
    expect(getByRole(categories, 'link', { name: 'Leinwand' }).getAttribute('href')).toBe('/leinwanddruck');
    expect(getByRole(main, 'link', { name: 'Alle Designs ansehen und filtern' }).getAttribute('href')).toBe('/products');
    expect(getByRole(main, 'link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    logged.mockRestore();
  });
});

/** The href of the link named `name`, found by role as a shopper's screen reader would. */
/** The one destination of the links with that name (the header's info items repeat in the burger below 768 px). */
function hrefOfLink(html: string, name: string): string | null {
  const hrefs = new Set(parseHtml(html).screen.getAllByRole('link', { name: new RegExp(name) }).map((link) => link.getAttribute('href')));
  expect(hrefs.size).toBe(1);
  return [...hrefs][0] ?? null;
}

describe('header', () => {
  it('shows the country service number from the shop API rather than the content one', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('+49 221 98765 430');
    expect(html).not.toContain('+33 1 99 00 24 10');
    expect(initialData.requests[0]).toEqual({ locale: 'de-DE', channel: 'poster' });
  });

  it('asks the shop API once per locale and channel, not per page', async () => {
    await renderPage('/');
    await renderPage('/leinwanddruck');
    expect(initialData.requests).toHaveLength(1);
  });

  it('falls back to the content service number when the shop API fails', async () => {
    initialData.failWith(500);
    const { html, status } = await renderPage('/');
    expect(status).toBe(200);
    expect(html).toContain('+33 1 99 00 24 10');
  });

  it('links cart and magazine to their applications with locale and a way back', async () => {
    const { html } = await renderPage('/');
    const cart = new URL(hrefOfLink(html, 'Warenkorb')!);
    expect(cart.origin + cart.pathname).toBe('https://checkout.test/warenkorb');
    expect(cart.searchParams.get('locale')).toBe('de-DE');
    expect(cart.searchParams.get('returnUrl')).toBe('http://de.poster.localhost/');
    const magazine = new URL(hrefOfLink(html, 'Magazin')!);
    expect(magazine.origin + magazine.pathname).toBe('https://magazin.test/magazin/');
    expect(magazine.searchParams.get('locale')).toBe('de-DE');
  });

  it('logged out, the account item opens the log-in dialog over the same page', async () => {
    const { html } = await renderPage('/');
    expect(hrefOfLink(html, 'Anmelden')).toBe('/?dialog=login');
  });
});

describe('logged events', () => {
  it('logs a page story the content API cannot deliver as hybrid-ssr-error', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    contentApi.failWith(503, { times: 50, match: (request) => request.path.endsWith('/leinwanddruck') });
    // Services of its own: the shared ones have this page cached from the tests above.
    const fresh = buildTestServices({ ...MOCK_UPSTREAMS });
    const context = buildTestRequestContext('http://de.poster.localhost/leinwanddruck', { route: { kind: 'content', slug: 'leinwanddruck' } }, fresh);
    expect((await renderWith(context)).status).toBe(503);
    expect(logEvent).toHaveBeenCalledWith('error', 'hybrid-ssr-error', expect.objectContaining({ path: 'leinwanddruck' }));
    logEvent.mockRestore();
  });

  it('logs a page whose story is missing as storyblok-page-not-found', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    const { status } = await renderPage('/gibt-es-nicht');
    expect(status).toBe(404);
    expect(logEvent).toHaveBeenCalledWith('info', 'storyblok-page-not-found', expect.objectContaining({ path: 'gibt-es-nicht' }));
    logEvent.mockRestore();
  });

  it('logs a file name at a page address as asset-load-on-slug, and an unknown page as nothing of the kind', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    for (const path of ['/assets/logo.png', '/leinwanddruck/']) {
      const context = buildContext(path, 'poster');
      context.location = null;
      expect((await renderWith(context)).status).toBe(404);
    }
    const logged = logEvent.mock.calls.filter(([, event]) => event === 'asset-load-on-slug');
    expect(logged).toEqual([['warn', 'asset-load-on-slug', { path: '/assets/logo.png' }]]);
    logEvent.mockRestore();
  });
});
