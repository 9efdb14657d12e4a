import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * msw handlers that answer like Storyblok's Content Delivery API v2, built from an in-memory story
 * list, with knobs for fault injection. Usage:
 *
 *   const contentApi = createContentApiMock({ baseUrl: 'https://content.test/v2', stories });
 *   const server = setupServer(...contentApi.handlers);
 *   contentApi.failWith(500, { times: 1 });   // next request answers 500
 *   contentApi.rateLimit(3);                  // next 3 requests answer 429
 *   contentApi.setLatency(50);                // every answer waits 50 ms (msw `delay`)
 *   contentApi.hang();                        // no request gets an answer any more
 *   contentApi.requests                       // what the shop asked, in order
 */

export type MockStoryContent = { component: string; [field: string]: unknown };

export type MockStory = {
  uuid: string;
  fullSlug: string;
  name?: string;
  /** null: the story exists only as a draft. */
  published: MockStoryContent | null;
  /** Absent: the draft equals the published version. */
  draft?: MockStoryContent;
  /** Content as of a release, by release id (`from_release`). */
  releases?: Record<string, MockStoryContent>;
  publishedAt?: string;
};

export type ContentApiMockOptions = {
  /** The content API base the client is pointed at, ending in `/v2`. */
  baseUrl: string;
  stories: readonly MockStory[];
  publicToken?: string;
  previewToken?: string;
  cv?: number;
  spaceId?: number;
};

export type RecordedRequest = {
  /** Path below the base URL, e.g. `/cdn/stories/poster/de-de/home`. */
  path: string;
  query: URLSearchParams;
};

export type FaultOptions = {
  /** How many matching requests fail; default 1. */
  times?: number;
  /** Only requests for which this answers true fail. */
  match?: (request: RecordedRequest) => boolean;
  body?: unknown;
};

export type ContentApiMock = {
  handlers: HttpHandler[];
  requests: RecordedRequest[];
  /** Requests for one story slug or to one path (`/cdn/spaces/me`, `/cdn/stories`). */
  countRequests(pathOrSlug: string): number;
  setCacheVersion(cv: number): void;
  failWith(status: number, options?: FaultOptions): void;
  /** Matching requests get no answer at all, as from an API that hangs; `times` defaults to every request. */
  hang(options?: FaultOptions): void;
  rateLimit(times: number): void;
  setLatency(ms: number): void;
  /** Forget requests, faults and latency; keeps stories and cv. */
  reset(): void;
};

/** `hang`: the request never gets an answer (until the client gives up). */
type Fault = Required<Pick<FaultOptions, 'times'>> & FaultOptions & { status: number | 'hang' };
type Version = 'draft' | 'published';

const NOT_FOUND = { error: 'This record could not be found' };
const UNAUTHORIZED = { error: 'Unauthorized' };
const MAX_INLINE_RELATIONS = 50;

function contentOf(story: MockStory, version: Version, release: string | null): MockStoryContent | null {
  if (version === 'published') return story.published;
  return (release ? story.releases?.[release] : undefined) ?? story.draft ?? story.published;
}

function channelOf(fullSlug: string): string {
  return fullSlug.split('/')[0] ?? '';
}

/** Uuids held by fields named in `resolve_relations` (`component.field`), anywhere in the content. */
function collectRelationUuids(content: unknown, relations: readonly string[], found: Set<string>) {
  if (Array.isArray(content)) {
    for (const item of content) collectRelationUuids(item, relations, found);
    return;
  }
  if (!content || typeof content !== 'object') return;
  const node = content as Record<string, unknown>;
  for (const [field, value] of Object.entries(node)) {
    if (typeof node.component === 'string' && relations.includes(`${node.component}.${field}`)) {
      for (const uuid of Array.isArray(value) ? value : [value]) if (typeof uuid === 'string') found.add(uuid);
    } else {
      collectRelationUuids(value, relations, found);
    }
  }
}

