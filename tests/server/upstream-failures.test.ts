import { within } from '@testing-library/dom';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTranslator } from '../../src/lib/i18n/get-translator.ts';
import { getFreePort } from '../support/free-port.ts';
import { pipeToBackend } from '../support/pipe-to-backend.ts';
import { parseDocument } from '../support/parse-html.ts';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { multipart, send, type RawResponse } from './raw-http.ts';

/**
 * The wishlist and location calls failing, as the shop meets it (decision 0045): a proxy between
 * the shop and the embedded backend's shop API answers 503 for the calls under test and passes
 * the rest. The page must still render, without the failed part, and say so in the log under the
 * names docs/logged-events.md gives (`wishlist-error`, `location-error`).
 */
const FAILING = /^\/(web-api\/wishlist|web-api\/photobook-design-group-set|api\/get-location\/)/;

let stack: Stack;
let proxy: Server;
let output = '';

type LogLine = { level: number; event?: string; call?: string; path?: string; status?: number; kind?: string };
const logLines = (): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

function forward(backendPort: number) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (FAILING.test(incoming.url ?? '')) {
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    pipeToBackend(backendPort, incoming, outgoing);
  };
}

beforeAll(async () => {
  const backendPort = await getFreePort();
  const proxyPort = await getFreePort();
  proxy = createServer(forward(backendPort));
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  stack = await startStack(
    { LOG_LEVEL: 'warn', BACKEND_LOG_LEVEL: 'error', SHOP_API_URL: `http://127.0.0.1:${proxyPort}` },
    { backendPort, onShopOutput: (text) => (output += text) },
  );
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  proxy?.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CARD = 'de.card.localhost';
const VISITOR_KEY = 'k'.repeat(43);

const get = (path: string, cookie = '') => send(stack.shopPort, { path, headers: { host: CARD, 'user-agent': BROWSER, cookie } });
const screenOf = (response: RawResponse) => within(parseDocument(response.body).document.body);
/** The shop's log arrives through a pipe, apart from the response: wait for the line, not a fixed time. */
const expectLogged = (event: Record<string, unknown>) => vi.waitFor(() => expect(logLines()).toContainEqual(expect.objectContaining(event)), { timeout: 5_000 });

describe('a failing wishlist or location call', () => {
  it('leaves the wishlist parts and the suggestion out; the listing renders; both are logged', async () => {
    const page = await get('/products/', `wishlist_key=${VISITOR_KEY}`);
    expect(page.status).toBe(200);
    const screen = screenOf(page);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /\S/ }).some((link) => link.getAttribute('href')?.startsWith('/themes/'))).toBe(true);
    expect(screen.queryAllByRole('button', { name: /^Merken/ })).toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: 'Shop für Ihr Land' })).toBeNull();
    // No location cookie: the next page asks again.
    expect([page.headers['set-cookie'] ?? []].flat().some((line) => line.startsWith('shop_location='))).toBe(false);
    await expectLogged({ event: 'wishlist-error', call: 'read', status: 503 });
    await expectLogged({ event: 'location-error', status: 503 });
  });

  it('a failing design group set call leaves only the photobook strip out', async () => {
    const page = await get('/fotobuch/', 'shop_location=home');
    expect(page.status).toBe(200);
    const screen = screenOf(page);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.includes('/configurator-photobook/'))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Fotobuch A4 quer im Digitaldruck' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: getTranslator('de-DE')('blocks.feed.title.photobook') })).toBeNull();
    await expectLogged({ event: 'shop-api-error', path: '/web-api/photobook-design-group-set', status: 503 });
  });

  it('a save that fails comes back to the tile and says it did not work', async () => {
    // Without a list there is nothing to read: the buttons show, and the save itself fails.
    const cookie = 'shop_location=home';
    const listing = await get('/products/', cookie);
    const button = screenOf(listing).getAllByRole('button', { name: /^Merken/ })[0]!;
    const fields = [...button.closest('form')!.querySelectorAll('input[name]')].map((input): [string, string] => [input.getAttribute('name')!, input.getAttribute('value') ?? '']);
    const designId = fields.find(([name]) => name === 'designId')![1];
    const { body, contentType } = multipart(fields);
    const saved = await send(stack.shopPort, {
      method: 'POST',
      path: '/products/',
      headers: { host: CARD, 'user-agent': BROWSER, 'content-type': contentType, origin: `http://${CARD}`, cookie },
      body,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers['location']).toBe(`/products/?wishlist=failed#design-${designId}`);
    const back = await get(String(saved.headers['location']).replace(/#.*$/, ''), cookie);
    expect(back.status).toBe(200);
    expect(screenOf(back).getAllByRole('status').map((status) => status.textContent)).toContain(getTranslator('de-DE')('wishlist.failed'));
    await expectLogged({ event: 'wishlist-error', call: 'save', status: 503 });
  });
});
