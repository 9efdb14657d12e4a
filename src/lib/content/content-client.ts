import Storyblok, { type ISbResult, type ISbStoriesParams, type ISbStoryData } from 'storyblok-js-client';
import { logEvent, logEventOnce } from '../log/logger.ts';
import { loggedFetch } from '../log/upstream-fetch.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';
import { ContentApiError, isSuccessStatus, toContentApiError } from './content-api-error.ts';
import { createLruCache } from './lru-cache.ts';
import { createRateLimiter, type RateLimitDecision, type RateLimitStore } from '../security/rate-limit.ts';
import type { ContentPreview } from '../../../domain/content/model.ts';

/**
 * The one way the shop talks to the content API (Storyblok CDN v2). It wraps storyblok-js-client
 * so that the content-client rules (docs/shop-rules.md, Content API client) hold, and adds the published-answer cache of
 * docs/decisions/0004-content-cache.md.
 */

/** Storyblok allows fewer requests per second when an OAuth token is configured. */
const DEFAULT_RATE_LIMIT = 5;
const OAUTH_RATE_LIMIT = 3;
const MAX_429_RETRIES = 10;
const RETRY_DELAY_MS = 300;
const UUID_CHUNK_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 25;
const RESOLVE_LEVEL = 2;
/** Storyblok's largest links page; one request lists 1000 stories. */
const LINKS_PAGE_SIZE = 1000;
/** Beyond this many links pages the slug set is not kept, and every slug is asked for. */
const MAX_LINKS_PAGES = 25;
/** Stories asked for that did not exist, per client address: 20 a minute (one every 3 s on average). */
const MISS_BUDGET: MissBudget = { points: 20, windowSeconds: 60 };

class MissBudgetRefusal extends ContentApiError {
  constructor() {
    super('too many missing stories asked for by this client', 429);
  }
}

/** Points per window; a window of 0 never refills (tests). */
export type MissBudget = { points: number; windowSeconds: number };

export type ContentClientOptions = {
  /** Content Delivery API base, ending in `/v2`. */
  apiUrl: string;
  publicToken: string;
  previewToken: string;
  /** Only selects the lower rate limit; it is a management credential and never sent to the CDN. */
  oauthToken?: string | undefined;
  /** How long a known cache version (cv) is trusted before `cdn/spaces/me` is asked again. */
  cvRefreshSeconds?: number;
  /** Published answers kept in memory (least recently used are dropped). */
  cacheEntries?: number;
  /** Bound of the cache by the JSON size of its answers (CONTENT_CACHE_BYTES). */
  cacheBytes?: number;
  timeoutSeconds?: number;
  /**
   * Ask the links API which published slugs exist (refreshed with the cv), and answer any other
   * slug as not found without asking for the story. Default true.
   */
  knownSlugs?: boolean;
  /** Missing stories a client may ask for while the slug set is unknown; default MISS_BUDGET. */
  missBudget?: MissBudget;
  /** Where the miss budget counts (Redis shares it between shop processes); default memory. */
  rateLimitStore?: RateLimitStore;
  /** Requests per second; default Storyblok's (5, or 3 with an OAuth token). Unit tests raise it. */
  rateLimit?: number;
  now?: () => number;
  /**
   * `resolve_links` on every story read (the space links stories to stories); absent sends none.
   * The client then puts the linked story into each story link.
   */
  resolveLinks?: 'url' | 'story' | 'link' | undefined;
  /**
   * Field-level languages the space translates into (Storyblok `language`). A read names its
   * language only when it is one of these; a space with a folder per language (the embedded one) has none.
   */
  languages?: readonly string[];
};

export type StoryRequest = {
  /** Draft mode; absent or null reads the published version. */
  preview?: ContentPreview | null;
  /** Storyblok `resolve_relations` (`component.field`), resolved two levels deep. */
  resolveRelations?: readonly string[];
  /**
   * Who asks (the visitor's address). Stories that turn out missing count against this client's
   * budget, so one client's random paths cannot use up the requests real pages need.
   */
  client?: string | undefined;
  /** The visitor's language (`de`); sent as `language` only where the space translates fields into it. */
  language?: string | undefined;
};

export type StoriesQuery = StoryRequest & {
  startsWith?: string;
  perPage?: number;
  page?: number;
};

export type ApiStory = ISbStoryData;

