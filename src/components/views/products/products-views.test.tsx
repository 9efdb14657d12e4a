import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../lib/request/request-context.ts';
import type { ShopRoute } from '../../../lib/routing/match-shop-route.ts';
import { createContentApiMock } from '../../../../tests/mocks/content-api.ts';
import { createShopApiDesignsMock } from '../../../../tests/mocks/shop-api-designs.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../../tests/support/test-request-context.ts';
import { within } from '@testing-library/dom';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import { ProductsView } from './products-view.tsx';
import { ThemeView } from './theme-view.tsx';
import { getPageScope } from '../../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../../lib/request/request-context.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { parseQuery } from '../../../lib/links/query.ts';

// The clients talk to the mocks: the test's own services, no process.env and no re-import.
const services = buildTestServices({ ...MOCK_UPSTREAMS, DESIGNER_URL: 'https://designer.test' });

const page = (title: string, headline: string) => ({
  component: 'page',
  title,
  body: [{ _uid: `h-${headline}`, component: 'headline', text: headline, level: 'h1' }],
});

const contentApi = createContentApiMock({
  baseUrl: 'https://content.test/v2',
  publicToken: 'public-token',
  previewToken: 'preview-token',
  stories: [
    { uuid: 'p1', fullSlug: 'poster/de-de/products', published: page('Designs', 'Designs für Ihre Wände') },
    { uuid: 'p2', fullSlug: 'poster/de-de/themes', published: page('Themenwelten', 'Themenwelten') },
    { uuid: 'p3', fullSlug: 'poster/fr-fr/products', published: page('Designs', 'Des designs pour vos murs') },
  ],
});
const shopApi = createShopApiDesignsMock({ baseUrl: 'https://shop-api.test' });
const server = setupServer(...contentApi.handlers, ...shopApi.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  shopApi.failWith(null);
  shopApi.requests.length = 0;
});
afterAll(() => server.close());

const t = getTranslator('de-DE');

function buildContext(path: string, route: ShopRoute, languagePrefix = ''): RequestContext {
  return buildTestRequestContext(`http://de.poster.localhost${path}`, { locale: languagePrefix === '/fr' ? 'fr-FR' : 'de-DE', route, languagePrefix }, services);
}

async function renderIn(context: RequestContext, view: () => ReactNode) {
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<>{view()}</>);
    return readStream(prelude as Readable);
  });
  return { html: html.replaceAll('&amp;', '&'), status: context.response.status ?? 200, headers: context.response.headers };
}

function renderListing(path: string, listing: 'products' | 'vorkonfigurator-kalender' | 'vorkonfigurator-karten' = 'products', languagePrefix = '') {
  const context = buildContext(path, { kind: 'products', listing }, languagePrefix);
  return renderIn(context, () => <ProductsView scope={getPageScope()} listing={listing} />);
}

function renderTheme(id: string) {
  const context = buildContext(`/themes/${id}`, { kind: 'themes', id });
  return renderIn(context, () => <ThemeView scope={getPageScope()} id={id} />);
}

/** The filter form as a browser sees it: where and how it sends. */
function formOf(html: string) {
  const form = parseHtml(html).screen.getByRole('form');
  return { method: form.getAttribute('method'), action: form.getAttribute('action') };
}

/** A filter checkbox by the name and value it sends. */
function checkboxState(html: string, name: string, value: string): 'checked' | 'unchecked' | 'absent' {
  const box = parseHtml(html)
    .screen.queryAllByRole('checkbox')
    .find((input) => input.getAttribute('name') === name && input.getAttribute('value') === value) as HTMLInputElement | undefined;
  if (!box) return 'absent';
  return box.checked ? 'checked' : 'unchecked';
}

/** The chosen value of each select of the form: sort, then page size. */
const selectValues = (html: string) => (parseHtml(html).screen.getAllByRole('combobox') as HTMLSelectElement[]).map((select) => select.value);

