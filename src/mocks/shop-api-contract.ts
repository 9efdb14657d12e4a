import { HttpResponse } from 'msw';
import { SHOP_API, type ShopApiAnswer, type ShopApiEndpointName } from '../lib/shop-api/contract/index.ts';

/**
 * A mock's success answer, checked against the contract before it goes out: a mock that drifts
 * from what the backend sends fails the test that uses it, with the contract's complaint. The body
 * goes out as given (fields the contract does not name included); only the check is strict.
 */
export function answerContract<N extends ShopApiEndpointName>(name: N, answer: ShopApiAnswer<N>): Response {
  const parsed = SHOP_API[name].answer.safeParse(answer);
  if (!parsed.success) throw new Error(`mock answer for ${name} breaks the shop API contract: ${parsed.error.message}`);
  return HttpResponse.json(answer as Record<string, unknown>);
}

/** The endpoint a path belongs to, for mocks that are told a path. */
export function findShopApiEndpoint(path: string): ShopApiEndpointName | undefined {
  return (Object.keys(SHOP_API) as ShopApiEndpointName[]).find((name) =>
    new RegExp(`^${SHOP_API[name].path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}
