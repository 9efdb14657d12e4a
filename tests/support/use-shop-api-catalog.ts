import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Services } from '../../src/lib/services/services.ts';
import { createShopApiCatalogMock } from '../mocks/shop-api-catalog.ts';
import { buildTestServices } from './test-request-context.ts';

/**
 * The catalogue mock of the shop API for a whole test file: msw listens from the first test to
 * the last, and every test starts with the mock's requests cleared, its own handlers dropped and
 * fresh services (empty caches). Read `services` inside tests.
 */
export function useShopApiCatalog(baseUrl: string) {
  const catalog = createShopApiCatalogMock({ baseUrl });
  const server = setupServer(...catalog.handlers);
  let services: Services | undefined;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    catalog.reset();
    services = buildTestServices();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    catalog,
    server,
    get services(): Services {
      if (!services) throw new Error('useShopApiCatalog: services exist inside a test');
      return services;
    },
  };
}
