import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentApiMock, type MockStory } from '../../../tests/mocks/content-api.ts';
import { logger } from '../log/logger.ts';
import { ContentApiError } from './content-api-error.ts';
import { createContentClient, type ContentClientOptions } from './content-client.ts';
import { contentStories, homePage } from '../../../tests/fixtures/content-stories.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

let setupCount = 0;

/** storyblok-js-client keeps cv per token in module state, so every test gets its own tokens and host. */
function setup(options: { stories?: MockStory[]; cv?: number; client?: Partial<ContentClientOptions> } = {}) {
  setupCount += 1;
  const baseUrl = `https://content-${setupCount}.test/v2`;
  const publicToken = `public-${setupCount}`;
  const previewToken = `preview-${setupCount}`;
  const mock = createContentApiMock({ baseUrl, stories: options.stories ?? contentStories, publicToken, previewToken, cv: options.cv ?? 1000 });
  server.use(...mock.handlers);
  // The slug set has its own tests below; elsewhere it would only add requests to count.
  const client = createContentClient({ apiUrl: baseUrl, publicToken, previewToken, knownSlugs: false, ...options.client });
  return { mock, client, baseUrl, publicToken, previewToken };
}

const draft = { preview: {} };

/**
 * Fake time for the client's timers only; msw and fetch still need real event-loop turns to
 * deliver an answer, so every step lets those run before the next timer may fire.
 */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function advance(ms: number) {
  await settle();
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

function storyRequests(mock: ReturnType<typeof createContentApiMock>) {
  return mock.requests.filter((request) => request.path.startsWith('/cdn/stories'));
}

describe('HTTP status handling', () => {
  it.each([200, 201, 202, 203, 206])('treats %i as success', async (status) => {
    const { client, baseUrl } = setup();
    server.use(
      http.get(`${baseUrl}/cdn/stories/*`, () =>
        HttpResponse.json({ story: { uuid: `u-${status}`, full_slug: 'poster/de-de/home', content: { component: 'page' } }, cv: 5 }, { status }),
      ),
    );
    await expect(client.getStory('poster/de-de/home', draft)).resolves.toMatchObject({ uuid: `u-${status}` });
  });

  it('treats 204 without a body as success', async () => {
    const { client, baseUrl } = setup();
    server.use(http.get(`${baseUrl}/cdn/stories`, () => new HttpResponse(null, { status: 204 })));
    await expect(client.getStories(draft)).resolves.toEqual({ stories: [], total: 0 });
  });

  it.each([207, 400, 401, 403, 404, 422, 500, 503])('rejects %i with message, status and response', async (status) => {
    const { client, mock } = setup();
    mock.failWith(status, { body: { error: `failure ${status}` } });
    const error = await client.getStory('poster/de-de/home', draft).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ status, message: `failure ${status}`, response: expect.objectContaining({ status }) });
  });

  it('keeps the status of an error page that is not JSON', async () => {
    const { client, baseUrl } = setup();
    server.use(http.get(`${baseUrl}/cdn/stories/*`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(client.getStory('poster/de-de/home', draft)).rejects.toMatchObject({ status: 502, message: '<html>Bad gateway</html>' });
  });

  it('rejects a network failure without a status', async () => {
    const { client, baseUrl } = setup();
    server.use(http.get(`${baseUrl}/cdn/stories/*`, () => HttpResponse.error()));
    const error = await client.getStory('poster/de-de/home', draft).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentApiError);
    expect((error as ContentApiError).status).toBeUndefined();
  });

  it('answers a slug that could leave the stories path as not found without asking upstream', async () => {
    const { client, mock } = setup();
    for (const slug of ['poster/de-de/../../spaces/me', 'poster/de-de/home?token=x', 'poster//home', '']) {
      await expect(client.getStory(slug, draft)).rejects.toMatchObject({ status: 404 });
    }
    expect(mock.requests).toHaveLength(0);
  });
});

