import { fillStoryPrices, storyHasPricePlaceholder, type PricesFrom } from '../catalog/fill-price-placeholders.ts';
import type { Channel } from '../../../domain/locale/channels.ts';
import { getFallbackChain, getLanguage, toContentFolder, type LocaleCode } from '../../../domain/locale/locales.ts';
import { toSwissSpelling, writesSwissGerman } from '../../../domain/locale/swiss-spelling.ts';
import { logEvent, logEventOnce } from '../log/logger.ts';
import { err, ok, type Result } from '../../../domain/result/result.ts';
import { tryGetRequestContext } from '../request/request-context.ts';
import { isNotFound, toContentApiError } from './content-api-error.ts';
import { getServices } from '../services/services.ts';
import { getPricesFrom } from '../shop-api/prices-from.ts';
import { getInitialData } from '../shop-api/initial-data.ts';
import { getReviews } from '../shop-api/reviews.ts';
import { fillStoryFacts, storyFactKinds, type FactKey, type ShopFacts } from './fill-shop-facts.ts';
import { mapStoryStrings } from './map-story-strings.ts';
import type { ContentClient } from './content-client.ts';
import { globalStoryMappers, mapPageStory, type GlobalContent, type GlobalStoryKind, type MapResult } from './map-story.ts';
import type { ContentPreview, PageContent, Story } from '../../../domain/content/model.ts';

/**
 * The story loading API of the pages: one story per call, looked up along the locale fallback
 * chain (`poster/de-ch/home` missing -> `poster/de-de/home`). Never throws: pages get a result
 * they can turn into a 404 or an error page.
 */

/** A story and the locale folder it was found in (the requested one or a fallback). */
export type LoadedStory<C> = { story: Story<C>; locale: LocaleCode };

/** Pages turn `not-found` into a 404 and `upstream-error` into an error page. */
export type StoryLoadError = { kind: 'not-found'; status: 404 } | { kind: 'upstream-error'; status?: number };

export type StoryLoadResult<C> = Result<LoadedStory<C>, StoryLoadError>;

export type PageStoryRequest = {
  channel: Channel;
  locale: LocaleCode;
  /** Page path without language prefix; `''` and `/` mean the home page. */
  path: string;
  preview: ContentPreview | null;
};

export type GlobalStoryRequest<K extends GlobalStoryKind> = {
  channel: Channel;
  locale: LocaleCode;
  kind: K;
  preview: ContentPreview | null;
};

/** A published page of the sitemap: its path (without language prefix) and last change. */
export type ListedPage = { path: string; updatedAt: string | null };

/** Stories that are part of the site's furniture, not pages a search engine should list. */
const UNLISTED_PATHS = /^(global\/|error$|newsletter-confirm$)/;

export type StoryLoader = {
  /** Published, indexable pages of a locale, its own folder winning over fallback folders. */
  listPublishedPages(channel: Channel, locale: LocaleCode): Promise<ListedPage[]>;
  getPageStory(request: PageStoryRequest): Promise<StoryLoadResult<PageContent>>;
  getGlobalStory<K extends GlobalStoryKind>(request: GlobalStoryRequest<K>): Promise<StoryLoadResult<GlobalContent[K]>>;
  /** The published cache version (cv), checked in the background when due; see ContentClient.checkCacheVersion. */
  getCacheVersion(): number | undefined;
};

/** docs/content-model.md: the home page's path is `home`. */
export function toContentPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed;
}

function buildStorySlug(channel: Channel, locale: LocaleCode, contentPath: string): string {
  return `${channel}/${toContentFolder(locale)}/${contentPath}`;
}

type LoadRequest<C> = {
  channel: Channel;
  locale: LocaleCode;
  contentPath: string;
  preview: ContentPreview | null;
  map: (raw: unknown) => MapResult<C>;
  /** Global stories are asked on every page: their absence is logged once, not per view. */
  logMissingOnce: boolean;
  /**
   * Whose budget for missing stories a read is charged to: the visitor's address for a page,
   * nobody for the shared stories every page reads (one read per version serves everyone).
   */
  charged: boolean;
};

