import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedirectError } from '../../tests/support/waku-router-server-stub.ts';
import { buildTestRequestContext } from '../../tests/support/test-request-context.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { logger } from '../lib/log/logger.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import { getSessionCookieName } from '../lib/request/shop-cookies.ts';
import { SHOP_API } from '../../domain/shop-api-contract/index.ts';
import { addAccessoryAction } from './accessory.ts';

const { shopApiUrl, cartUrl } = getServerConfig();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const SESSION = 'a'.repeat(43);
const FIELDS = { sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: '10', returnTo: '/hochzeitskarten?accessory=added' };

async function post(fields: Record<string, string>, session: string | null) {
  const base = buildTestRequestContext('http://de.card.localhost/hochzeitskarten', { channel: 'card' });
  const context = { ...base, cookies: new Map(session ? [[getSessionCookieName(false), session]] : []) };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const thrown = await runWithRequestContext(context, () => addAccessoryAction(formData)).catch((error: unknown) => error);
  if (!(thrown instanceof RedirectError)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return { location: thrown.location, status: thrown.status };
}

describe('addAccessoryAction', () => {
  it('adds to the customer’s order and returns to the page, saying so (303)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${shopApiUrl}${SHOP_API.cardAccessoryOrder.path}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ accessory: 'envelope-162x114-kraft', quantity: 10, cartArticlesAmount: 11 });
      }),
    );
    expect(await post(FIELDS, SESSION)).toEqual({ location: '/hochzeitskarten?accessory=added#accessories', status: 303 });
    expect(bodies).toEqual([{ sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: 10 }]);
  });

  it('logs error-add-accessory when the call fails and returns to the page with the message', async () => {
    const error = vi.spyOn(logger, 'error');
    server.use(http.post(`${shopApiUrl}${SHOP_API.cardAccessoryOrder.path}`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    expect((await post(FIELDS, SESSION)).location).toBe('/hochzeitskarten?accessory=failed#accessories');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ accessory: 'envelope-162x114-kraft', status: 503 }), 'error-add-accessory');
  });

  it('sends a visitor to the cart application with the accessory', async () => {
    const { location } = await post(FIELDS, null);
    const url = new URL(location);
    expect(url.href.startsWith(new URL(cartUrl).href)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: '10' });
  });

  it('refuses a quantity outside the form’s bounds', async () => {
    await expect(post({ ...FIELDS, quantity: '0' }, SESSION)).rejects.toThrow();
  });
});