describe('429 retries', () => {
  it('retries a 429 after 300 ms until it succeeds', async () => {
    useFakeClock();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { client, mock } = setup();
    mock.rateLimit(3);
    const story = client.getStory('poster/de-de/home', draft);
    await advance(0);
    expect(mock.requests).toHaveLength(1);
    await advance(299);
    expect(mock.requests).toHaveLength(1);
    await advance(1);
    expect(mock.requests).toHaveLength(2);
    await advance(300);
    await advance(300);
    await expect(story).resolves.toMatchObject({ uuid: 'uuid-de-home' });
    expect(mock.requests).toHaveLength(4);
  });

  it('gives up after 10 retries and rejects with status 429', async () => {
    useFakeClock();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { client, mock } = setup();
    mock.rateLimit(50);
    const story = client.getStory('poster/de-de/home', draft).catch((reason: unknown) => reason);
    for (let step = 0; step < 20; step += 1) await advance(300);
    expect(await story).toMatchObject({ status: 429 });
    expect(mock.requests).toHaveLength(11);
  });
});

describe('rate limit', () => {
  async function startedAfter(client: ReturnType<typeof createContentClient>, mock: ReturnType<typeof createContentApiMock>) {
    const reads = Array.from({ length: 8 }, () => client.getStory('poster/de-de/home', draft));
    const counts: number[] = [];
    for (const step of [0, 999, 1, 1000, 1000]) {
      await advance(step);
      counts.push(mock.requests.length);
    }
    await Promise.all(reads);
    return counts;
  }

  it('starts at most 5 requests per second', async () => {
    useFakeClock();
    const { client, mock } = setup();
    expect(await startedAfter(client, mock)).toEqual([5, 5, 8, 8, 8]);
    expect(client.rateLimit).toBe(5);
  });

  it('starts at most 3 requests per second with an OAuth token', async () => {
    useFakeClock();
    const { client, mock } = setup({ client: { oauthToken: 'oauth-secret' } });
    expect(await startedAfter(client, mock)).toEqual([3, 3, 6, 8, 8]);
    expect(mock.requests.every((request) => !request.query.toString().includes('oauth-secret'))).toBe(true);
  });
});

describe('request parameters', () => {
  const manyStories: MockStory[] = Array.from({ length: 120 }, (_, index) => ({
    uuid: `uuid-${String(index).padStart(3, '0')}`,
    fullSlug: `poster/de-de/item-${index}`,
    published: { component: 'page', title: `Item ${index}` },
  }));

  it('asks by_uuids in chunks of 50 and answers in the order asked', async () => {
    const { client, mock } = setup({ stories: manyStories });
    const uuids = manyStories.map((story) => story.uuid).reverse();
    const stories = await client.getStoriesByUuids(uuids, draft);
    expect(stories.map((story) => story.uuid)).toEqual(uuids);
    const chunks = mock.requests.filter((request) => request.query.has('by_uuids')).map((request) => request.query.get('by_uuids')!.split(',').length);
    expect(chunks).toEqual([50, 50, 20]);
  });

  it('resolves relations two levels deep, fetching many relations in chunks of 50', async () => {
    const overview: MockStory = {
      uuid: 'uuid-overview',
      fullSlug: 'poster/de-de/overview',
      published: { component: 'page', body: [{ _uid: 'o1', component: 'overview', stories: manyStories.map((story) => story.uuid) }] },
    };
    const { client, mock } = setup({ stories: [...manyStories, overview] });
    const story = await client.getStory('poster/de-de/overview', { ...draft, resolveRelations: ['overview.stories'] });
    const storyRequest = mock.requests.find((request) => request.path === '/cdn/stories/poster/de-de/overview')!;
    expect(storyRequest.query.get('resolve_level')).toBe('2');
    expect(storyRequest.query.get('resolve_relations')).toBe('overview.stories');
    expect(mock.requests.filter((request) => request.query.has('by_uuids'))).toHaveLength(3);
    const resolved = (story.content.body as { stories: { uuid: string }[] }[])[0]!.stories;
    expect(resolved.map((item) => item.uuid)).toEqual(manyStories.map((item) => item.uuid));
  });

  it('sends resolve_links on story reads when configured, and language only where the space translates into it', async () => {
    const { client, mock } = setup({ client: { resolveLinks: 'url', languages: ['fr'] } });
    await client.getStory('poster/de-de/home', { ...draft, language: 'de' });
    await client.getStory('poster/de-de/home', { ...draft, language: 'fr' });
    await client.getStories({ ...draft, startsWith: 'poster/de-de/' });
    const stories = mock.requests.filter((request) => request.path.startsWith('/cdn/stories'));
    expect(stories.map((request) => request.query.get('resolve_links'))).toEqual(['url', 'url', 'url']);
    expect(stories.map((request) => request.query.get('language'))).toEqual([null, 'fr', null]);
  });

  it('sends neither without configuration', async () => {
    const { client, mock } = setup();
    await client.getStory('poster/de-de/home', { ...draft, language: 'de' });
    const [request] = mock.requests.filter((entry) => entry.path.startsWith('/cdn/stories'));
    expect(request?.query.has('resolve_links')).toBe(false);
    expect(request?.query.has('language')).toBe(false);
  });

  it('asks for 25 stories per page unless told otherwise', async () => {
    const { client, mock } = setup();
    const { total } = await client.getStories({ ...draft, startsWith: 'poster/de-de/' });
    await client.getStories({ ...draft, perPage: 2, page: 2 });
    expect(mock.requests.map((request) => request.query.get('per_page'))).toEqual(['25', '2']);
    expect(total).toBe(contentStories.filter((story) => story.fullSlug.startsWith('poster/de-de/')).length);
  });

  it('reads drafts with the preview token and a release with from_release', async () => {
    const { client, mock, previewToken } = setup();
    const story = await client.getStory('poster/de-de/sommer-sale', { preview: { release: '42' } });
    expect(story.content.title).toBe('Sommer-Sale (Release 42)');
    expect(mock.requests[0]!.query.get('token')).toBe(previewToken);
    expect(mock.requests[0]!.query.get('version')).toBe('draft');
    expect(mock.requests[0]!.query.get('from_release')).toBe('42');
  });

  it('reads the published version with the public token', async () => {
    const { client, mock, publicToken } = setup();
    await expect(client.getStory('poster/de-de/sommer-sale')).rejects.toMatchObject({ status: 404 });
    const storyRequest = storyRequests(mock)[0]!;
    expect(storyRequest.query.get('token')).toBe(publicToken);
    expect(storyRequest.query.get('version')).toBe('published');
  });
});