export type ContentClient = {
  /** Rejects with a ContentApiError; status 404 means the story does not exist in that version. */
  getStory(slug: string, request?: StoryRequest): Promise<ApiStory>;
  getStories(query?: StoriesQuery): Promise<{ stories: ApiStory[]; total: number }>;
  /** Asks in chunks of 50 uuids; answers in the order asked, skipping unknown uuids. */
  getStoriesByUuids(uuids: readonly string[], request?: Pick<StoryRequest, 'preview'>): Promise<ApiStory[]>;
  /** The cv the next published read will use (undefined before the first answer). */
  getCacheVersion(): number | undefined;
  /**
   * The cv for a reader that may not read anything else: the page store, whose hits never reach
   * the content cache. Starts the background check when it is due, so a publication still shows
   * within one refresh interval while every page is served from the store.
   */
  checkCacheVersion(): number | undefined;
  /**
   * Starts loading the cv and the published slug set in the background, e.g. at start-up. The
   * promise (which never rejects) tells when both are done, for tests; callers need not wait.
   */
  warmUp(): Promise<void>;
  readonly rateLimit: number;
};

/** A published answer, or the 404 that stays true until the cv changes. */
type CacheEntry = Result<ISbResult, ContentApiError>;

const STORY_PATH_PREFIX = 'cdn/stories/';

/**
 * JSON text of the cached answers. A crawl of two hosts kept ~50 MiB of V8 heap in 500 entries;
 * parsed objects take a few times their JSON, so this holds a host's pages and the shared stories.
 */
export const CONTENT_CACHE_BYTES = 12 * 1024 * 1024;

/** An answer's JSON length (counted once, when it is stored); a refusal is small. */
function sizeOfEntry(entry: CacheEntry): number {
  return entry.ok ? JSON.stringify(entry.value.data ?? null).length : 256;
}

const SLUG_SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u;

/**
 * Slugs end up in the URL path; `..` or `?` would let a visitor's path reach other endpoints
 * with our token. An unusable slug cannot name a story, so it is answered like a missing one.
 */
