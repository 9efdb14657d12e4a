import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReviewsMock } from '../../../tests/mocks/shop-api-reviews.ts';
import { buildTestServices, MOCK_UPSTREAMS, runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { getReviews } from './reviews.ts';

const reviews = createReviewsMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL });
const server = setupServer(...reviews.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => reviews.reset());

const scope = { channel: 'card', locale: 'fr-CH' } as const;

describe('reviews client', () => {
  it('asks once per channel and locale while the answer is fresh, with both headers', async () => {
    const services = buildTestServices(MOCK_UPSTREAMS);
    await runWithTestServices(services, async () => {
      const first = await getReviews(scope, 0);
      expect(first?.reviews.length).toBeGreaterThan(0);
      expect(await getReviews(scope, 1000)).toBe(first);
    });
    expect(reviews.requests).toEqual([{ channel: 'card', locale: 'fr-CH' }]);
  });

  it('answers null when the call fails and nothing is cached, and keeps the last good answer otherwise', async () => {
    const services = buildTestServices(MOCK_UPSTREAMS);
    await runWithTestServices(services, async () => {
      reviews.failWith(500);
      expect(await getReviews(scope, 0)).toBeNull();
      reviews.reset();
      const good = await getReviews(scope, 60_000);
      expect(good).not.toBeNull();
      reviews.failWith(503);
      expect(await getReviews(scope, 60_000 + 10 * 60_000)).toEqual(good);
    });
  });
});