describe('cache version per token', () => {
  it('keeps separate cvs for two clients with different tokens', async () => {
    const first = setup({ cv: 111 });
    const second = setup({ cv: 222 });
    await first.client.getStory('poster/de-de/home', draft);
    await second.client.getStory('poster/de-de/home', draft);
    await first.client.getStory('poster/de-de/home', draft);
    await second.client.getStory('poster/de-de/home', draft);
    expect(first.mock.requests.map((request) => request.query.get('cv'))).toEqual([null, '111']);
    expect(second.mock.requests.map((request) => request.query.get('cv'))).toEqual([null, '222']);
  });

  it('keeps the public and the preview token cv apart in one client', async () => {
    const { client, mock } = setup({ cv: 111 });
    await client.getStory('poster/de-de/home');
    mock.setCacheVersion(333);
    await client.getStory('poster/de-de/home', draft);
    await client.getStory('poster/de-de/home', draft);
    await client.getStory('poster/en-gb/home');
    const cvOf = (slug: string, version: string) =>
      mock.requests.filter((request) => request.path === `/cdn/stories/${slug}` && request.query.get('version') === version).map((request) => request.query.get('cv'));
    expect(cvOf('poster/de-de/home', 'draft')).toEqual([null, '333']);
    expect(cvOf('poster/en-gb/home', 'published')).toEqual(['111']);
  });
});

describe('missing access token', () => {
  it('logs content-api-missing-token once and asks nothing upstream', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { client, mock } = setup({ client: { publicToken: '' } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(client.getStory('poster/de-de/home')).rejects.toBeInstanceOf(ContentApiError);
    }
    const missing = errors.mock.calls.filter(([fields]) => (fields as { event?: string }).event === 'content-api-missing-token');
    expect(missing).toHaveLength(1);
    expect(missing[0]![0]).toMatchObject({ tokenKind: 'public' });
    expect(mock.requests).toHaveLength(0);
  });

  it('logs a missing preview token when a draft is asked for', async () => {
    const errors = vi.spyOn(logger, 'error');
    const { client } = setup({ client: { previewToken: '' } });
    await expect(client.getStory('poster/de-de/home', draft)).rejects.toBeInstanceOf(ContentApiError);
    await expect(client.getStory('poster/de-de/home', draft)).rejects.toBeInstanceOf(ContentApiError);
    const missing = errors.mock.calls.filter(([fields]) => (fields as { event?: string }).event === 'content-api-missing-token');
    expect(missing.map(([fields]) => (fields as { tokenKind: string }).tokenKind)).toEqual(['preview']);
  });
});

