import { LOCATION_CLIENT_ADDRESS_HEADER, LOCATION_TEST_HEADER, locationSchema, SHOP_API, type LocationAnswer } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

/**
 * A page waits for it at most `LOCATION_WAIT_MS` (decision 0050); a later answer is for the
 * visitor's next page (0046), so it may take longer than a page could. A failure keeps the
 * suggestion away for a minute.
 */
export const LOCATION_TIMEOUT_MS = 3000;

/**
 * The country of the visitor's address. `testCountry` is the visitor's `X-Test-Country`, passed
 * on as it came: only an embedded backend in test mode (`LOCATION_TEST_HEADER=1`) reads it.
 */
export function fetchLocation(scope: ShopApiScope, clientAddress: string, testCountry: string | null): Promise<ShopApiResult<LocationAnswer>> {
  return callShopApi(SHOP_API.location.path, scope, {
    schema: locationSchema,
    timeoutMs: LOCATION_TIMEOUT_MS,
    headers: { [LOCATION_CLIENT_ADDRESS_HEADER]: clientAddress, ...(testCountry ? { [LOCATION_TEST_HEADER]: testCountry.slice(0, 8) } : {}) },
  });
}
