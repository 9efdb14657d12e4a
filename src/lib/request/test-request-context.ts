import type { RequestContext } from './request-context.ts';
import type { ShopLocation } from '../routing/route-pipeline.ts';
import type { Services } from '../services/services.ts';
import { getProcessServices } from '../services/services.ts';

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