describe('upstream logging', () => {
  it('logs every request, retries included, with the token redacted', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const infos = vi.spyOn(logger, 'info');
    const { client, mock, publicToken } = setup({ client: {} });
    mock.failWith(429, { times: 1, match: (request) => request.path.startsWith('/cdn/stories/') });
    useFakeClock();
    const story = client.getStory('poster/de-de/home');
    await advance(0);
    await advance(300);
    await story;
    const logged = infos.mock.calls.map(([fields]) => fields as { event?: string; url?: string; status?: number }).filter((fields) => fields.event === 'upstream-request');
    expect(logged).toHaveLength(mock.requests.length);
    expect(logged.map((fields) => fields.status)).toEqual([200, 429, 200]);
    expect(logged.every((fields) => !fields.url!.includes(publicToken))).toBe(true);
  });
});

describe('published answer cache', () => {
  function setupWithClock(options: { client?: Partial<ContentClientOptions>; stories?: MockStory[] } = {}) {
    let time = 1_000_000;
    const context = setup({ ...options, client: { now: () => time, cvRefreshSeconds: 60, ...options.client } });
    return { ...context, advance: (seconds: number) => (time += seconds * 1000) };
  }

  it('asks upstream once for two identical published reads', async () => {
    const { client, mock } = setupWithClock();
    const first = await client.getStory('poster/de-de/home');
    const second = await client.getStory('poster/de-de/home');
    expect(second).toEqual(first);
    expect(mock.countRequests('poster/de-de/home')).toBe(1);
    expect(mock.countRequests('/cdn/spaces/me')).toBe(1);
  });

  it('shares one upstream request between concurrent identical reads', async () => {
    const { client, mock } = setupWithClock();
    await Promise.all([client.getStory('poster/de-de/home'), client.getStory('poster/de-de/home'), client.getStory('poster/de-de/home')]);
    expect(mock.countRequests('poster/de-de/home')).toBe(1);
  });

  it('keys the cache by parameters as well as slug', async () => {
    const { client, mock } = setupWithClock();
    await client.getStories({ startsWith: 'poster/de-de/' });
    await client.getStories({ startsWith: 'poster/en-gb/' });
    await client.getStories({ startsWith: 'poster/de-de/' });
    expect(mock.countRequests('/cdn/stories')).toBe(2);
  });

  it('always asks upstream for drafts', async () => {
    const { client, mock } = setupWithClock();
    await client.getStory('poster/de-de/home', draft);
    await client.getStory('poster/de-de/home', draft);
    expect(mock.countRequests('poster/de-de/home')).toBe(2);
  });

  it('remembers a missing story until the cv changes', async () => {
    const { client, mock, advance } = setupWithClock();
    await expect(client.getStory('poster/de-ch/ueber-uns')).rejects.toMatchObject({ status: 404 });
    await expect(client.getStory('poster/de-ch/ueber-uns')).rejects.toMatchObject({ status: 404 });
    expect(mock.countRequests('poster/de-ch/ueber-uns')).toBe(1);
    mock.setCacheVersion(2000);
    advance(61);
    // The due check runs in the background; the read after it uses the new cv.
    await expect(client.getStory('poster/de-ch/ueber-uns')).rejects.toMatchObject({ status: 404 });
    await settle();
    await expect(client.getStory('poster/de-ch/ueber-uns')).rejects.toMatchObject({ status: 404 });
    expect(mock.countRequests('poster/de-ch/ueber-uns')).toBe(2);
  });

  it('does not cache other failures', async () => {
    const { client, mock } = setupWithClock();
    mock.failWith(500, { match: (request) => request.path.startsWith('/cdn/stories/') });
    await expect(client.getStory('poster/de-de/home')).rejects.toMatchObject({ status: 500 });
    await expect(client.getStory('poster/de-de/home')).resolves.toMatchObject({ uuid: 'uuid-de-home' });
  });

  it('refetches after the cv changed, noticed in the background at most every refresh interval', async () => {
    const stories = structuredClone(contentStories);
    const { client, mock, advance } = setupWithClock({ stories });
    expect((await client.getStory('poster/de-de/home')).content.title).toBe('Startseite');
    await settle();
    stories[0]!.published = homePage('Neue Startseite');
    mock.setCacheVersion(2000);
    advance(59);
    expect((await client.getStory('poster/de-de/home')).content.title).toBe('Startseite');
    await settle();
    expect(mock.countRequests('/cdn/spaces/me')).toBe(1);
    advance(1);
    // The read that finds the check due is answered from the cache at once; the check follows.
    expect((await client.getStory('poster/de-de/home')).content.title).toBe('Startseite');
    await settle();
    expect(mock.countRequests('/cdn/spaces/me')).toBe(2);
    expect((await client.getStory('poster/de-de/home')).content.title).toBe('Neue Startseite');
    expect(mock.countRequests('poster/de-de/home')).toBe(2);
    expect(storyRequests(mock).at(-1)!.query.get('cv')).toBe('2000');
  });

  it('keeps the cache when the cv did not change', async () => {
    const { client, mock, advance } = setupWithClock();
    await client.getStory('poster/de-de/home');
    await settle();
    advance(120);
    await client.getStory('poster/de-de/home');
    await settle();
    await client.getStory('poster/de-de/home');
    expect(mock.countRequests('/cdn/spaces/me')).toBe(2);
    expect(mock.countRequests('poster/de-de/home')).toBe(1);
  });

  it('serves cached answers and logs when the cv cannot be refreshed', async () => {
    const warnings = vi.spyOn(logger, 'warn');
    const { client, mock, advance } = setupWithClock();
    await client.getStory('poster/de-de/home');
    await settle();
    mock.failWith(503, { match: (request) => request.path === '/cdn/spaces/me' });
    advance(61);
    await expect(client.getStory('poster/de-de/home')).resolves.toMatchObject({ uuid: 'uuid-de-home' });
    await settle();
    await expect(client.getStory('poster/de-de/home')).resolves.toMatchObject({ uuid: 'uuid-de-home' });
    expect(mock.countRequests('poster/de-de/home')).toBe(1);
    expect(warnings.mock.calls.some(([fields]) => (fields as { event?: string; status?: number }).event === 'content-api-error' && (fields as { status?: number }).status === 503)).toBe(true);
  });

  it('drops the least recently used answer when full', async () => {
    const { client, mock } = setupWithClock({ client: { cacheEntries: 2 } });
    await client.getStory('poster/de-de/home');
    await client.getStory('poster/en-gb/home');
    await client.getStory('poster/de-de/home');
    await client.getStory('poster/de-ch/home');
    await client.getStory('poster/de-de/home');
    await client.getStory('poster/en-gb/home');
    expect(mock.countRequests('poster/de-de/home')).toBe(1);
    expect(mock.countRequests('poster/en-gb/home')).toBe(2);
  });

  it('drops the least recently used answers when their JSON outgrows the byte bound, whatever the count', async () => {
    const { client, mock } = setupWithClock({ client: { cacheEntries: 500, cacheBytes: 1 } });
    await client.getStory('poster/de-de/home');
    await client.getStory('poster/de-de/home');
    // One story is larger than a byte: nothing is kept, each read asks again.
    expect(mock.countRequests('poster/de-de/home')).toBe(2);
    const { client: roomy, mock: roomyMock } = setupWithClock({ client: { cacheEntries: 500 } });
    await roomy.getStory('poster/de-de/home');
    await roomy.getStory('poster/de-de/home');
    expect(roomyMock.countRequests('poster/de-de/home')).toBe(1);
  });
});

