import type { RequestContext } from '../../src/lib/request/request-context.ts';
import type { ShopLocation } from '../../src/lib/routing/route-pipeline.ts';
import { readServerConfig } from '../../src/lib/config/server-config.ts';
import type { Services } from '../../src/lib/services/services.ts';
import { createServices, getProcessServices } from '../../src/lib/services/services.ts';
import { runWithRequestContext } from '../../src/lib/request/request-context.ts';

/**
 * For tests: a request context as the middleware builds it, by default for a page of the de-DE
 * poster shop. Pass `services` built with `createServices(readServerConfig({...}))` to point the
 * clients at msw base URLs and start from empty caches.
 */
export function buildTestRequestContext(pageUrl: string, location: Partial<ShopLocation> = {}, services: Services = getProcessServices()): RequestContext {
  const url = new URL(pageUrl);
  return {
    requestId: 'test',
    services,
    url,
    pageUrl: url,
    method: 'GET',
    clientAddress: '127.0.0.1',
    nonce: 'nonce',
    cookies: new Map(),
    lightMode: { light: false, reason: 'none', hintsRead: [] },
    location: {
      channel: 'poster',
      country: 'de',
      locale: 'de-DE',
      platform: 'web',
      route: { kind: 'content', slug: 'leinwanddruck' },
      languagePrefix: '',
      ...location,
    } as ShopLocation,
    notFoundMessage: null,
    preview: null,
    response: { status: null, headers: new Headers(), setCookies: [] },
  };
}

/** Settings that point the content and shop API clients at the msw mocks of `src/mocks`. */
export const MOCK_UPSTREAMS = {
  CONTENT_API_URL: 'https://content.test/v2',
  CONTENT_TOKEN: 'public-token',
  CONTENT_PREVIEW_TOKEN: 'preview-token',
  SHOP_API_URL: 'https://shop-api.test',
} as const;

/** For tests: services of their own, from the given settings (msw base URLs), with empty caches. */
export function buildTestServices(env: Record<string, string> = {}): Services {
  // Storyblok's 5 requests a second would hold each render with more reads for a second against
  // a mock; content-client.test.ts checks the production limit (decision 0027).
  return createServices(readServerConfig(env), { contentRateLimit: 1000 });
}

/** For tests that call the shop's functions directly: as a request of the de-DE poster shop with these services. */
export function runWithTestServices<T>(services: Services, fn: () => T): T {
  return runWithRequestContext(buildTestRequestContext('http://de.poster.localhost/', {}, services), fn);
}
