import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentApiMock, type MockStory } from '../../../tests/mocks/content-api.ts';
import { logger } from '../log/logger.ts';
import { createContentClient } from './content-client.ts';
import { contentStories, headerContent, homePage } from '../../../tests/fixtures/content-stories.ts';
import { createShopApiCatalogMock, buildPricesFrom } from '../../../tests/mocks/shop-api-catalog.ts';
import { createInitialDataMock } from '../../../tests/mocks/shop-api-initial-data.ts';
import { buildReviewsAnswer, createReviewsMock } from '../../../tests/mocks/shop-api-reviews.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS, runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { formatPrice } from '../../../domain/catalog/price.ts';
import { createStoryLoader, getPageStory, toContentPath } from './get-story.ts';
import type { ApiStory, ContentClient, StoryRequest } from './content-client.ts';
import { runWithRequestContext } from '../request/request-context.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let setupCount = 0;

function setup(stories: MockStory[] = contentStories) {
  setupCount += 1;
  const baseUrl = `https://stories-${setupCount}.test/v2`;
  const tokens = { publicToken: `story-public-${setupCount}`, previewToken: `story-preview-${setupCount}` };
  const mock = createContentApiMock({ baseUrl, stories, ...tokens });
  server.use(...mock.handlers);
  const loader = createStoryLoader(createContentClient({ apiUrl: baseUrl, ...tokens }));
  const storyPaths = () => mock.requests.filter((request) => request.path.startsWith('/cdn/stories/')).map((request) => request.path.slice('/cdn/stories/'.length));
  return { mock, loader, baseUrl, storyPaths };
}

function loggedEvents(spy: { mock: { calls: unknown[][] } }, event: string) {
  return spy.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((fields) => fields.event === event);
}

describe('getPageStory', () => {
  it('answers the locale\'s own story when it exists', async () => {
    const { loader, storyPaths } = setup();
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-CH', path: 'home', preview: null });
    expect(result).toMatchObject({ ok: true, value: { locale: 'de-CH', story: { fullSlug: 'poster/de-ch/home', content: { title: 'Startseite Schweiz' } } } });
    expect(storyPaths()).toEqual(['poster/de-ch/home']);
  });

  it.each([
    ['de-CH', 'leinwanddruck', 'de-DE', ['poster/de-ch/leinwanddruck', 'poster/de-de/leinwanddruck']],
    ['de-AT', '/', 'de-DE', ['poster/de-at/home', 'poster/de-de/home']],
    ['en-US', '', 'en-GB', ['poster/en-us/home', 'poster/en-gb/home']],
  ] as const)('falls back from %s along the chain for %j', async (locale, path, resolved, asked) => {
    const { loader, storyPaths } = setup();
    const result = await loader.getPageStory({ channel: 'poster', locale, path, preview: null });
    expect(result).toMatchObject({ ok: true, value: { locale: resolved } });
    expect(storyPaths()).toEqual(asked);
  });

  it('keeps channels apart', async () => {
    const { loader } = setup();
    const result = await loader.getPageStory({ channel: 'card', locale: 'de-DE', path: 'home', preview: null });
    expect(result).toMatchObject({ ok: true, value: { story: { fullSlug: 'card/de-de/home', content: { title: 'Karten' } } } });
  });

  it('answers not-found and logs cms-page-not-found when no locale has the story', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const { loader } = setup();
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-CH', path: 'gibt-es-nicht', preview: null });
    expect(result).toEqual({ ok: false, error: { kind: 'not-found', status: 404 } });
    expect(loggedEvents(warnings, 'cms-page-not-found')).toEqual([
      expect.objectContaining({ channel: 'poster', locale: 'de-CH', path: 'gibt-es-nicht', tried: ['poster/de-ch/gibt-es-nicht', 'poster/de-de/gibt-es-nicht'] }),
    ]);
  });

  it('answers not-found for a path that cannot be a slug, without asking upstream', async () => {
    const { loader, mock } = setup();
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-DE', path: '../../spaces/me', preview: null });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(mock.requests.filter((request) => request.path.startsWith('/cdn/stories'))).toEqual([]);
  });

  it('stops at an upstream error instead of falling back', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { loader, mock, storyPaths } = setup();
    mock.failWith(500, { match: (request) => request.path === '/cdn/stories/poster/de-ch/leinwanddruck' });
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-CH', path: 'leinwanddruck', preview: null });
    expect(result).toEqual({ ok: false, error: { kind: 'upstream-error', status: 500 } });
    expect(storyPaths()).toEqual(['poster/de-ch/leinwanddruck']);
    expect(loggedEvents(errors, 'content-api-error')).toEqual([expect.objectContaining({ slug: 'poster/de-ch/leinwanddruck', status: 500 })]);
  });

  it('answers upstream-error without status when the content API cannot be reached', async () => {
    const { loader, baseUrl } = setup();
    server.use(http.get(`${baseUrl}/cdn/stories/*`, () => HttpResponse.error()));
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-DE', path: 'home', preview: { release: undefined } });
    expect(result).toEqual({ ok: false, error: { kind: 'upstream-error' } });
  });

  it('answers upstream-error for a story that is not a page, logged as hybrid-parse-error', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { loader } = setup([{ uuid: 'u', fullSlug: 'poster/de-de/home', published: headerContent }]);
    const result = await loader.getPageStory({ channel: 'poster', locale: 'de-DE', path: 'home', preview: null });
    expect(result).toEqual({ ok: false, error: { kind: 'upstream-error' } });
    expect(loggedEvents(errors, 'hybrid-parse-error')).toEqual([expect.objectContaining({ reason: 'invalid-content' })]);
  });

  it('does not ask the content API again for a page view it has answered, fallback included', async () => {
    const { loader, storyPaths } = setup();
    const request = { channel: 'poster', locale: 'de-CH', path: 'leinwanddruck', preview: null } as const;
    const first = await loader.getPageStory(request);
    const second = await loader.getPageStory(request);
    expect(second).toEqual(first);
    expect(storyPaths()).toEqual(['poster/de-ch/leinwanddruck', 'poster/de-de/leinwanddruck']);
  });
});

