import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiBlocksMock } from '../../tests/mocks/shop-api-blocks.ts';
import { getServerConfig } from '../lib/config/server-config.ts';
import { collageFilterImages, toolboxDownload } from './block-files.ts';

const { shopApiUrl, imageServiceUrl } = getServerConfig();
const blocks = createShopApiBlocksMock({ baseUrl: shopApiUrl });
const askedChannels: (string | null)[] = [];
const server = setupServer(
  ...blocks.handlers,
  http.get(`${imageServiceUrl}/filters/collage/:file`, () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } })),
);
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('toolbox-download')) askedChannels.push(request.headers.get('x-channel'));
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  askedChannels.length = 0;
});
afterAll(() => server.close());

function app() {
  const hono = new Hono();
  hono.use(collageFilterImages(), toolboxDownload());
  hono.all('*', (c) => c.text('page'));
  return hono;
}

const get = (path: string, host = 'de.card.localhost', method = 'GET') => app().request(`http://${host}${path}`, { method, headers: { host } });

describe('the toolbox download', () => {
  it('passes the converted file on as a private attachment, asking for the host’s channel', async () => {
    const response = await get(`/toolbox-download/${'a'.repeat(32)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="urlaub.jpg"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(askedChannels).toEqual(['card']);
  });

  it('says a file is gone after its hour, refuses ids that are not ids, and only reads', async () => {
    const gone = await get(`/toolbox-download/${'b'.repeat(32)}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('an hour');
    expect((await get('/toolbox-download/..%2F..%2Fetc')).status).toBe(404);
    expect((await get(`/toolbox-download/${'a'.repeat(32)}`, 'de.card.localhost', 'POST')).status).toBe(405);
    expect(askedChannels).toEqual(['card']);
  });
});

describe('the collage filter pictures', () => {
  it('come from the image service for the four collage types only', async () => {
    const picture = await get('/filters/collage/framedPoster.jpg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await get('/filters/collage/sofa.jpg')).status).toBe(404);
    expect(await (await get('/filters/calendar')).text()).toBe('page');
  });
});
