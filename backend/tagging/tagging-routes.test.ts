import { describe, expect, it } from 'vitest';
import { createTaggingRoutes } from './create-tagging-routes.ts';

describe('tagging stand-in', () => {
  it('serves the tag script for containers and Google tags', async () => {
    const app = createTaggingRoutes();
    for (const path of ['/gtm.js?id=GTM-AB12', '/gtag/js?id=G-AB12']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toContain('dataLayer');
    }
  });

  it('records what the script sends and lists it by visitor', async () => {
    const app = createTaggingRoutes();
    const send = (cid: string, events: unknown[]) =>
      app.request('/g/collect', { method: 'POST', body: JSON.stringify({ containerId: 'GTM-AB12', cid, location: 'http://shop/x', events }), headers: { 'content-type': 'text/plain' } });
    expect((await send('a', [{ event: 'init' }])).status).toBe(204);
    await send('b', [{ event: 'landingpage_view' }]);
    const listed = (await (await app.request('/dev/analytics?cid=a')).json()) as { hits: { events: unknown[] }[] };
    expect(listed.hits.map((hit) => hit.events)).toEqual([[{ event: 'init' }]]);
  });

  it('refuses what is not a batch of events', async () => {
    const app = createTaggingRoutes();
    expect((await app.request('/g/collect', { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await app.request('/g/collect', { method: 'POST', body: JSON.stringify({ events: 'x' }) })).status).toBe(400);
  });
});