describe('listPublishedPages', () => {
  const page = (fullSlug: string, translationGroup: string, robots = 'index,follow'): MockStory => ({
    uuid: fullSlug,
    fullSlug,
    published: { component: 'page', title: fullSlug, robots, translationGroup, teaser: [], body: [] },
  });

  it('lists a fallback folder\'s page only where the locale has no translation of it under another path', async () => {
    const { loader } = setup([
      page('card/en-gb/christmas-cards', 'christmas'),
      page('card/en-us/holiday-cards', 'christmas'),
      page('card/en-gb/about-us', 'about'),
      // Not indexed, and still the US page of its group: the British one is not listed in its place.
      page('card/en-us/picture-frames', 'frames', 'noindex,follow'),
      page('card/en-gb/photo-frames', 'frames'),
    ]);
    const listed = await loader.listPublishedPages('card', 'en-US');
    expect(listed.map((entry) => entry.path).sort()).toEqual(['about-us', 'holiday-cards']);
    // The British shop lists its own pages.
    expect((await loader.listPublishedPages('card', 'en-GB')).map((entry) => entry.path).sort()).toEqual(['about-us', 'christmas-cards', 'photo-frames']);
  });
});

describe('getPageStory in draft mode', () => {
  it('reads the draft with the preview token, every time', async () => {
    const { loader, mock, storyPaths } = setup();
    const request = { channel: 'poster', locale: 'de-DE', path: 'home', preview: {} } as const;
    expect(await loader.getPageStory(request)).toMatchObject({ ok: true, value: { story: { content: { title: 'Startseite (Entwurf)' } } } });
    await loader.getPageStory(request);
    expect(storyPaths()).toEqual(['poster/de-de/home', 'poster/de-de/home']);
    expect(mock.requests.every((request) => request.query.get('version') === 'draft' && request.query.get('token')?.startsWith('story-preview-'))).toBe(true);
  });

  it('finds stories that exist only as drafts, and a release\'s version of them', async () => {
    const { loader } = setup();
    const request = { channel: 'poster', locale: 'de-DE', path: 'sommer-sale' } as const;
    expect(await loader.getPageStory({ ...request, preview: null })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await loader.getPageStory({ ...request, preview: {} })).toMatchObject({ ok: true, value: { story: { content: { title: 'Sommer-Sale' } } } });
    expect(await loader.getPageStory({ ...request, preview: { release: '42' } })).toMatchObject({ ok: true, value: { story: { content: { title: 'Sommer-Sale (Release 42)' } } } });
  });

  it('opens only the story the editor\'s token names; every other one is published', async () => {
    const { loader, baseUrl } = setup();
    const idOf = async (slug: string) => {
      const answer = await fetch(`${baseUrl}/cdn/stories/${slug}?version=draft&token=story-preview-${setupCount}`);
      return String(((await answer.json()) as { story: { id: number } }).story.id);
    };
    const home = { channel: 'poster', locale: 'de-DE', path: 'home' } as const;
    const sale = { channel: 'poster', locale: 'de-DE', path: 'sommer-sale' } as const;
    const forHome = { storyId: await idOf('poster/de-de/home') };
    const forSale = { storyId: await idOf('poster/de-de/sommer-sale') };

    expect(await loader.getPageStory({ ...home, preview: forHome })).toMatchObject({ ok: true, value: { story: { content: { title: 'Startseite (Entwurf)' } } } });
    expect(await loader.getPageStory({ ...home, preview: forSale })).toMatchObject({ ok: true, value: { story: { content: { title: 'Startseite' } } } });
    expect(await loader.getPageStory({ ...sale, preview: forSale })).toMatchObject({ ok: true, value: { story: { content: { title: 'Sommer-Sale' } } } });
    // A draft-only page stays missing for a token made for another story.
    expect(await loader.getPageStory({ ...sale, preview: forHome })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });
});

describe('getGlobalStory', () => {
  it('loads header, navigation and footer along the fallback chain', async () => {
    const { loader } = setup();
    const [header, navigation, footer] = await Promise.all([
      loader.getGlobalStory({ channel: 'poster', locale: 'de-CH', kind: 'header', preview: null }),
      loader.getGlobalStory({ channel: 'poster', locale: 'de-CH', kind: 'navigation', preview: null }),
      loader.getGlobalStory({ channel: 'poster', locale: 'de-CH', kind: 'footer', preview: null }),
    ]);
    expect(header).toMatchObject({ ok: true, value: { locale: 'de-DE', story: { fullSlug: 'poster/de-de/global/header' } } });
    expect(header.ok && header.value.story.content.items?.map((item) => item.type)).toEqual(['magazine', 'cart']);
    expect(navigation.ok && navigation.value.story.content.items?.map((item) => item.text)).toEqual(['Leinwand', 'Über uns']);
    expect(footer.ok && footer.value.story.content.paymentMethods).toEqual(['paypal', 'visa']);
  });

  it('answers not-found for a missing global story and logs it once', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const { loader } = setup();
    for (let view = 0; view < 3; view += 1) {
      expect(await loader.getGlobalStory({ channel: 'card', locale: 'fr-CH', kind: 'footer', preview: null })).toEqual({ ok: false, error: { kind: 'not-found', status: 404 } });
    }
    expect(loggedEvents(warnings, 'cms-page-not-found')).toEqual([expect.objectContaining({ tried: ['card/fr-ch/global/footer', 'card/fr-fr/global/footer'] })]);
    // The layout part it fills stays empty on every page.
    expect(loggedEvents(warnings, 'empty-hybrid-layout')).toEqual([expect.objectContaining({ path: 'global/footer' })]);
  });

  it('logs dropped entries of a global story and still answers it', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const broken = { ...headerContent, items: [...headerContent.items, { _uid: 'bad', type: 'cart', text: 'ohne Link' }] };
    const { loader } = setup([{ uuid: 'h', fullSlug: 'poster/it-it/global/header', published: broken }]);
    const header = await loader.getGlobalStory({ channel: 'poster', locale: 'it-CH', kind: 'header', preview: null });
    expect(header.ok && header.value.story.content.items).toHaveLength(2);
    expect(loggedEvents(warnings, 'content-api-error')).toEqual([expect.objectContaining({ reason: 'invalid-entries', dropped: ['items[bad]'] })]);
  });
});

