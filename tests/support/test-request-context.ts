import type { RequestContext } from '../../src/lib/request/request-context.ts';
import type { ShopLocation } from '../../src/lib/routing/route-pipeline.ts';

/** For tests: a request context as the middleware builds it, by default for a page of the de-DE poster shop. */
export function buildTestRequestContext(pageUrl: string, location: Partial<ShopLocation> = {}): RequestContext {
  const url = new URL(pageUrl);
  return {
    requestId: 'test',
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