describe('a hanging content API', () => {
  async function warmThenHang() {
    useFakeClock();
    const context = setup({ client: { cvRefreshSeconds: 60, timeoutSeconds: 10 } });
    const warm = client(context).getStory('poster/de-de/home');
    await advance(0);
    await warm;
    context.mock.hang();
    await advance(61_000);
    return context;
  }
  const client = (context: { client: ReturnType<typeof createContentClient> }) => context.client;

  it('keeps serving a cached page at once while the due cv check hangs', async () => {
    const context = await warmThenHang();
    let answered = false;
    const read = context.client.getStory('poster/de-de/home').then(() => (answered = true));
    await settle();
    expect(answered).toBe(true);
    await read;
    expect(context.mock.countRequests('/cdn/spaces/me')).toBe(2);
    // The hanging check gives up after the timeout and is tried again only an interval later.
    await advance(10_000);
    await context.client.getStory('poster/de-de/home');
    await settle();
    expect(context.mock.countRequests('/cdn/spaces/me')).toBe(2);
  });

  it('answers a page not cached yet within one upstream timeout', async () => {
    const context = await warmThenHang();
    let outcome: unknown;
    void context.client.getStory('poster/en-gb/home').then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await advance(9_000);
    expect(outcome).toBeUndefined();
    await advance(1_100);
    expect(outcome).toBeInstanceOf(ContentApiError);
  });
});