describe('toContentPath', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['home', 'home'],
    ['/leinwanddruck/', 'leinwanddruck'],
    ['ratgeber/poster-rahmen', 'ratgeber/poster-rahmen'],
  ])('maps %j to %j', (path, expected) => {
    expect(toContentPath(path)).toBe(expected);
  });
});

describe('who a read is charged to', () => {
  it('charges a page story to the visitor\'s address, never a shared story every page reads', async () => {
    const asked: Array<{ slug: string; client: string | undefined }> = [];
    const client = {
      async getStory(slug: string, request: StoryRequest = {}) {
        asked.push({ slug, client: request.client });
        return { id: 1, uuid: slug, full_slug: slug, name: slug, content: { component: 'page', body: [] } } as unknown as ApiStory;
      },
    } as unknown as ContentClient;
    const loader = createStoryLoader(client);
    const context = { ...buildTestRequestContext('http://de.poster.localhost/'), clientAddress: '203.0.113.50' };
    await runWithRequestContext(context, async () => {
      await loader.getPageStory({ channel: 'poster', locale: 'de-DE', path: 'leinwanddruck', preview: null });
      await Promise.all((['header', 'navigation', 'footer'] as const).map((kind) => loader.getGlobalStory({ channel: 'poster', locale: 'de-DE', kind, preview: null })));
    });
    expect(asked).toEqual([
      { slug: 'poster/de-de/leinwanddruck', client: '203.0.113.50' },
      { slug: 'poster/de-de/global/header', client: undefined },
      { slug: 'poster/de-de/global/navigation', client: undefined },
      { slug: 'poster/de-de/global/footer', client: undefined },
    ]);
  });
});

