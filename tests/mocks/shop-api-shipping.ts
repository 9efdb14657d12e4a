import { http, type HttpHandler } from 'msw';
import { getCurrency, parseLocaleCode } from '../../domain/locale/locales.ts';
import { SHOP_API, type ExpressShop } from '../../domain/shop-api-contract/index.ts';
import { answerContract, createCallRecorder } from './shop-api-contract.ts';

/**
 * msw handlers for `shipping-information` and `express-shop`: 4.90 standard in 2-3 days, free from
 * 50, express 14.90 next day, all in the locale's currency. `express: false` answers "not offered".
 *
 *   const shipping = createShippingMock({ baseUrl });
 *   shipping.failWith(500);   // both calls answer 500 until reset()
 */
export function createShippingMock({ baseUrl, express = true }: { baseUrl: string; express?: boolean }) {
  const calls = createCallRecorder();
  const scopeOf = (request: Request) => {
    const locale = parseLocaleCode(request.headers.get('x-locale') ?? '') ?? 'de-DE';
    return { country: locale.slice(3), currency: getCurrency(locale) };
  };
  const handlers: HttpHandler[] = [
    http.get(`${baseUrl}${SHOP_API.shippingInformation.path}`, ({ request }) => {
      const { country, currency } = scopeOf(request);
      return (
        calls.record(request) ??
        answerContract('shippingInformation', { country, currency, standard: { price: 4.9, deliveryTime: { minDays: 2, maxDays: 3 } }, freeShippingFrom: 50 })
      );
    }),
    http.get(`${baseUrl}${SHOP_API.expressShop.path}`, ({ request }) => {
      const answer: ExpressShop = express
        ? { offered: true, currency: scopeOf(request).currency, price: 14.9, deliveryTime: { minDays: 1, maxDays: 1 } }
        : { offered: false };
      return calls.record(request) ?? answerContract('expressShop', answer);
    }),
  ];
  return { handlers, requests: calls.requests, failWith: calls.failWith, reset: calls.reset };
}