/**
 * Published answers come from the client's cache as the same objects, so their mapping (zod
 * validation of every block) is kept beside them and done once per cache version, not per view.
 */
const mappedAnswers = new WeakMap<object, Map<unknown, unknown>>();

/**
 * Also used by the visual editor's live render (check-live-edit.ts): its check maps the edited
 * story with the loader's own mapper, so the render that follows reuses that mapping.
 */
export function mapOnce<C>(raw: unknown, map: (raw: unknown) => MapResult<C>): MapResult<C> {
  if (typeof raw !== 'object' || raw === null) return map(raw);
  let byMapper = mappedAnswers.get(raw);
  if (!byMapper) {
    byMapper = new Map();
    mappedAnswers.set(raw, byMapper);
  }
  let mapped = byMapper.get(map) as MapResult<C> | undefined;
  if (!mapped) {
    mapped = map(raw);
    byMapper.set(map, mapped);
  }
  return mapped;
}

export function createStoryLoader(client: ContentClient): StoryLoader {
  async function loadAlongFallbacks<C>(request: LoadRequest<C>): Promise<StoryLoadResult<C>> {
    const { channel, locale, contentPath, preview } = request;
    const tried: string[] = [];
    for (const candidate of getFallbackChain(locale)) {
      const slug = buildStorySlug(channel, candidate, contentPath);
      tried.push(slug);
      let raw: unknown;
      try {
        // Missing stories are budgeted per visitor address (see the content client).
        const visitorAddress = request.charged ? tryGetRequestContext()?.clientAddress : undefined;
        const edited = tryGetRequestContext()?.editedContent;
        if (preview?.storyId !== undefined && edited?.storyId === preview.storyId) {
          // The visual editor's live render: the edited story, checked already, for its own slug.
          raw = slug === edited.fullSlug ? edited.story : await client.getStory(slug, { preview: null, client: visitorAddress, language: getLanguage(candidate) });
        } else {
          raw = await client.getStory(slug, { preview, client: visitorAddress, language: getLanguage(candidate) });
          // The editor's token opens the one story it names; any other is shown as published
          // (and a story that exists only as a draft stays missing).
          if (preview?.storyId !== undefined && String((raw as { id?: unknown } | null)?.id) !== preview.storyId) {
            raw = await client.getStory(slug, { preview: null, client: visitorAddress, language: getLanguage(candidate) });
          }
        }
      } catch (error) {
        if (isNotFound(error)) continue;
        const apiError = toContentApiError(error);
        logEvent('error', 'content-api-error', { slug, status: apiError.status, message: apiError.message, preview: preview !== null });
        return err({ kind: 'upstream-error', ...(apiError.status !== undefined ? { status: apiError.status } : {}) });
      }
      const mapped = mapOnce(raw, request.map);
      if (!mapped.ok) {
        // The answer came, but its content does not parse as a story of this kind.
        logEvent('error', 'hybrid-parse-error', { slug, reason: mapped.error.kind, issues: mapped.error.issues });
        return err({ kind: 'upstream-error' });
      }
      const { story, dropped } = mapped.value;
      if (dropped.length > 0) {
        logEventOnce('warn', 'content-api-error', `${slug}:${dropped.join(',')}`, { slug, reason: 'invalid-entries', dropped });
      }
      return ok({ story, locale: candidate });
    }
    const fields = { channel, locale, path: contentPath, tried, preview: preview !== null };
    if (request.logMissingOnce) {
      logEventOnce('warn', 'cms-page-not-found', tried.join(','), fields);
      // A missing header, navigation or footer story leaves that part of every page's layout empty.
      logEventOnce('warn', 'empty-hybrid-layout', tried.join(','), fields);
    } else logEvent('warn', 'cms-page-not-found', fields);
    return err({ kind: 'not-found', status: 404 });
  }

  async function loadSafely<C>(request: LoadRequest<C>): Promise<StoryLoadResult<C>> {
    try {
      return await loadAlongFallbacks(request);
    } catch (error) {
      logEvent('error', 'content-api-error', { path: request.contentPath, message: String(error) });
      return err({ kind: 'upstream-error' });
    }
  }

  async function listFolder(channel: Channel, folder: LocaleCode) {
    const prefix = buildStorySlug(channel, folder, '');
    const stories = [];
    for (let page = 1; page <= 20; page++) {
      const answer = await client.getStories({ startsWith: prefix, perPage: 100, page });
      stories.push(...answer.stories);
      if (stories.length >= answer.total || answer.stories.length === 0) break;
    }
    return stories.map((story) => ({
      path: story.full_slug.slice(prefix.length).replace(/\/$/, ''),
      robots: typeof story.content?.robots === 'string' ? story.content.robots : '',
      updatedAt: story.published_at ?? null,
      // Storyblok gives a story and its translations one group_id.
      translationGroup: typeof story.group_id === 'string' && story.group_id !== '' ? story.group_id : null,
    }));
  }

  return {
    getCacheVersion: () => client.checkCacheVersion(),

    async listPublishedPages(channel, locale) {
      const pages = new Map<string, ListedPage>();
      // A fallback folder's page whose translation a nearer folder has is not this locale's page:
      // it sends the visitor to that translation (StoryPage), so only the translation is listed.
      const translatedNearer = new Set<string>();
      try {
        for (const folder of getFallbackChain(locale)) {
          const stories = await listFolder(channel, folder);
          for (const story of stories) {
            if (pages.has(story.path) || UNLISTED_PATHS.test(story.path)) continue;
            if (story.translationGroup !== null && translatedNearer.has(story.translationGroup)) continue;
            // An editor's noindex keeps a page out of the sitemap as it keeps it out of the index.
            if (story.robots.includes('noindex') || !story.robots.includes('index')) continue;
            pages.set(story.path, { path: story.path, updatedAt: story.updatedAt });
          }
          for (const story of stories) if (story.translationGroup !== null) translatedNearer.add(story.translationGroup);
        }
      } catch (error) {
        logEvent('error', 'content-api-error', { channel, locale, reason: 'sitemap', message: String(error) });
      }
      return [...pages.values()];
    },
    getPageStory({ channel, locale, path, preview }) {
      return loadSafely({ channel, locale, contentPath: toContentPath(path), preview, map: mapPageStory, logMissingOnce: false, charged: true });
    },
    getGlobalStory<K extends GlobalStoryKind>({ channel, locale, kind, preview }: GlobalStoryRequest<K>) {
      const map = globalStoryMappers[kind] as (raw: unknown) => MapResult<GlobalContent[K]>;
      return loadSafely({ channel, locale, contentPath: `global/${kind}`, preview, map, logMissingOnce: true, charged: false });
    },
  };
}