describe('Swiss spelling', () => {
  it('respells de-DE\'s story for the Swiss shop (ss for ß), and for nobody else', async () => {
    const story: MockStory = { uuid: 'g', fullSlug: 'card/de-de/gruesse', name: 'Grüße', published: { ...homePage('Große Grüße'), translationGroup: 'gruesse' } };
    const content = createContentApiMock({ baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL, publicToken: MOCK_UPSTREAMS.CONTENT_TOKEN, previewToken: MOCK_UPSTREAMS.CONTENT_PREVIEW_TOKEN, stories: [story] });
    server.use(...content.handlers);
    const services = buildTestServices(MOCK_UPSTREAMS);
    const read = (locale: 'de-CH' | 'de-AT') => runWithTestServices(services, () => getPageStory({ channel: 'card', locale, path: 'gruesse', preview: null }));
    expect(await read('de-CH')).toMatchObject({ ok: true, value: { locale: 'de-DE', story: { name: 'Grüsse', content: { title: 'Grosse Grüsse', translationGroup: 'gruesse' } } } });
    expect(await read('de-AT')).toMatchObject({ ok: true, value: { story: { name: 'Grüße', content: { title: 'Große Grüße' } } } });
  });
});

describe('prices in stories', () => {
  const canvasPage = (title: string, text: string): MockStory => ({
    uuid: 'price-page',
    fullSlug: 'poster/fr-fr/impression-sur-toile',
    published: { ...homePage(title), body: [{ _uid: 'p1', component: 'text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } }] },
  });

  function setupWithPrices(stories: MockStory[]) {
    const content = createContentApiMock({ baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL, publicToken: MOCK_UPSTREAMS.CONTENT_TOKEN, previewToken: MOCK_UPSTREAMS.CONTENT_PREVIEW_TOKEN, stories });
    const catalog = createShopApiCatalogMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL });
    server.use(...content.handlers, ...catalog.handlers);
    return { catalog, services: buildTestServices(MOCK_UPSTREAMS) };
  }

  it('fills {price:...} with the host currency: a French story on the Swiss host shows francs', async () => {
    const { catalog, services } = setupWithPrices([canvasPage('Toile dès {price:canvas}', 'Prête à accrocher, dès {price:canvas}.')]);
    const expected = buildPricesFrom('chf').prices.filter((entry) => entry.product === 'framed' && entry.material === 'leinwand')[0]!.priceCurrent;
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'fr-CH', path: 'impression-sur-toile', preview: null }));
    if (!result.ok) throw new Error('no story');
    const content = result.value.story.content;
    expect(content.title).toBe(`Toile dès ${formatPrice(expected, 'fr-CH')}`);
    expect(content.title).toMatch(/CHF$/);
    expect(JSON.stringify(content.body)).toContain(`dès ${formatPrice(expected, 'fr-CH')}.`);
    expect(JSON.stringify(content)).not.toContain('{price:');
    expect(catalog.requests.map((request) => [request.path, request.locale])).toEqual([['/web-api/product-selection-photo-frame/prices-from', 'fr-CH']]);
  });

  it('asks for no prices when the story names none', async () => {
    const { catalog, services } = setupWithPrices([canvasPage('Toile', 'Prête à accrocher.')]);
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'fr-FR', path: 'impression-sur-toile', preview: null }));
    expect(result).toMatchObject({ ok: true, value: { story: { content: { title: 'Toile' } } } });
    expect(catalog.requests).toEqual([]);
  });

  it('shows no amount and logs price-placeholder-unfilled when the prices call fails', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const { catalog, services } = setupWithPrices([canvasPage('Toile dès {price:canvas} | Posterly', 'x')]);
    catalog.failWith(503);
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'fr-BE', path: 'impression-sur-toile', preview: null }));
    expect(result).toMatchObject({ ok: true, value: { story: { content: { title: 'Toile dès | Posterly' } } } });
    expect(loggedEvents(warnings, 'price-placeholder-unfilled')).toEqual([expect.objectContaining({ locale: 'fr-BE', key: 'canvas', pricesAnswered: false })]);
  });
});

