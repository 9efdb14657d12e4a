import { http, type HttpHandler } from 'msw';
import { SHOP_API } from '../../domain/shop-api-contract/index.ts';
import { answerContract, createCallRecorder } from './shop-api-contract.ts';

/**
 * msw handler for the shop API's initial data (`/web-api/shop-frontends-initial-data`): answers
 * the service number given per locale (X-Locale), or fails on request.
 *
 *   const initialData = createInitialDataMock({ baseUrl, hotlines: { 'de-DE': '+49 221 1' } });
 *   initialData.failWith(500);   // following requests answer 500 until reset()
 */
export function createInitialDataMock({ baseUrl, hotlines }: { baseUrl: string; hotlines: Record<string, string> }) {
  const calls = createCallRecorder();
  const handlers: HttpHandler[] = [
    http.get(`${baseUrl}${SHOP_API.initialData.path}`, ({ request }) => {
      const failed = calls.record(request);
      if (failed) return failed;
      const locale = request.headers.get('x-locale');
      const serviceHotline = locale ? hotlines[locale] : undefined;
      return answerContract('initialData', { payload: { serviceHotline, serviceHours: 'Mo–Fr 8–20 Uhr', freeShippingThreshold: 49 } });
    }),
  ];
  return { handlers, requests: calls.requests, failWith: calls.failWith, reset: calls.reset };
}
