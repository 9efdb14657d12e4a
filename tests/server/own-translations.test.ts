import { describe, expect, it } from 'vitest';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * The US shop reads British pages where it has none of its own (en-US falls back to en-GB), but
 * where it has its own translation under another path (holiday cards, picture frames, acrylic
 * prints), the British page is not a second US page in British spelling: its address leads to the
 * US page, and the sitemap lists only that.
 */

const stack = useSharedStack();
const get = (host: string, path: string) => send(stack.shopPort, { path, headers: { host: `${host}:${stack.shopPort}` } });

describe('a British page the US shop has its own translation of', () => {
  it.each([
    ['com.card.localhost', '/christmas-cards/', '/holiday-cards/'],
    ['com.card.localhost', '/photo-frames/', '/picture-frames/'],
    ['com.poster.localhost', '/acrylic-glass?dialog=magnify', '/acrylic-prints?dialog=magnify'],
  ])('%s%s leads to %s, the page the US shop lists', async (host, path, target) => {
    const answer = await get(host, path);
    expect(answer.status).toBe(307);
    const location = new URL(String(answer.headers.location), `http://${host}`);
    expect(location.pathname + location.search).toBe(target);
    expect((await get(host, target)).status).toBe(200);
    const sitemap = (await get(host, '/sitemap.xml')).body;
    expect(sitemap).toContain(`/${target.split(/[/?]/)[1]}`);
    expect(sitemap).not.toContain(path.split('?')[0]!.replace(/\/$/, ''));
  });

  it('is still the British shop\'s page, at its own address', async () => {
    const british = await get('gb.card.localhost', '/christmas-cards/');
    expect(british.status).toBe(200);
    expect(parseDocument(british.body).document.title).toMatch(/Personalised Christmas Cards/);
  });
});