export function createContentApiMock(options: ContentApiMockOptions): ContentApiMock {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const publicToken = options.publicToken ?? 'public-token';
  const previewToken = options.previewToken ?? 'preview-token';
  const stories = [...options.stories];
  let cv = options.cv ?? 1_700_000_000;
  let latencyMs = 0;
  let faults: Fault[] = [];
  const requests: RecordedRequest[] = [];

  function toApiStory(story: MockStory, content: MockStoryContent, version: Version, release: string | null) {
    const group = content.translationGroup;
    const alternates =
      typeof group === 'string' && group !== ''
        ? stories
            .filter((other) => other !== story && channelOf(other.fullSlug) === channelOf(story.fullSlug))
            .filter((other) => contentOf(other, version, release)?.translationGroup === group)
            .map((other, index) => ({
              id: index + 1,
              name: other.name ?? other.fullSlug,
              slug: other.fullSlug.split('/').at(-1) ?? '',
              full_slug: other.fullSlug,
              is_folder: false,
              parent_id: 0,
            }))
        : [];
    return {
      id: stories.indexOf(story) + 1,
      uuid: story.uuid,
      name: story.name ?? story.fullSlug,
      slug: story.fullSlug.split('/').at(-1) ?? '',
      full_slug: story.fullSlug,
      content,
      alternates,
      // Storyblok gives a story and its translations one group_id.
      group_id: typeof group === 'string' && group !== '' ? `${channelOf(story.fullSlug)}:${group}` : story.uuid,
      published_at: story.published ? (story.publishedAt ?? '2024-01-01T00:00:00.000Z') : null,
      created_at: '2024-01-01T00:00:00.000Z',
      lang: 'default',
      tag_list: [],
    };
  }

  type Query = { version: Version; release: string | null; relations: string[] };

  function readQuery(url: URL): { ok: true; query: Query } | { ok: false; response: Response } {
    const token = url.searchParams.get('token');
    const version: Version = url.searchParams.get('version') === 'draft' ? 'draft' : 'published';
    if (token !== publicToken && token !== previewToken) return { ok: false, response: HttpResponse.json(UNAUTHORIZED, { status: 401 }) };
    if (version === 'draft' && token !== previewToken) return { ok: false, response: HttpResponse.json(UNAUTHORIZED, { status: 401 }) };
    const relations = (url.searchParams.get('resolve_relations') ?? '').split(',').filter(Boolean);
    return { ok: true, query: { version, release: url.searchParams.get('from_release'), relations } };
  }

  function relationFields(apiStories: { content: unknown }[], query: Query) {
    if (query.relations.length === 0) return { rels: [] };
    const uuids = new Set<string>();
    for (const story of apiStories) collectRelationUuids(story.content, query.relations, uuids);
    // Storyblok answers only uuids when there are many relations; the client then fetches them.
    if (uuids.size > MAX_INLINE_RELATIONS) return { rels: [], rel_uuids: [...uuids] };
    const rels = stories
      .filter((story) => uuids.has(story.uuid))
      .flatMap((story) => {
        const content = contentOf(story, query.version, query.release);
        return content ? [toApiStory(story, content, query.version, query.release)] : [];
      });
    return { rels };
  }

  async function intercept(request: Request): Promise<{ url: URL; recorded: RecordedRequest; fault?: Response }> {
    const url = new URL(request.url);
    const recorded = { path: url.pathname.slice(new URL(baseUrl).pathname.length), query: url.searchParams };
    requests.push(recorded);
    if (latencyMs > 0) await delay(latencyMs);
    const fault = faults.find((candidate) => candidate.times > 0 && (candidate.match?.(recorded) ?? true));
    if (!fault) return { url, recorded };
    fault.times -= 1;
    const { status } = fault;
    if (status === 'hang') await delay('infinite');
    return { url, recorded, fault: HttpResponse.json(fault.body ?? { error: `injected ${status}` }, { status: status === 'hang' ? 504 : status }) };
  }

  const handlers: HttpHandler[] = [
    http.get(`${baseUrl}/cdn/spaces/me`, async ({ request }) => {
      const { url, fault } = await intercept(request);
      if (fault) return fault;
      const checked = readQuery(url);
      if (!checked.ok) return checked.response;
      return HttpResponse.json({ space: { id: options.spaceId ?? 100001, name: 'mock space', domain: 'http://localhost/', version: cv, language_codes: [] } });
    }),

    http.get(`${baseUrl}/cdn/links`, async ({ request }) => {
      const { url, fault } = await intercept(request);
      if (fault) return fault;
      const checked = readQuery(url);
      if (!checked.ok) return checked.response;
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 25) || 25, 1000);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const matching = stories.filter((story) => contentOf(story, checked.query.version, null) !== null);
      const links = Object.fromEntries(
        matching.slice((page - 1) * perPage, page * perPage).map((story) => [
          story.uuid,
          { id: stories.indexOf(story) + 1, uuid: story.uuid, slug: story.fullSlug, name: story.name ?? story.fullSlug, published: story.published !== null, is_folder: false, is_startpage: false, parent_id: 0, position: 0 },
        ]),
      );
      return HttpResponse.json({ links, cv }, { headers: { total: String(matching.length), 'per-page': String(perPage) } });
    }),

    http.get(`${baseUrl}/cdn/stories`, async ({ request }) => {
      const { url, fault } = await intercept(request);
      if (fault) return fault;
      const checked = readQuery(url);
      if (!checked.ok) return checked.response;
      const { query } = checked;
      const startsWith = url.searchParams.get('starts_with')?.replace(/^\/+/, '');
      const byUuids = url.searchParams.get('by_uuids')?.split(',').filter(Boolean);
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 25) || 25, 100);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const matching = stories.flatMap((story) => {
        if (startsWith && !story.fullSlug.startsWith(startsWith)) return [];
        if (byUuids && !byUuids.includes(story.uuid)) return [];
        const content = contentOf(story, query.version, query.release);
        return content ? [toApiStory(story, content, query.version, query.release)] : [];
      });
      const pageStories = matching.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json(
        { stories: pageStories, cv, links: [], ...relationFields(pageStories, query) },
        { headers: { total: String(matching.length), 'per-page': String(perPage) } },
      );
    }),

    http.get(`${baseUrl}/cdn/stories/*`, async ({ request }) => {
      const { url, fault } = await intercept(request);
      if (fault) return fault;
      const checked = readQuery(url);
      if (!checked.ok) return checked.response;
      const { query } = checked;
      const slug = decodeURIComponent(url.pathname.slice(new URL(`${baseUrl}/cdn/stories/`).pathname.length));
      const story = stories.find((candidate) => candidate.fullSlug === slug);
      const content = story ? contentOf(story, query.version, query.release) : null;
      if (!story || !content) return HttpResponse.json(NOT_FOUND, { status: 404 });
      const apiStory = toApiStory(story, content, query.version, query.release);
      return HttpResponse.json({ story: apiStory, cv, links: [], ...relationFields([apiStory], query) });
    }),
  ];

  return {
    handlers,
    requests,
    countRequests(pathOrSlug) {
      return requests.filter((request) => request.path === pathOrSlug || request.path === `/cdn/stories/${pathOrSlug}`).length;
    },
    setCacheVersion(next) {
      cv = next;
    },
    failWith(status, fault = {}) {
      faults.push({ ...fault, status, times: fault.times ?? 1 });
    },
    hang(fault = {}) {
      faults.push({ ...fault, status: 'hang', times: fault.times ?? Number.POSITIVE_INFINITY });
    },
    rateLimit(times) {
      faults.push({ status: 429, times, body: { error: 'Too Many Requests' } });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    reset() {
      requests.length = 0;
      faults = [];
      latencyMs = 0;
    },
  };
}
