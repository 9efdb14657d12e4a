import { LRUCache } from 'lru-cache';
import type { ServerConfig } from '../config/server-config.ts';
import { getServerConfig } from '../config/server-config.ts';
import { createContentClient } from '../content/content-client.ts';
import { createStoryLoader, type StoryLoader } from '../content/get-story.ts';
import { getFlagClient, type FlagClient } from '../flags/flag-client.ts';
import { tryGetRequestContext } from '../request/request-context.ts';
import { createRateLimiter, createRateLimitStore, type RateLimiter, type RateLimitStore } from '../security/rate-limit.ts';
import type { PricesFrom } from '../catalog/fill-price-placeholders.ts';
import type { CalculatorReference } from '../shop-api/catalog.ts';
import type { DesignList } from '../shop-api/designs.ts';
import type { InitialData } from '../shop-api/initial-data.ts';
import type { ShopApiResult } from '../shop-api/shop-api-client.ts';
import type { ReviewsAnswer } from '../../../domain/shop-api-contract/reviews.ts';
import type { ActionBar } from '../../../domain/shop-api-contract/banners.ts';
import type { DeliveryTerms } from '../shop-api/delivery-terms.ts';
import { createExpiringCache, type ExpiringCache } from './expiring-cache.ts';

/**
 * What a request needs beyond its own data: the configuration and the clients and caches built
 * from it. One object per process in the server (`getProcessServices`), handed to every request
 * through its context; a test builds its own with `createServices(readServerConfig({...}))`
 * (msw base URLs, empty caches) and needs neither `process.env` nor a fresh module import.
 */
export type Services = {
  config: ServerConfig;
  /** Content: one client, so one rate limiter and one published cache. Built on first use. */
  readonly storyLoader: StoryLoader;
  /** Shop API answers kept between requests: initial data per channel and locale. */
  initialDataCache: ExpiringCache<InitialData | null>;
  /** Campaign bars per channel, locale and page path (`{ bar: null }`: this page has none). */
  actionBarCache: ExpiringCache<{ bar: ActionBar | null } | null>;
  /** The footer's reviews per channel and locale; null after a failed call. */
  reviewsCache: ExpiringCache<ReviewsAnswer | null>;
  /** Shipping and express terms per channel and locale; null after a failed call. */
  deliveryTermsCache: ExpiringCache<DeliveryTerms | null>;
  /** Calculator reference data per shop API, channel, locale and product. */
  calculatorReferenceCache: ExpiringCache<CalculatorReference>;
  /** Every material's "from" price per channel and locale, for `{price:...}` in content. */
  pricesFromCache: ExpiringCache<PricesFrom | null>;
  /**
   * Listing answers (themes and facets) per channel, locale and API query, for a short time; the
   * promise is kept, so concurrent views of one query share one call. Absent: nothing is kept.
   */
  designListCache?: LRUCache<string, Promise<ShopApiResult<DesignList>>>;
  /** Where rate-limit counts live: memory, or Redis shared by every shop process (`REDIS_URL`). */
  rateLimitStore: RateLimitStore;
  /** Newsletter posts per client address and minute. */
  newsletterLimiter: RateLimiter;
  /**
   * The feature flag client. OpenFeature keeps its providers per process, so the default is the
   * process's client, started on first use; a test hands in its own.
   */
  flagClient: () => FlagClient;
};

export type ServiceOptions = {
  /** The production loader checks the cache version in the background; tests may leave it off. */
  warmUpContent?: boolean;
  flagClient?: () => FlagClient;
  /** The content client's requests per second, over `CONTENT_RATE_LIMIT` (for in-process tests). */
  contentRateLimit?: number;
};

export function createServices(config: ServerConfig, { warmUpContent = true, flagClient = getFlagClient, contentRateLimit }: ServiceOptions = {}): Services {
  let storyLoader: StoryLoader | undefined;
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  return {
    config,
    get storyLoader() {
      if (!storyLoader) {
        const client = createContentClient({
          apiUrl: config.contentApiUrl,
          publicToken: config.contentToken,
          previewToken: config.contentPreviewToken,
          oauthToken: config.contentOauthToken,
          cvRefreshSeconds: config.contentCvRefreshSeconds,
          cacheEntries: config.contentCacheEntries,
          timeoutSeconds: config.contentTimeoutSeconds,
          resolveLinks: config.contentResolveLinks,
          languages: config.contentLanguages,
          rateLimit: contentRateLimit ?? config.contentRateLimit,
          rateLimitStore,
        });
        // The slug set and the cv load while the first page renders from its own requests.
        if (warmUpContent) client.warmUp();
        storyLoader = createStoryLoader(client);
      }
      return storyLoader;
    },
    initialDataCache: createExpiringCache(),
    // One entry per page path asked for: bounded, as anyone can ask for any path.
    actionBarCache: createExpiringCache({ maxEntries: 2_000 }),
    reviewsCache: createExpiringCache(),
    deliveryTermsCache: createExpiringCache(),
    calculatorReferenceCache: createExpiringCache(),
    pricesFromCache: createExpiringCache(),
    // Filter combinations are many: an LRU bounds them; 0 seconds keeps nothing.
    designListCache: config.listingCacheSeconds > 0 ? new LRUCache({ max: 500, ttl: config.listingCacheSeconds * 1000 }) : undefined,
    rateLimitStore,
    newsletterLimiter: createRateLimiter({ name: 'newsletter', points: config.newsletterRateLimit, windowSeconds: 60 }, rateLimitStore),
    flagClient,
  };
}

let processServices: Services | undefined;

/** The server's services, built once from the process configuration. */
export function getProcessServices(): Services {
  processServices ??= createServices(getServerConfig());
  return processServices;
}

/** The services of the current request, or the process's outside a request (start-up, sitemap builds). */
export function getServices(): Services {
  return tryGetRequestContext()?.services ?? getProcessServices();
}