describe('known slugs (links API)', () => {
  function setupKnown(options: { stories?: MockStory[]; client?: Partial<ContentClientOptions> } = {}) {
    let time = 1_000_000;
    const context = setup({ ...options, client: { knownSlugs: true, now: () => time, cvRefreshSeconds: 60, ...options.client } });
    return { ...context, advance: (seconds: number) => (time += seconds * 1000) };
  }

  it('answers a slug the links API does not list as not found without asking for the story', async () => {
    const { client, mock } = setupKnown();
    await client.warmUp();
    expect(mock.countRequests('/cdn/links')).toBe(1);
    expect(mock.requests.find((request) => request.path === '/cdn/links')!.query.get('per_page')).toBe('1000');
    await expect(client.getStory('poster/de-de/gibt-es-nicht', { client: '203.0.113.9' })).rejects.toMatchObject({ status: 404 });
    await expect(client.getStory('poster/de-ch/leinwanddruck')).rejects.toMatchObject({ status: 404 });
    expect(mock.countRequests('poster/de-de/gibt-es-nicht')).toBe(0);
    expect(mock.countRequests('poster/de-ch/leinwanddruck')).toBe(0);
    await expect(client.getStory('poster/de-de/leinwanddruck')).resolves.toMatchObject({ uuid: 'uuid-de-canvas' });
  });

  it('starts a known page at once however many random paths arrived before it', async () => {
    useFakeClock();
    const { client, mock } = setup({ client: { knownSlugs: true } });
    const warm = client.warmUp();
    await advance(0);
    await warm;
    const misses = Array.from({ length: 20 }, (_, index) => client.getStory(`poster/de-de/zufall-${index}`, { client: '198.51.100.7' }).catch(() => undefined));
    const page = client.getStory('poster/de-de/leinwanddruck', { client: '192.0.2.1' });
    await advance(0);
    expect(mock.countRequests('poster/de-de/leinwanddruck')).toBe(1);
    await Promise.all([page, ...misses]);
    expect(mock.requests.filter((request) => request.path.includes('zufall'))).toHaveLength(0);
  });

  it('lists the slugs again when the cv changes, so a newly published page is found', async () => {
    const stories = structuredClone(contentStories);
    const sale = stories.find((story) => story.fullSlug === 'poster/de-de/leinwanddruck')!;
    const content = sale.published;
    sale.published = null;
    const { client, mock, advance } = setupKnown({ stories });
    await client.warmUp();
    await expect(client.getStory('poster/de-de/leinwanddruck')).rejects.toMatchObject({ status: 404 });
    sale.published = content;
    mock.setCacheVersion(2000);
    advance(61);
    await client.getStory('poster/de-de/home');
    await settle();
    await expect(client.getStory('poster/de-de/leinwanddruck')).resolves.toMatchObject({ uuid: 'uuid-de-canvas' });
    await settle();
    expect(mock.countRequests('/cdn/links')).toBe(2);
    expect(mock.requests.filter((request) => request.path === '/cdn/links').at(-1)!.query.get('cv')).toBe('2000');
  });

  it('limits the missing stories one client may ask for while the slug set cannot be had', async () => {
    const { client, mock } = setupKnown({ client: { missBudget: { points: 3, windowSeconds: 0 } } });
    mock.failWith(500, { times: 100, match: (request) => request.path === '/cdn/links' });
    await client.warmUp();
    for (let index = 0; index < 3; index++) {
      await expect(client.getStory(`poster/de-de/zufall-${index}`, { client: 'scanner' })).rejects.toMatchObject({ status: 404 });
    }
    await expect(client.getStory('poster/de-de/zufall-3', { client: 'scanner' })).rejects.toMatchObject({ status: 429 });
    expect(mock.countRequests('poster/de-de/zufall-3')).toBe(0);
    // Pages that exist do not use up the budget, and other clients have their own.
    await expect(client.getStory('poster/de-de/leinwanddruck', { client: 'visitor' })).resolves.toMatchObject({ uuid: 'uuid-de-canvas' });
    await expect(client.getStory('poster/de-de/zufall-4', { client: 'visitor' })).rejects.toMatchObject({ status: 404 });
    // Answers already cached cost nothing.
    await expect(client.getStory('poster/de-de/zufall-0', { client: 'scanner' })).rejects.toMatchObject({ status: 404 });
  });

  it('charges a client once for parallel reads of one story: joining a read in flight costs nothing', async () => {
    const { client, mock } = setupKnown({ client: { missBudget: { points: 2, windowSeconds: 0 } } });
    mock.failWith(500, { times: 100, match: (request) => request.path === '/cdn/links' });
    await client.warmUp();
    const reads = await Promise.allSettled(Array.from({ length: 10 }, () => client.getStory('poster/de-de/zufall-x', { client: 'visitor' })));
    expect(reads.every((read) => read.status === 'rejected' && (read.reason as ContentApiError).status === 404)).toBe(true);
    expect(mock.countRequests('poster/de-de/zufall-x')).toBe(1);
    // One token gone, one left.
    await expect(client.getStory('poster/de-de/zufall-y', { client: 'visitor' })).rejects.toMatchObject({ status: 404 });
    await expect(client.getStory('poster/de-de/zufall-z', { client: 'visitor' })).rejects.toMatchObject({ status: 429 });
  });

  it('a client under its budget joining the read of a client over it reads for itself', async () => {
    const { client, mock } = setupKnown({ client: { missBudget: { points: 1, windowSeconds: 0 } } });
    mock.failWith(500, { times: 100, match: (request) => request.path === '/cdn/links' });
    await client.warmUp();
    await expect(client.getStory('poster/de-de/zufall-a', { client: 'scanner' })).rejects.toMatchObject({ status: 404 });
    const [scanner, visitor] = await Promise.allSettled([
      client.getStory('poster/de-de/zufall-b', { client: 'scanner' }),
      client.getStory('poster/de-de/zufall-b', { client: 'visitor' }),
    ]);
    expect(scanner.status === 'rejected' && (scanner.reason as ContentApiError).status).toBe(429);
    expect(visitor.status === 'rejected' && (visitor.reason as ContentApiError).status).toBe(404);
    expect(mock.countRequests('poster/de-de/zufall-b')).toBe(1);
  });

  it('after a new cv, stories of the previous slug set are read without charge while the new set cannot be had', async () => {
    const { client, mock, advance } = setupKnown({ client: { missBudget: { points: 1, windowSeconds: 0 } } });
    await client.warmUp();
    mock.failWith(500, { times: 100, match: (request) => request.path === '/cdn/links' });
    mock.setCacheVersion(2000);
    advance(61);
    await client.getStory('poster/de-de/home');
    await settle();
    // Parallel reads of pages the last version had: each holds no token while it is upstream.
    const reads = Array.from({ length: 5 }, (_, index) => client.getStory('poster/de-de/leinwanddruck', { client: 'visitor', resolveRelations: [`x.y${index}`] }));
    for (const read of reads) await expect(read).resolves.toMatchObject({ uuid: 'uuid-de-canvas' });
    // A slug the previous version did not have is still charged.
    await expect(client.getStory('poster/de-de/zufall-1', { client: 'visitor' })).rejects.toMatchObject({ status: 404 });
    await expect(client.getStory('poster/de-de/zufall-2', { client: 'visitor' })).rejects.toMatchObject({ status: 429 });
  });

  it('lists the slugs of a new cv at once, also right after a failed listing', async () => {
    const { client, mock, advance } = setupKnown();
    mock.failWith(500, { times: 1, match: (request) => request.path === '/cdn/links' });
    await client.warmUp();
    expect(mock.countRequests('/cdn/links')).toBe(1);
    // A story's answer brings the new cv well before the pause after the failure is over.
    mock.setCacheVersion(2000);
    advance(10);
    await client.getStory('poster/de-de/leinwanddruck');
    await client.getStory('poster/de-de/home');
    await settle();
    expect(mock.countRequests('/cdn/links')).toBe(2);
  });
});
