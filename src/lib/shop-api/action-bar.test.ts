import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionBarMock } from '../../../tests/mocks/shop-api-action-bar.ts';
import { buildTestServices, MOCK_UPSTREAMS, runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { createExpiringCache } from '../services/expiring-cache.ts';
import { getActionBar } from './action-bar.ts';
import type { ActionBar } from '../../../domain/shop-api-contract/index.ts';

const SALE: ActionBar = { id: 'sale', text: '<p>Sale</p>', color: '#ffffff', backgroundColor: '#2f4f4f', countdownEndDate: null };
const bars = createActionBarMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL, bars: { '/': SALE } });
const server = setupServer(...bars.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => bars.reset());

const scope = { channel: 'poster', locale: 'de-DE' } as const;

describe('action bar client', () => {
  it('asks once a minute per page, and remembers that a page has no bar', async () => {
    await runWithTestServices(buildTestServices(MOCK_UPSTREAMS), async () => {
      expect((await getActionBar(scope, '/', 0))?.id).toBe('sale');
      expect((await getActionBar(scope, '/', 59_000))?.id).toBe('sale');
      expect(await getActionBar(scope, '/impressum', 0)).toBeNull();
      expect(await getActionBar(scope, '/impressum', 30_000)).toBeNull();
      expect(bars.requests.map((request) => request.url)).toEqual(['/', '/impressum']);

      bars.setBars({});
      expect(await getActionBar(scope, '/', 61_000)).toBeNull();
      expect(bars.requests).toHaveLength(3);
    });
  });

  it('keeps showing a bar it has while the shop API fails', async () => {
    await runWithTestServices(buildTestServices(MOCK_UPSTREAMS), async () => {
      expect((await getActionBar(scope, '/', 0))?.id).toBe('sale');
      bars.failWith(503);
      expect((await getActionBar(scope, '/', 120_000))?.id).toBe('sale');
      expect(await getActionBar(scope, '/leinwanddruck', 120_000)).toBeNull();
    });
  });

  it('keeps a bounded number of pages: any path can be asked for', async () => {
    const services = buildTestServices(MOCK_UPSTREAMS);
    services.actionBarCache = createExpiringCache({ maxEntries: 3 });
    await runWithTestServices(services, async () => {
      for (const path of ['/a', '/b', '/c', '/d', '/e']) await getActionBar(scope, path, 0);
      expect([...services.actionBarCache.entries.rkeys()]).toEqual(['poster:de-DE:/c', 'poster:de-DE:/d', 'poster:de-DE:/e']);
    });
  });
});
