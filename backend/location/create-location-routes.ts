import { Hono } from 'hono';
import { LOCATION_CLIENT_ADDRESS_HEADER, LOCATION_TEST_HEADER, type LocationAnswer } from '../../domain/shop-api-contract/index.ts';
import { locateAddress } from './locate-address.ts';

export type LocationRouteOptions = {
  /** ISO code answered for loopback and private addresses (`LOCATION_DEFAULT_COUNTRY`), or null. */
  defaultCountryCode: string | null;
  /** `LOCATION_TEST_HEADER=1`: `X-Test-Country` names the country (tests only, never in production). */
  honourTestHeader: boolean;
};

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * `GET /api/get-location/`: the country of the visitor's address. The shop sends that address in
 * `X-Client-Address` (the backend itself only sees the shop's).
 */
export function createLocationRoutes(options: LocationRouteOptions): Hono {
  const app = new Hono();
  app.get('/api/get-location/', (c) => {
    const test = c.req.header(LOCATION_TEST_HEADER)?.trim().toUpperCase();
    if (options.honourTestHeader && test !== undefined) return c.json({ countryCode: COUNTRY_CODE.test(test) ? test : null } satisfies LocationAnswer);
    return c.json({ countryCode: locateAddress(c.req.header(LOCATION_CLIENT_ADDRESS_HEADER)?.trim(), options.defaultCountryCode) } satisfies LocationAnswer);
  });
  return app;
}