/** Filled stories per loaded story and locale, kept while the prices they were filled with are current. */
const filledStories = new WeakMap<object, Map<LocaleCode, { prices: PricesFrom | null; story: Story<unknown> }>>();

/**
 * The story with its `{price:...}` placeholders filled with the host's "from" prices
 * (`src/lib/catalog/fill-price-placeholders.ts`): done here, where every page, header and footer
 * gets its story, so no title, description, rich text, teaser or tile can skip it.
 */
async function fillPrices<C>(result: StoryLoadResult<C>, { channel, locale }: { channel: Channel; locale: LocaleCode }): Promise<StoryLoadResult<C>> {
  if (!result.ok || !storyHasPricePlaceholder(result.value.story.content)) return result;
  const prices = await getPricesFrom({ channel, locale });
  const { story } = result.value;
  let byLocale = filledStories.get(story);
  if (!byLocale) {
    byLocale = new Map();
    filledStories.set(story, byLocale);
  }
  let filled = byLocale.get(locale);
  if (!filled || filled.prices !== prices) {
    const missing: string[] = [];
    const content = fillStoryPrices(story.content, prices, locale, missing);
    for (const key of new Set(missing)) {
      logEventOnce('warn', 'price-placeholder-unfilled', `${channel}:${locale}:${key}:${prices === null}`, { channel, locale, key, slug: story.fullSlug, pricesAnswered: prices !== null });
    }
    filled = { prices, story: { ...story, content } };
    byLocale.set(locale, filled);
  }
  return ok({ ...result.value, story: filled.story as Story<C> });
}

