import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { buildApiStory } from './build-api-story.ts';
import { buildLinks, buildRelations, toLinkObject } from './build-references.ts';
import type { ContentStore } from './content-types.ts';
import type { RateLimiter } from './create-rate-limiter.ts';
import { findStories, findStory, paginate } from './find-stories.ts';
import { parseCdnQuery, type CdnQuery } from './parse-cdn-query.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';

export type CdnRouteOptions = {
  getStore: () => ContentStore;
  previewToken: string;
  publicToken: string;
  spaceId: number;
  rateLimiter: RateLimiter;
};

const NOT_FOUND = { error: 'This record could not be found' };
const UNAUTHORIZED = { error: 'Unauthorized' };
const SINGLE_STORY_PREFIX = '/v2/cdn/stories/';
/** Storyblok lists up to 1000 links per page. */
const MAX_LINKS_PER_PAGE = 1000;

function limitRate(rateLimiter: RateLimiter): MiddlewareHandler {
  return async (c, next) => {
    const clientKey = getConnInfo(c).remote.address ?? 'unknown';
    if (!(await rateLimiter.tryAcquire(clientKey))) {
      c.header('Retry-After', '1');
      // storyblok-js-client only retries 429s whose body is JSON.
      return c.json({ error: 'Too Many Requests' }, 429);
    }
    await next();
  };
}

/** The checked query, or the refusal to send. */
type QueryCheck = Result<CdnQuery, Response>;

function checkQuery(c: Context, options: CdnRouteOptions): QueryCheck {
  const parsed = parseCdnQuery(new URL(c.req.url).searchParams);
  if (!parsed.ok) return err(c.json({ error: parsed.error }, 400));
  const { token, version } = parsed.value;
  const isPreview = token === options.previewToken;
  const isPublic = token === options.publicToken;
  if (!isPreview && !isPublic) return err(c.json(UNAUTHORIZED, 401));
  if (version === 'draft' && !isPreview) return err(c.json(UNAUTHORIZED, 401));
  return ok(parsed.value);
}

function setCacheHeaders(c: Context, query: CdnQuery, store: ContentStore) {
  if (query.version === 'draft') {
    c.header('Cache-Control', 'no-store');
  } else if (query.cv === String(store.cv)) {
    // A published answer for the current cv never changes: a reload gives a new cv.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
  }
}

function readSlugFromPath(c: Context): string {
  const rawPath = new URL(c.req.url).pathname.slice(SINGLE_STORY_PREFIX.length);
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** Storyblok Content Delivery API v2 subset, enough for storyblok-js-client 7. */
export function createCdnRoutes(options: CdnRouteOptions): Hono {
  const app = new Hono();
  const middleware = [cors({ origin: '*', exposeHeaders: ['total', 'per-page'] }), limitRate(options.rateLimiter)];
  app.use('/v1/cdn/*', ...middleware);
  app.use('/v2/cdn/*', ...middleware);

  app.get('/v2/cdn/stories', (c) => {
    const checked = checkQuery(c, options);
    if (!checked.ok) return checked.error;
    const query = checked.value;
    const store = options.getStore();
    const matching = findStories(store, {
      version: query.version,
      startsWith: query.starts_with,
      byUuids: query.by_uuids,
      byUuidsOrdered: query.by_uuids_ordered,
    });
    const stories = paginate(matching, query.per_page, query.page).flatMap(
      (story) => buildApiStory(store, story, query.version, options.spaceId) ?? [],
    );
    setCacheHeaders(c, query, store);
    c.header('total', String(matching.length));
    c.header('per-page', String(query.per_page));
    return c.json({
      stories,
      cv: store.cv,
      rels: buildRelations(store, stories, query.version, query.resolve_relations),
      links: buildLinks(store, stories, query.version, query.resolve_links),
    });
  });

  app.get(`${SINGLE_STORY_PREFIX}*`, (c) => {
    const checked = checkQuery(c, options);
    if (!checked.ok) return checked.error;
    const query = checked.value;
    const store = options.getStore();
    const found = findStory(store, { slugOrId: readSlugFromPath(c), findBy: query.find_by });
    const story = found ? buildApiStory(store, found, query.version, options.spaceId) : null;
    if (!story) return c.json(NOT_FOUND, 404);
    setCacheHeaders(c, query, store);
    return c.json({
      story,
      cv: store.cv,
      rels: buildRelations(store, [story], query.version, query.resolve_relations),
      links: buildLinks(store, [story], query.version, query.resolve_links),
    });
  });

  // Links API: every story's slug without its content, so a client can tell which slugs exist.
  app.get('/v2/cdn/links', (c) => {
    const checked = checkQuery(c, options);
    if (!checked.ok) return checked.error;
    const query = checked.value;
    const store = options.getStore();
    const requestedPerPage = Number(new URL(c.req.url).searchParams.get('per_page'));
    const perPage = Number.isInteger(requestedPerPage) && requestedPerPage > 0 ? Math.min(requestedPerPage, MAX_LINKS_PER_PAGE) : MAX_LINKS_PER_PAGE;
    const matching = findStories(store, { version: query.version, startsWith: query.starts_with });
    const links = Object.fromEntries(
      // The links API names stories by their full slug and numbers them within the page.
      paginate(matching, perPage, query.page).map((story, position) => [story.uuid, { ...toLinkObject(story), slug: story.fullSlug, position }]),
    );
    setCacheHeaders(c, query, store);
    c.header('total', String(matching.length));
    c.header('per-page', String(perPage));
    return c.json({ links, cv: store.cv });
  });

  // storyblok-js-client asks `{endpoint}/cdn/spaces/me`, so with a /v2 endpoint the v2 path is used.
  for (const version of ['v1', 'v2']) {
    app.get(`/${version}/cdn/spaces/me`, (c) => {
      const checked = checkQuery(c, options);
      if (!checked.ok) return checked.error;
      const store = options.getStore();
      c.header('Cache-Control', 'no-store');
      return c.json({
        space: { id: options.spaceId, name: 'Embedded print shop content', domain: 'http://localhost/', version: store.cv, language_codes: [] },
      });
    });
  }

  return app;
}
