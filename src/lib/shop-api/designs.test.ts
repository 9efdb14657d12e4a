import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiDesignsMock } from '../../../tests/mocks/shop-api-designs.ts';
import { buildTestServices, runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { getServerConfig } from '../config/server-config.ts';
import { parseListingQuery } from '../listing/parse-listing-query.ts';
import { getDesigns, getTheme } from './designs.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = getServerConfig().shopApiUrl;
const scope = { channel: 'card', locale: 'de-CH' } as const;

function setup() {
  const mock = createShopApiDesignsMock({ baseUrl });
  server.use(...mock.handlers);
  return mock;
}

describe('getDesigns', () => {
  it('asks with channel and locale headers and the listing query, and reads the answer', async () => {
    const mock = setup();
    const result = await getDesigns(scope, parseListingQuery('color=red&color=blue&sort=created&perPage=48&utm_source=x'));
    expect(mock.requests).toHaveLength(1);
    const [request] = mock.requests;
    expect(request).toMatchObject({ path: '/web-api/themes', channel: 'card', locale: 'de-CH' });
    expect(request!.query.getAll('color[]')).toEqual(['red', 'blue']);
    expect(request!.query.get('utm_source')).toBeNull();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const matching = mock.designs.filter((design) => design.colors.includes('red') || design.colors.includes('blue'));
    expect(result.value.total).toBe(matching.length);
    expect(result.value.perPage).toBe(48);
    expect(result.value.items.map((item) => item.id)).toEqual(
      [...matching].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((design) => design.id),
    );
    expect(result.value.items[0]!.image).toEqual({ filename: matching.at(-1)!.image });
    expect(Object.keys(result.value.facets)).toEqual(expect.arrayContaining(['category', 'color', 'product']));
  });

  it('drops facets that are not listing filters', async () => {
    server.use(
      http.get(`${baseUrl}/web-api/themes`, () =>
        HttpResponse.json({ total: 0, page: 1, perPage: 12, facets: { color: [{ value: 'red', count: 1 }], shoeSize: [{ value: '42', count: 1 }] }, items: [] }),
      ),
    );
    const result = await getDesigns(scope, parseListingQuery(''));
    expect(result.ok && result.value.facets).toEqual({ color: [{ value: 'red', count: 1 }] });
  });

  it.each([
    [500, 'http'],
    [0, 'network'],
  ] as const)('answers a failed result for upstream status %d', async (status, error) => {
    const mock = setup();
    mock.failWith(status);
    expect(await getDesigns(scope, parseListingQuery(''))).toMatchObject({ ok: false, error: { kind: error } });
  });

  it('refuses an answer without items', async () => {
    server.use(http.get(`${baseUrl}/web-api/themes`, () => HttpResponse.json({ total: 3, page: 1, perPage: 12, facets: {} })));
    expect(await getDesigns(scope, parseListingQuery(''))).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});

describe('getDesigns keeps listing answers for a short time', () => {
  it('asks the themes API once per channel, locale and query while the answer is fresh, concurrent views included', async () => {
    const mock = setup();
    const services = buildTestServices({ SHOP_API_URL: baseUrl, LISTING_CACHE_SECONDS: '30' });
    const views = await runWithTestServices(services, () =>
      Promise.all([getDesigns(scope, parseListingQuery('color=red')), getDesigns(scope, parseListingQuery('color=red')), getDesigns(scope, parseListingQuery('color=red'))]),
    );
    expect(views.every((view) => view.ok)).toBe(true);
    expect(mock.requests).toHaveLength(1);
    await runWithTestServices(services, () => getDesigns(scope, parseListingQuery('color=red')));
    expect(mock.requests).toHaveLength(1);
    await runWithTestServices(services, () => getDesigns(scope, parseListingQuery('color=blue')));
    await runWithTestServices(services, () => getDesigns({ ...scope, locale: 'fr-CH' }, parseListingQuery('color=red')));
    expect(mock.requests).toHaveLength(3);
  });

  it('does not keep a failure, and keeps nothing with LISTING_CACHE_SECONDS=0', async () => {
    const mock = setup();
    const services = buildTestServices({ SHOP_API_URL: baseUrl });
    mock.failWith(500);
    expect((await runWithTestServices(services, () => getDesigns(scope, parseListingQuery('')))).ok).toBe(false);
    mock.failWith(null);
    expect((await runWithTestServices(services, () => getDesigns(scope, parseListingQuery('')))).ok).toBe(true);
    const off = buildTestServices({ SHOP_API_URL: baseUrl, LISTING_CACHE_SECONDS: '0' });
    const before = mock.requests.length;
    await runWithTestServices(off, () => getDesigns(scope, parseListingQuery('')));
    await runWithTestServices(off, () => getDesigns(scope, parseListingQuery('')));
    expect(mock.requests.length - before).toBe(2);
  });
});

describe('getTheme', () => {
  it('reads one theme with description and formats', async () => {
    const mock = setup();
    const result = await getTheme(scope, 'design-2');
    expect(mock.requests[0]!.path).toBe('/web-api/themes/design-2');
    expect(result).toMatchObject({ ok: true, value: { id: 'design-2', description: expect.any(String), formats: expect.any(Array) } });
  });

  it('reads formats as bare strings or with prices, and leaves out unreadable ones', async () => {
    const [design] = createShopApiDesignsMock({ baseUrl }).designs;
    server.use(
      http.get(`${baseUrl}/web-api/themes/7`, () =>
        HttpResponse.json({ ...design, id: 7, formats: ['148x105', { value: '210x148', priceCurrent: 2.5, priceOriginal: 3 }, 42, { price: 1 }] }),
      ),
    );
    const result = await getTheme(scope, '7');
    expect(result.ok && result.value.formats).toEqual([{ value: '148x105' }, { value: '210x148', priceCurrent: 2.5, priceOriginal: 3 }]);
    expect(result.ok && result.value.id).toBe('7');
  });

  it('answers not-found for an unknown id', async () => {
    setup();
    expect(await getTheme(scope, 'nope')).toEqual({ ok: false, error: { kind: 'not-found' } });
  });

  it('keeps an id from becoming a different path', async () => {
    const requested: string[] = [];
    server.use(http.get(`${baseUrl}/*`, ({ request }) => (requested.push(new URL(request.url).pathname), HttpResponse.json({}, { status: 404 }))));
    await getTheme(scope, '../themes?x=1');
    expect(requested).toEqual(['/web-api/themes/..%2Fthemes%3Fx%3D1']);
  });

  it('answers a failed result, not not-found, when the API fails', async () => {
    const mock = setup();
    mock.failWith(503);
    expect(await getTheme(scope, 'design-2')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });
});
