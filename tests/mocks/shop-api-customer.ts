import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SHOP_API, type ShopApiAnswer } from '../../domain/shop-api-contract/index.ts';
import { answerContract } from './shop-api-contract.ts';

/**
 * msw handlers for the customer calls (`/web-api/customer-*`): a logged-in customer for a known
 * session cookie, or an upstream that is down, slow or answers something malformed.
 *
 *   const customer = createCustomerMock({ baseUrl, sessionId: 'a'.repeat(43) });
 *   customer.behave('slow');   // following requests take 5 s
 */
export type CustomerMockBehaviour = 'ok' | 'down' | 'slow' | 'malformed';

export const MOCK_CUSTOMER: ShopApiAnswer<'customerData'> = {
  emailHash: 'f'.repeat(64),
  firstName: 'Mara',
  lastName: 'Mock',
  fullName: 'Mara Mock',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: 'P-1',
  order: { cartArticlesAmount: 4, isWhitelabelOrder: false },
  type: 0,
};

export function createCustomerMock({ baseUrl, sessionId }: { baseUrl: string; sessionId: string }) {
  let behaviour: CustomerMockBehaviour = 'ok';
  const requests: { path: string; cookie: string | null; referer: string | null; search: string }[] = [];
  async function misbehave(): Promise<Response | null> {
    if (behaviour === 'down') return HttpResponse.error();
    if (behaviour === 'slow') await delay(5000);
    if (behaviour === 'malformed') return HttpResponse.json({ firstName: 42, surprise: true });
    return null;
  }
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, cookie: request.headers.get('cookie'), referer: request.headers.get('referer'), search: url.search });
  };
  const handlers: HttpHandler[] = [
    http.get(`${baseUrl}${SHOP_API.customerData.path}`, async ({ request }) => {
      record(request);
      const failure = await misbehave();
      if (failure) return failure;
      const known = request.headers.get('cookie') === `customer_session=${sessionId}`;
      return answerContract('customerData', known ? MOCK_CUSTOMER : { ...MOCK_CUSTOMER, isLoggedIn: false, firstName: null, lastName: null, fullName: null, emailHash: null, number: null });
    }),
    http.post(`${baseUrl}${SHOP_API.customerLogin.path}`, async ({ request }) => {
      record(request);
      const failure = await misbehave();
      if (failure) return failure;
      const response = answerContract('customerLogin', MOCK_CUSTOMER);
      response.headers.append('set-cookie', `customer_session=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`);
      return response;
    }),
  ];
  return {
    handlers,
    requests,
    behave(next: CustomerMockBehaviour) {
      behaviour = next;
    },
    reset() {
      behaviour = 'ok';
      requests.length = 0;
    },
  };
}
