import { http, HttpResponse, type HttpHandler } from 'msw';
import { SHOP_API, type ActionBar } from '../../domain/shop-api-contract/index.ts';
import { answerContract } from './shop-api-contract.ts';

/**
 * msw handler for the action bar (`/web-api/bar?url=`): answers the bar set for a page path (none
 * otherwise), or fails on request.
 *
 *   const bars = createActionBarMock({ baseUrl, bars: { '/': { id: 'sale', ... } } });
 *   bars.failWith(503);   // following requests answer 503 until reset()
 */
export function createActionBarMock({ baseUrl, bars = {} }: { baseUrl: string; bars?: Record<string, ActionBar> }) {
  let failure: number | null = null;
  let current = { ...bars };
  const requests: { url: string | null; locale: string | null; channel: string | null }[] = [];
  const handlers: HttpHandler[] = [
    http.get(`${baseUrl}${SHOP_API.actionBar.path}`, ({ request }) => {
      const url = new URL(request.url).searchParams.get('url');
      requests.push({ url, locale: request.headers.get('x-locale'), channel: request.headers.get('x-channel') });
      if (failure !== null) return HttpResponse.json({ error: 'failed' }, { status: failure });
      return answerContract('actionBar', { bar: (url && current[url]) || null });
    }),
  ];
  return {
    handlers,
    requests,
    setBars(next: Record<string, ActionBar>) {
      current = { ...next };
    },
    failWith(status: number) {
      failure = status;
    },
    reset() {
      failure = null;
      current = { ...bars };
      requests.length = 0;
    },
  };
}