function encodeSlug(slug: string): string {
  const segments = slug.split('/');
  if (segments.some((segment) => !SLUG_SEGMENT.test(segment))) {
    throw new ContentApiError(`invalid story slug: ${JSON.stringify(slug)}`, 404);
  }
  return segments.map(encodeURIComponent).join('/');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function copyHeadersWithoutBodyFraming(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('content-length');
  copy.delete('content-encoding');
  return copy;
}

/**
 * The client's fetch layer treats 200-206 as success, but its `get` then accepts only 200, and it
 * parses every error body as JSON (losing the status of an HTML 502 page and never retrying a
 * plain-text 429). Rewriting those answers here keeps the client rules true: 200-206 succeed, every other
 * status rejects with its status. loggedFetch has already logged the real status.
 */
async function normalizeUpstreamResponse(response: Response): Promise<Response> {
  const { status } = response;
  if (status === 200) return response;
  const headers = copyHeadersWithoutBodyFraming(response.headers);
  if (isSuccessStatus(status)) {
    const text = status === 204 || status === 205 ? '' : await response.text();
    return new Response(text === '' ? '{}' : text, { status: 200, statusText: 'OK', headers });
  }
  const text = await response.text();
  const body = isJson(text) ? text : JSON.stringify({ error: text.trim().slice(0, 200) || response.statusText || `HTTP ${status}` });
  try {
    return new Response(body, { status, statusText: response.statusText, headers });
  } catch {
    // Statuses that may not carry a body (304): keep them failing with their status.
    return new Response(JSON.stringify({ error: `HTTP ${status}` }), { status: 502, statusText: `upstream ${status}`, headers });
  }
}

async function fetchThroughLogger(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  return normalizeUpstreamResponse(await loggedFetch(input, init));
}

function buildCacheKey(cv: number | undefined, path: string, params: ISbStoriesParams): string {
  const sorted = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([cv ?? null, path, sorted]);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const cvRefreshMs = (options.cvRefreshSeconds ?? 60) * 1000;
  const rateLimit = options.rateLimit ?? (options.oauthToken ? OAUTH_RATE_LIMIT : DEFAULT_RATE_LIMIT);
  // One client per token: the client resolves relations and links with its own token, so a draft
  // read must come from a client built with the preview token. Each applies the rate limit.
  const createStoryblok = (accessToken: string, version: 'published' | 'draft') =>
    new Storyblok({
      endpoint: apiUrl,
      accessToken,
      version,
      fetch: fetchThroughLogger,
      rateLimit,
      maxRetries: MAX_429_RETRIES,
      retriesDelay: RETRY_DELAY_MS,
      timeout: options.timeoutSeconds ?? 10,
      // The client's own cache is off: this module caches, including 404s, keyed by cv.
      cache: { type: 'none', clear: 'manual', cv: 'auto' },
    });
  const published = createStoryblok(options.publicToken, 'published');
  const drafts = createStoryblok(options.previewToken, 'draft');

  // Stories come in any size: bounded by their JSON too (decision 0014, "Memory that stays flat").
  const cache = createLruCache<CacheEntry>({ maxEntries: options.cacheEntries ?? 500, maxSize: options.cacheBytes ?? CONTENT_CACHE_BYTES, sizeOf: sizeOfEntry });
  const inflight = new Map<string, Promise<CacheEntry>>();
  let lastSeenCv: number | undefined;
  let cvCheckedAt: number | undefined;
  let cvRefresh: Promise<void> | undefined;
  const useKnownSlugs = options.knownSlugs ?? true;
  let knownSlugs: { cv: number; slugs: ReadonlySet<string> } | undefined;
  /** The last slug set, kept while the set of a newer cv loads: those stories were there a moment ago. */
  let previousSlugs: ReadonlySet<string> | undefined;
  let knownSlugsLoading: Promise<void> | undefined;
  let knownSlugsFailedAt: number | undefined;
  const missLimiter = createRateLimiter({ name: 'content-miss', ...(options.missBudget ?? MISS_BUDGET) }, options.rateLimitStore);

  function requireToken(token: string, kind: 'public' | 'preview'): string {
    if (token) return token;
    logEventOnce('error', 'content-api-missing-token', `${apiUrl}#${kind}`, { tokenKind: kind, apiUrl });
    throw new ContentApiError(`content API ${kind} token missing`);
  }

  async function call(storyblok: Storyblok, path: string, params: ISbStoriesParams): Promise<ISbResult> {
    try {
      return await storyblok.get(path, params);
    } catch (error) {
      throw toContentApiError(error);
    }
  }

  /** A new cv makes every cached answer unreachable; dropping them frees the slots at once. */
  function noteCacheVersion(cv: number | undefined) {
    if (cv === undefined) return;
    if (lastSeenCv !== undefined && cv < lastSeenCv) {
      // A slow answer from before a publication: keep the newer cv the client already moved to.
      published.setCacheVersion(lastSeenCv);
      return;
    }
    if (lastSeenCv !== undefined && cv !== lastSeenCv) {
      cache.clear();
      // A new version (a publication, a restarted content API) is listed at once, not after the
      // pause that follows a failed listing: until then every unknown read is budgeted.
      knownSlugsFailedAt = undefined;
    }
    lastSeenCv = cv;
  }

  /**
   * Checks the cv in the background when the interval is due. Readers never wait for it: while
   * the content API hangs, the known cv keeps serving cached pages, and the check that would have
   * held every request for the full timeout only delays noticing a publication.
   */
  function refreshCacheVersionInBackground(): void {
    if (cvRefresh || (cvCheckedAt !== undefined && now() - cvCheckedAt < cvRefreshMs)) return;
    cvRefresh = (async () => {
      try {
        const result = await call(published, 'cdn/spaces/me', {});
        const version: unknown = result.data?.space?.version;
        if (typeof version === 'number') {
          published.setCacheVersion(version);
          noteCacheVersion(version);
        }
      } catch (error) {
        // Serving the last known cv beats failing pages; the next check comes after the interval.
        const apiError = toContentApiError(error);
        logEvent('warn', 'content-api-error', { operation: 'spaces/me', status: apiError.status, message: apiError.message });
      } finally {
        cvCheckedAt = now();
        cvRefresh = undefined;
      }
    })();
  }

  /** The published slugs of the current cv, or undefined while they are not known for it. */
  function currentKnownSlugs(): ReadonlySet<string> | undefined {
    const cv = published.cacheVersion() || undefined;
    return knownSlugs && cv !== undefined && knownSlugs.cv === cv ? knownSlugs.slugs : undefined;
  }

  async function loadKnownSlugs(): Promise<void> {
    const slugs = new Set<string>();
    let answeredCv: number | undefined;
    for (let page = 1; ; page++) {
      if (page > MAX_LINKS_PAGES) throw new ContentApiError(`more than ${MAX_LINKS_PAGES * LINKS_PAGE_SIZE} links: the slug set is not kept`);
      const result = await call(published, 'cdn/links', { version: 'published', paginated: 1, per_page: LINKS_PAGE_SIZE, page } as ISbStoriesParams);
      const links: unknown = result.data?.links;
      const entries = (Array.isArray(links) ? links : links && typeof links === 'object' ? Object.values(links) : []) as {
        slug?: unknown;
        is_folder?: unknown;
        published?: unknown;
      }[];
      for (const link of entries) {
        if (typeof link?.slug !== 'string' || link.is_folder === true || link.published === false) continue;
        slugs.add(link.slug.replace(/^\/+|\/+$/g, ''));
      }
      if (typeof result.data?.cv === 'number') answeredCv = result.data.cv as number;
      const total = Number(result.total);
      if (entries.length < LINKS_PAGE_SIZE || !Number.isFinite(total) || page * LINKS_PAGE_SIZE >= total) break;
    }
    noteCacheVersion(answeredCv);
    // The set is only trusted under the cv it was listed for; a newer cv waits for the next listing.
    const cv = answeredCv ?? (published.cacheVersion() || undefined);
    if (cv !== undefined) {
      knownSlugs = { cv, slugs };
      previousSlugs = slugs;
    }
  }

  /** Lists the published slugs in the background when the cv has none (yet), at most once per interval after a failure. */
  function refreshKnownSlugsInBackground(): void {
    if (!useKnownSlugs || knownSlugsLoading || currentKnownSlugs()) return;
    if (knownSlugsFailedAt !== undefined && now() - knownSlugsFailedAt < cvRefreshMs) return;
    knownSlugsLoading = loadKnownSlugs()
      .then(() => {
        knownSlugsFailedAt = undefined;
      })
      .catch((error: unknown) => {
        knownSlugsFailedAt = now();
        const apiError = toContentApiError(error);
        logEvent('warn', 'content-api-error', { operation: 'links', status: apiError.status, message: apiError.message });
      })
      .finally(() => {
        knownSlugsLoading = undefined;
      });
  }

  async function fetchPublished(path: string, params: ISbStoriesParams, cv: number | undefined, key: string): Promise<CacheEntry> {
    try {
      const result = await call(published, path, { ...params, version: 'published', ...(cv !== undefined ? { cv } : {}) });
      const answeredCv = typeof result.data?.cv === 'number' ? (result.data.cv as number) : cv;
      noteCacheVersion(answeredCv);
      const entry: CacheEntry = ok(result);
      cache.set(buildCacheKey(answeredCv, path, params), entry);
      return entry;
    } catch (error) {
      const apiError = toContentApiError(error);
      if (apiError.status !== 404) throw apiError;
      // Fallback chains ask for missing stories on every view; a 404 stays true until the cv changes.
      const entry: CacheEntry = err(apiError);
      cache.set(key, entry);
      // Asked before any cv was known (a cold start): the answer is the latest content, which is
      // what the cv learnt meanwhile names, so later reads under that cv find it too.
      if (cv === undefined && lastSeenCv !== undefined) cache.set(buildCacheKey(lastSeenCv, path, params), entry);
      return entry;
    }
  }

  async function chargeThenFetch(charge: Promise<RateLimitDecision>, ...read: Parameters<typeof fetchPublished>): Promise<CacheEntry> {
    if (!(await charge).allowed) throw new MissBudgetRefusal();
    return fetchPublished(...read);
  }

  async function readPublished(path: string, params: ISbStoriesParams, client?: string): Promise<ISbResult> {
    requireToken(options.publicToken, 'public');
    refreshCacheVersionInBackground();
    refreshKnownSlugsInBackground();
    const cv = published.cacheVersion() || undefined;
    const key = buildCacheKey(cv, path, params);
    let entry = cache.get(key);
    if (!entry) {
      const slug = path.startsWith(STORY_PATH_PREFIX) ? decodeURIComponent(path.slice(STORY_PATH_PREFIX.length)) : undefined;
      const known = slug !== undefined ? currentKnownSlugs() : undefined;
      if (known && !known.has(slug!)) throw new ContentApiError(`story not published: ${slug}`, 404);
      let pending = inflight.get(key);
      // Without the slug set a story may or may not exist; a client that keeps asking for missing
      // ones waits. Only a read that goes upstream is charged (joining one in flight costs
      // nothing), and not one of a story the previous version had (after a publication or a
      // restart, the pages a visitor reads existed a moment ago).
      const budgeted = !pending && slug !== undefined && !known && client !== undefined && !previousSlugs?.has(slug);
      // A read that may miss takes its point up front, counted when consume() is called, before
      // the read is in flight for others to join (parallel reads cannot overdraw the budget); the
      // point comes back when the story exists.
      if (!pending) {
        const charge = budgeted ? missLimiter.consume(client) : undefined;
        pending = (charge ? chargeThenFetch(charge, path, params, cv, key) : fetchPublished(path, params, cv, key)).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      try {
        entry = await pending;
      } catch (error) {
        // Joined a read whose own client was over its budget: this one reads for itself.
        if (error instanceof MissBudgetRefusal && !budgeted) return readPublished(path, params, client);
        if (budgeted) await missLimiter.refund(client);
        throw error;
      }
      if (budgeted && entry.ok) await missLimiter.refund(client);
    }
    if (!entry.ok) throw entry.error;
    return entry.value;
  }

  function readDraft(path: string, params: ISbStoriesParams, preview: ContentPreview): Promise<ISbResult> {
    requireToken(options.previewToken, 'preview');
    return call(drafts, path, { ...params, version: 'draft', ...(preview.release ? { from_release: preview.release } : {}) });
  }

  function read(path: string, params: ISbStoriesParams, preview: ContentPreview | null | undefined, client?: string): Promise<ISbResult> {
    return preview ? readDraft(path, params, preview) : readPublished(path, params, client);
  }

  const languages = new Set(options.languages ?? []);

  /** Relations, links and language: what a story read asks besides the story. */
  function relationParams(request: StoryRequest): ISbStoriesParams {
    const relations = request.resolveRelations ?? [];
    return {
      ...(relations.length > 0 ? { resolve_relations: relations.join(','), resolve_level: RESOLVE_LEVEL } : {}),
      ...(options.resolveLinks ? { resolve_links: options.resolveLinks } : {}),
      ...(request.language !== undefined && languages.has(request.language) ? { language: request.language } : {}),
    };
  }

  async function getStories(query: StoriesQuery = {}): Promise<{ stories: ApiStory[]; total: number }> {
    const params: ISbStoriesParams = {
      per_page: query.perPage ?? DEFAULT_PAGE_SIZE,
      page: query.page ?? 1,
      ...(query.startsWith ? { starts_with: query.startsWith } : {}),
      ...relationParams(query),
    };
    const result = await read('cdn/stories', params, query.preview);
    const stories: ApiStory[] = result.data?.stories ?? [];
    return { stories, total: Number.isFinite(result.total) ? result.total : stories.length };
  }

  return {
    rateLimit,

    async getStory(slug, request = {}) {
      const path = `${STORY_PATH_PREFIX}${encodeSlug(slug)}`;
      const result = await read(path, relationParams(request), request.preview, request.client);
      const story: unknown = result.data?.story;
      if (!story || typeof story !== 'object') throw new ContentApiError('content API answer has no story', undefined, result.data);
      return story as ApiStory;
    },

    getStories,

    async getStoriesByUuids(uuids, request = {}) {
      const unique = [...new Set(uuids)];
      const answers = await Promise.all(
        chunk(unique, UUID_CHUNK_SIZE).map((part) =>
          read('cdn/stories', { by_uuids: part.join(','), per_page: UUID_CHUNK_SIZE, page: 1 }, request.preview),
        ),
      );
      const byUuid = new Map<string, ApiStory>();
      for (const answer of answers) for (const story of (answer.data?.stories ?? []) as ApiStory[]) byUuid.set(story.uuid, story);
      return uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
    },

    getCacheVersion() {
      return published.cacheVersion() || undefined;
    },

    checkCacheVersion() {
      if (options.publicToken) refreshCacheVersionInBackground();
      return published.cacheVersion() || undefined;
    },

    async warmUp() {
      if (!options.publicToken) return;
      refreshCacheVersionInBackground();
      await cvRefresh;
      refreshKnownSlugsInBackground();
      await knownSlugsLoading;
    },
  };
}