const hrefsOf = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href')!);
const cardLinks = (html: string) => hrefsOf(parseHtml(html).screen.queryAllByRole('link').filter((link) => /\/themes\//.test(link.getAttribute('href') ?? '')));
const pageLinks = (html: string, key: 'products.next' | 'products.previous', translator = t) =>
  hrefsOf(parseHtml(html).screen.queryAllByRole('link', { name: translator(key) }));
/** The links that remove one chosen filter each, named "Farbe: Rot" and the like. */
const removeLinks = (html: string) =>
  hrefsOf(parseHtml(html).screen.queryAllByRole('link', { name: new RegExp(`^(${t('products.filter.color')}|${t('products.filter.category')}): `) }));

describe('design listing', () => {
  it('renders the story, a GET form from the facets, the count, a page of designs and page links', async () => {
    const { html, status } = await renderListing('/products');
    expect(status).toBe(200);
    expect(html).toContain('Designs für Ihre Wände');
    expect(formOf(html)).toEqual({ method: 'get', action: '/products' });
    expect(checkboxState(html, 'color', 'red')).toBe('unchecked');
    expect(selectValues(html)[0]).toBe('popularity');
    expect(parseHtml(html).screen.getByRole('status').textContent).toBe(t('products.results', { total: shopApi.designs.length, count: shopApi.designs.length }));
    const byPopularity = [...shopApi.designs].sort((a, b) => b.popularity - a.popularity);
    expect(cardLinks(html)).toEqual(byPopularity.slice(0, 12).map((design) => `/themes/${design.id}`));
    expect(pageLinks(html, 'products.next')).toEqual(['/products?page=2']);
    expect(pageLinks(html, 'products.previous')).toEqual([]);
    const current = parseHtml(html).screen.getByRole('link', { name: '1' });
    expect([current.getAttribute('aria-current'), current.getAttribute('href')]).toEqual(['page', '/products']);
    expect(shopApi.requests[0]).toMatchObject({ channel: 'poster', locale: 'de-DE' });
  });

  it('loads every design picture lazily on the poster channel, the first one too (spec 9.4)', async () => {
    const { html } = await renderListing('/products');
    const pictures = [...parseHtml(html).body.querySelectorAll('.design-grid img')];
    expect(pictures.length).toBeGreaterThan(1);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(pictures.map(() => 'lazy'));
    expect(pictures.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('filters, sorts and pages from the query, and every link keeps the other parameters', async () => {
    const { html } = await renderListing('/products?color=red&color=blue&sort=created&perPage=12&page=2&utm_source=news');
    const query = shopApi.requests[0]!.query;
    expect(query.getAll('color[]')).toEqual(['red', 'blue']);
    expect(Object.fromEntries([...query].filter(([key]) => !key.startsWith('color')))).toEqual({ sort: 'created', page: '2', perPage: '12' });
    const matching = shopApi.designs.filter((design) => design.colors.includes('red') || design.colors.includes('blue'));
    expect(cardLinks(html)).toEqual(
      [...matching].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(12, 24).map((design) => `/themes/${design.id}`),
    );
    expect(checkboxState(html, 'color', 'red')).toBe('checked');
    expect(checkboxState(html, 'color', 'green')).toBe('unchecked');
    expect(selectValues(html)[0]).toBe('created');
    expect(pageLinks(html, 'products.previous')).toEqual(['/products?color=red&color=blue&sort=created']);
    expect(removeLinks(html)).toEqual(['/products?color=blue&sort=created', '/products?color=red&sort=created']);
    expect(html).not.toContain('utm_source');
  });

  it('fixes the product on the design pick before the calendar designer', async () => {
    const { html } = await renderListing('/vorkonfigurator-kalender?product=card&perPage=48', 'vorkonfigurator-kalender');
    expect(shopApi.requests[0]!.query.get('product')).toBe('calendar');
    expect(parseHtml(html).screen.queryByRole('group', { name: t('products.filter.product') })).toBeNull();
    expect(parseHtml(html).screen.queryAllByRole('checkbox').filter((box) => box.getAttribute('name') === 'product')).toEqual([]);
    expect(formOf(html).action).toBe('/vorkonfigurator-kalender');
    const calendars = shopApi.designs.filter((design) => design.product === 'calendar');
    expect(cardLinks(html)).toHaveLength(calendars.length);
    expect(selectValues(html)[1]).toBe('48');
  });

  it('keeps the locale prefix in the form, the links and the design links', async () => {
    const { html } = await renderListing('/fr/products?page=2', 'products', '/fr');
    expect(html).toContain('Des designs pour vos murs');
    expect(formOf(html).action).toBe('/fr/products');
    expect(cardLinks(html)[0]).toMatch(/^\/fr\/themes\/design-\d+$/);
    expect(pageLinks(html, 'products.previous', getTranslator('fr-FR'))).toEqual(['/fr/products']);
  });

  it('a page past the end redirects (303) to the last page, keeping the other parameters', async () => {
    const pageCount = Math.ceil(shopApi.designs.length / 12);
    await expect(renderListing('/products?page=99&sort=created')).rejects.toMatchObject({ location: `/products?sort=created&page=${pageCount}`, status: 303 });
    await expect(renderListing('/fr/products?page=99', 'products', '/fr')).rejects.toMatchObject({ location: `/fr/products?page=${pageCount}` });
  });

  it('on small screens the filters sit behind one disclosure that names how many are active', async () => {
    const { html } = await renderListing('/products?color=red&color=blue');
    const { screen } = parseHtml(html);
    const toggle = screen.getByText(t('products.filtersToggle', { count: 2 }));
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle.parentElement!.hasAttribute('open')).toBe(false);
    expect(within(toggle.parentElement!).getByRole('form', { name: t('products.filter') })).toBeTruthy();
    // The chosen filters stay visible outside the closed disclosure, each removable.
    expect(screen.getAllByRole('link', { name: new RegExp(t('products.filter.color')) })).toHaveLength(2);
  });

  it('says when nothing matches and offers to remove the filter', async () => {
    const { html } = await renderListing('/products?category=unicorns');
    const { screen } = parseHtml(html);
    expect(screen.getByText(t('products.noResults')).tagName).toBe('P');
    expect(checkboxState(html, 'category', 'unicorns')).toBe('checked');
    expect(removeLinks(html)).toEqual(['/products']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([500, 0])('keeps the page with the story and a short notice when the API answers %d', async (failure) => {
    shopApi.failWith(failure);
    const { html, status } = await renderListing('/products?color=red');
    expect(status).toBe(200);
    expect(html).toContain('Designs für Ihre Wände');
    const { body, screen } = parseHtml(html);
    expect(screen.getByRole('status').textContent).toBe(t('common.sectionUnavailable'));
    expect(body.querySelector('form')).toBeNull();
  });
});

describe('themes page', () => {
  it('shows the story and the design with formats, prices and a designer link with its parameters', async () => {
    const theme = shopApi.designs.find((design) => design.product === 'card')!;
    const { html, status } = await renderTheme(theme.id);
    expect(status).toBe(200);
    expect(html).toContain('Themenwelten');
    const { screen } = parseHtml(html);
    const region = screen.getByRole('region', { name: theme.name });
    expect(within(region).getByRole('heading', { level: 2, name: theme.name })).toBeTruthy();
    expect(within(region).getByText(theme.description!).tagName).toBe('P');
    expect(within(region).getByRole('img', { name: theme.name })).toBeTruthy();
    expect(within(region).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['14,8 x 10,5 cm (A6)', '21 x 14,8 cm (A5)']);
    const href = within(region).getByRole('link', { name: t('themes.personalise') }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://designer.test/configurator-card/');
    expect(parseQuery(url.search)).toEqual({
      category: String(theme.designerParams.category),
      designId: String(theme.designerParams.designId),
      occasion: theme.designerParams.occasion,
      themeId: theme.id,
      locale: 'de-DE',
    });
  });

  it('offers every size with its price, each a way into the designer in that size, under a breadcrumb', async () => {
    const theme = shopApi.designs[0]!;
    const designerParams = { productType: 'photoframe', materialType: 'poster', formatType: '500x700', designId: 7, themeId: 7 };
    const formats = [
      { value: '500x700', priceCurrent: 24.95, priceOriginal: 29.95 },
      { value: '297x420', priceCurrent: 14.95, priceOriginal: 14.95 },
    ];
    server.use(http.get('https://shop-api.test/web-api/themes/:id', () => HttpResponse.json({ ...theme, product: 'photoframe', designerParams, formats })));
    const { html } = await renderTheme(theme.id);
    const { screen } = parseHtml(html);
    const sizes = screen.getByRole('table', { name: t('themes.chooseSize') });
    const sizeLinks = within(sizes).getAllByRole('link');
    expect(sizeLinks.map((link) => link.textContent)).toEqual(['50 x 70 cm', '29,7 x 42 cm (A3)']);
    expect(sizeLinks.map((link) => new URL(link.getAttribute('href')!).searchParams.get('formatType'))).toEqual(['500x700', '297x420']);
    expect(within(sizes).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringContaining('24,95'), expect.stringContaining('14,95')]);
    const trail = screen.getAllByRole('navigation', { name: t('breadcrumb.label') })[0]!;
    expect(within(trail).getByRole('link', { name: t('themes.allDesigns') }).getAttribute('href')).toBe('/products');
    expect(within(trail).getByText(theme.name).getAttribute('aria-current')).toBe('page');
  });

  it('opens a calendar design in the size of the row: the designer names calendar sizes by their own ids', async () => {
    const theme = shopApi.designs[0]!;
    const designerParams = { productType: 'calendar', calendarType: 'wandkalender', formatType: 'a3-quer', mountingType: 'spirale', designId: 7, themeId: 7 };
    const formats = [
      { value: '420x297', priceCurrent: 26.95, priceOriginal: 26.95 },
      { value: '297x210', priceCurrent: 19.95, priceOriginal: 19.95 },
    ];
    server.use(http.get('https://shop-api.test/web-api/themes/:id', () => HttpResponse.json({ ...theme, product: 'calendar', designerParams, formats, priceFrom: 19.95 })));
    const { html } = await renderTheme(theme.id);
    const sizes = parseHtml(html).screen.getByRole('table', { name: t('themes.chooseSize') });
    const sizeLinks = within(sizes).getAllByRole('link');
    expect(sizeLinks.map((link) => new URL(link.getAttribute('href')!).searchParams.get('formatType'))).toEqual(['a3-quer', 'a4-quer']);
  });

  it('lists formats without a price column when the API sends bare format strings', async () => {
    const theme = shopApi.designs[0]!;
    server.use(http.get('https://shop-api.test/web-api/themes/:id', () => HttpResponse.json({ ...theme, formats: ['300x400', 'a4-hoch'] })));
    const { html } = await renderTheme(theme.id);
    const { screen } = parseHtml(html);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['30 x 40 cm', 'a4-hoch']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain(t('products.price'));
    expect(html).toContain(t('products.priceFrom', { price: '' }).trim());
  });

  it('answers 404 with the not-found page for an unknown id (the not-found message only in the log)', async () => {
    const { html, status } = await renderTheme('no-such-theme');
    expect(status).toBe(404);
    expect(html).toContain(t('notFound.title'));
    expect(html).not.toContain('Page Not Found: /themes/no-such-theme');
    expect(html).not.toContain('Themenwelten');
  });

  it('keeps the story with a notice and answers 503 when the API fails', async () => {
    shopApi.failWith(502);
    const { html, status, headers } = await renderTheme('design-1');
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('30');
    expect(html).toContain('Themenwelten');
    expect(html).toContain(t('common.sectionUnavailable'));
  });
});
