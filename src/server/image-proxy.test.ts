import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import * as log from '../lib/log/logger.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSrcSet } from '../lib/images/build-image-url.ts';
import { imageProxy } from './image-proxy.ts';

const IMAGE_SERVICE = 'https://images.test';
const upstreamPaths: string[] = [];
const server = setupServer(
  http.get(`${IMAGE_SERVICE}/cdn-cgi/image/*`, ({ request }) => {
    upstreamPaths.push(new URL(request.url).pathname);
    return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  upstreamPaths.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function createApp() {
  const app = new Hono();
  app.use(imageProxy({ imageServiceUrl: IMAGE_SERVICE }));
  app.get('*', (c) => c.text('page'));
  return app;
}

const SOURCE = 'http://localhost:3001/a/poster-hero.jpg';

describe('image proxy', () => {
  it('forwards the URLs the shop builds', async () => {
    const sources = buildSrcSet({ filename: SOURCE }, { aspectRatio: 16 / 9 })!;
    const app = createApp();
    const response = await app.request(`http://shop.test${sources.src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(upstreamPaths).toEqual([sources.src]);
  });

  it.each([
    ['the reported attack', `/cdn-cgi/image/width=4096,height=4096,dpr=3,blur=100,format=png,quality=100,fit=cover/${SOURCE}`],
    ['a width the shop never emits', `/cdn-cgi/image/width=4000,quality=85,format=webp/${SOURCE}`],
    ['another quality', `/cdn-cgi/image/width=767,quality=84,format=webp/${SOURCE}`],
    ['a blur', `/cdn-cgi/image/width=767,quality=85,format=webp,blur=33/${SOURCE}`],
    ['no source', '/cdn-cgi/image/width=767,quality=85/'],
  ])('answers 400 for %s without asking the image service', async (_label, path) => {
    const response = await createApp().request(`http://shop.test${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
    expect(upstreamPaths).toEqual([]);
  });

  it('logs an image the image service cannot deliver as nuxt-image-error (the page shows its placeholder)', async () => {
    const logEvent = vi.spyOn(log, 'logEvent');
    const { src } = buildSrcSet({ filename: SOURCE }, { aspectRatio: 1 })!;
    server.use(http.get(`${IMAGE_SERVICE}/cdn-cgi/image/*`, () => new HttpResponse(null, { status: 503 })));
    expect((await createApp().request(`http://shop.test${src}`)).status).toBe(503);
    server.use(http.get(`${IMAGE_SERVICE}/cdn-cgi/image/*`, () => HttpResponse.error()));
    expect((await createApp().request(`http://shop.test${src}`)).status).toBe(502);
    const logged = logEvent.mock.calls.filter(([, event]) => event === 'nuxt-image-error');
    expect(logged.map(([level, , fields]) => [level, (fields as { status?: number }).status])).toEqual([
      ['warn', 503],
      ['warn', undefined],
    ]);
    logEvent.mockRestore();
  });
});