/** Filled stories per (price-filled) story and locale, kept while the facts they were filled with are current. */
const factFilledStories = new WeakMap<object, Map<LocaleCode, { reviews: unknown; hotline: string | null; story: Story<unknown> }>>();

/**
 * The story with its `{reviews:...}` and `{hotline}` placeholders filled from what the footer and
 * the header of the host show (`src/lib/content/fill-shop-facts.ts`): the reviews store's answer and
 * the host's initial data, each asked only when the story names it.
 */
async function fillFacts<C>(result: StoryLoadResult<C>, { channel, locale }: { channel: Channel; locale: LocaleCode }): Promise<StoryLoadResult<C>> {
  if (!result.ok) return result;
  const { story } = result.value;
  const kinds = storyFactKinds(story.content);
  if (kinds.size === 0) return result;
  const [reviews, initialData] = await Promise.all([
    kinds.has('reviews') ? getReviews({ channel, locale }) : null,
    kinds.has('hotline') ? getInitialData({ channel, locale }) : null,
  ]);
  const hotline = initialData?.serviceHotline || null;
  let byLocale = factFilledStories.get(story);
  if (!byLocale) {
    byLocale = new Map();
    factFilledStories.set(story, byLocale);
  }
  let filled = byLocale.get(locale);
  if (!filled || filled.reviews !== reviews || filled.hotline !== hotline) {
    const missing: FactKey[] = [];
    const facts: ShopFacts = { reviews: reviews ? { totalReviews: reviews.totalReviews, trustScore: reviews.score.trustScore } : null, hotline };
    const content = fillStoryFacts(story.content, facts, locale, missing);
    for (const key of new Set(missing)) {
      logEventOnce('warn', 'fact-placeholder-unfilled', `${channel}:${locale}:${key}`, { channel, locale, key, slug: story.fullSlug });
    }
    filled = { reviews, hotline, story: { ...story, content } };
    byLocale.set(locale, filled);
  }
  return ok({ ...result.value, story: filled.story as Story<C> });
}

/** Respelled stories per (filled) story, for the locales that write ss for ß. */
const swissSpelledStories = new WeakMap<object, Story<unknown>>();

/** The Swiss shops read de-DE's stories (their fallback): shown there, they are written the Swiss way. */
function respellForLocale<C>(result: StoryLoadResult<C>, { locale }: { locale: LocaleCode }): StoryLoadResult<C> {
  if (!result.ok || !writesSwissGerman(locale)) return result;
  const { story } = result.value;
  let respelled = swissSpelledStories.get(story);
  if (!respelled) {
    respelled = { ...story, name: toSwissSpelling(story.name), content: mapStoryStrings(story.content, toSwissSpelling) };
    swissSpelledStories.set(story, respelled);
  }
  return ok({ ...result.value, story: respelled as Story<C> });
}

export async function getPageStory(request: PageStoryRequest): Promise<StoryLoadResult<PageContent>> {
  return respellForLocale(await fillFacts(await fillPrices(await getServices().storyLoader.getPageStory(request), request), request), request);
}

export async function getGlobalStory<K extends GlobalStoryKind>(request: GlobalStoryRequest<K>): Promise<StoryLoadResult<GlobalContent[K]>> {
  return respellForLocale(await fillFacts(await fillPrices(await getServices().storyLoader.getGlobalStory(request), request), request), request);
}
