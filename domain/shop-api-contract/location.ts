/**
 * `GET /api/get-location/` (spec: "answer not shown"): the country of the visitor's address as an
 * ISO 3166-1 alpha-2 code, or null when the address tells nothing (private ranges, unknown). The
 * shop forwards the visitor's address in `X-Client-Address`; outside production the embedded
 * backend also honours `X-Test-Country` (tests pick a country without faking addresses).
 */
import { z } from 'zod';

export const LOCATION_CLIENT_ADDRESS_HEADER = 'x-client-address';
export const LOCATION_TEST_HEADER = 'x-test-country';

export const locationSchema = z.object({ countryCode: z.string().regex(/^[A-Z]{2}$/).nullable() });
export type LocationAnswer = z.infer<typeof locationSchema>;