describe('shop facts in stories', () => {
  const germanPage = (title: string, text: string): MockStory => ({
    uuid: 'facts-page',
    fullSlug: 'poster/de-de/impressum',
    published: { ...homePage(title), body: [{ _uid: 'p1', component: 'text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } }] },
  });

  function setupWithFacts(stories: MockStory[]) {
    const content = createContentApiMock({ baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL, publicToken: MOCK_UPSTREAMS.CONTENT_TOKEN, previewToken: MOCK_UPSTREAMS.CONTENT_PREVIEW_TOKEN, stories });
    const initialData = createInitialDataMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL, hotlines: { 'de-DE': '+49 221 1', 'de-AT': '+43 1 2' } });
    const reviews = createReviewsMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL });
    server.use(...content.handlers, ...initialData.handlers, ...reviews.handlers);
    return { initialData, reviews, services: buildTestServices(MOCK_UPSTREAMS) };
  }

  it('names the host\'s hotline, as its header does: a German story on the Austrian host shows the Austrian number', async () => {
    const { services } = setupWithFacts([germanPage('Impressum', 'Telefon: {hotline}')]);
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'de-AT', path: 'impressum', preview: null }));
    if (!result.ok) throw new Error('no story');
    expect(JSON.stringify(result.value.story.content.body)).toContain('Telefon: +43 1 2');
    expect(JSON.stringify(result.value.story.content)).not.toContain('{hotline');
  });

  it('states the reviews store\'s count and trust score, formatted for the locale', async () => {
    const { reviews, initialData, services } = setupWithFacts([germanPage('{reviews:count} Bewertungen mit {reviews:rating} Sternen', 'x')]);
    const answer = buildReviewsAnswer();
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'de-DE', path: 'impressum', preview: null }));
    expect(result).toMatchObject({ ok: true, value: { story: { content: { title: `${new Intl.NumberFormat('de-DE').format(answer.totalReviews)} Bewertungen mit ${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1 }).format(answer.score.trustScore)} Sternen` } } } });
    expect(reviews.requests.length).toBe(1);
    expect(initialData.requests).toEqual([]);
  });

  it('leaves out a text whose figures are unknown and logs fact-placeholder-unfilled', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const { reviews, services } = setupWithFacts([germanPage('Impressum', 'Über {reviews:count} Bewertungen')]);
    reviews.failWith(503);
    const result = await runWithTestServices(services, () => getPageStory({ channel: 'poster', locale: 'de-DE', path: 'impressum', preview: null }));
    if (!result.ok) throw new Error('no story');
    expect(JSON.stringify(result.value.story.content.body)).not.toContain('Bewertungen');
    expect(loggedEvents(warnings, 'fact-placeholder-unfilled')).toEqual([expect.objectContaining({ locale: 'de-DE', key: 'reviews:count' })]);
  });
});
