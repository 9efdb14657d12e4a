import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInitialDataMock } from '../../../tests/mocks/shop-api-initial-data.ts';
import { readServerConfig } from '../config/server-config.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import { runWithRequestContext } from '../request/request-context.ts';
import { createServices, type Services } from '../services/services.ts';
import type { ShopApiScope } from './shop-api-client.ts';
import { getInitialData as getInitialDataOf } from './initial-data.ts';

const SHOP_API_URL = 'https://shop-api.test';
const mock = createInitialDataMock({
  baseUrl: SHOP_API_URL,
  hotlines: { 'de-CH': '+41 44 123 45 67', 'fr-CH': '+41 44 123 45 67', 'fr-FR': '+33 1 99 00 12 30' },
});
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
let services: Services;
beforeEach(() => {
  mock.reset();
  // Every test starts from empty caches: its own services, built from its own configuration.
  services = createServices(readServerConfig({ SHOP_API_URL }));
});

/** The call as a request makes it: the shop API client and the cache come from the request's services. */
function getInitialData(scope: ShopApiScope, now?: number) {
  return runWithRequestContext(buildTestRequestContext('http://de.poster.localhost/', {}, services), () => getInitialDataOf(scope, now));
}

describe('getInitialData', () => {
  it('reads the payload for the asked locale and channel', async () => {
    const data = await getInitialData({ channel: 'poster', locale: 'fr-CH' });
    expect(data?.serviceHotline).toBe('+41 44 123 45 67');
    expect(mock.requests).toEqual([{ locale: 'fr-CH', channel: 'poster' }]);
  });

  it('caches per locale, and concurrent pages share one call', async () => {
    await Promise.all([getInitialData({ channel: 'poster', locale: 'fr-FR' }), getInitialData({ channel: 'poster', locale: 'fr-FR' })]);
    await getInitialData({ channel: 'poster', locale: 'fr-FR' });
    await getInitialData({ channel: 'poster', locale: 'de-CH' });
    expect(mock.requests.map((request) => request.locale)).toEqual(['fr-FR', 'de-CH']);
  });

  it('asks again once the cache expired', async () => {
    const start = Date.now();
    await getInitialData({ channel: 'card', locale: 'de-CH' }, start);
    await getInitialData({ channel: 'card', locale: 'de-CH' }, start + 6 * 60_000);
    expect(mock.requests).toHaveLength(2);
  });

  it('answers null when the shop API fails, and the last good data once it had some', async () => {
    mock.failWith(503);
    expect(await getInitialData({ channel: 'poster', locale: 'de-CH' })).toBeNull();
    mock.reset();
    const start = Date.now() + 60_000;
    expect((await getInitialData({ channel: 'poster', locale: 'de-CH' }, start))?.serviceHotline).toBe('+41 44 123 45 67');
    mock.failWith(500);
    expect((await getInitialData({ channel: 'poster', locale: 'de-CH' }, start + 6 * 60_000))?.serviceHotline).toBe('+41 44 123 45 67');
  });

  it('does not ask again right after a failure, so pages do not each wait for the timeout', async () => {
    mock.failWith(500);
    const start = Date.now();
    await getInitialData({ channel: 'poster', locale: 'fr-FR' }, start);
    await getInitialData({ channel: 'poster', locale: 'fr-FR' }, start + 1000);
    expect(mock.requests).toHaveLength(1);
  });
});
