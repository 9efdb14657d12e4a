import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreviewQuery } from '../../src/lib/content/preview-token.ts';
import { parseDocument } from '../support/parse-html.ts';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { send } from './raw-http.ts';

/** The visual editor's live render (decision 0026) against a started shop and backend. */
let stack: Stack;
let logs = '';
const HOST = 'de.poster.localhost';

type ApiStory = { id: number; uuid: string; full_slug: string; content: { teaser: Array<{ headline: string }>; body: unknown[] } };

async function readDraft(slug: string): Promise<ApiStory> {
  const response = await fetch(`http://127.0.0.1:${stack.backendPort}/v2/cdn/stories/${slug}?version=draft&token=embedded-preview`);
  return ((await response.json()) as { story: ApiStory }).story;
}

function pageUrl(storyId: number, path = '/', now?: number): string {
  const query = buildPreviewQuery({ spaceId: '100001', previewToken: 'embedded-preview', storyId, ...(now ? { now } : {}) });
  return `http://${HOST}:${stack.shopPort}${path}?${query}`;
}

function render(body: unknown, extra: Record<string, string> = {}) {
  return send(stack.shopPort, {
    method: 'POST',
    path: '/_editor/render',
    headers: { host: `${HOST}:${stack.shopPort}`, 'content-type': 'application/json', ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'warn', BACKEND_LOG_LEVEL: 'error' }, { onShopOutput: (text) => (logs += text) });
});
afterAll(async () => stack?.stop());

describe('the live render', () => {
  it('renders the page with the edited story, uncached and unindexed', async () => {
    const story = await readDraft('poster/de-de/home');
    story.content.teaser[0]!.headline = 'Live bearbeitete Überschrift';
    const response = await render({ url: pageUrl(story.id), story });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const { document } = parseDocument(response.body);
    expect(document.querySelector('main')?.textContent).toContain('Live bearbeitete Überschrift');
    // The bridge finds the edited blocks.
    expect(document.querySelectorAll('main [data-blok-uid]').length).toBeGreaterThan(3);
    // Nothing of it reached the shoppers' page (nor the page store).
    const published = await send(stack.shopPort, { path: '/', headers: { host: HOST } });
    expect(published.body).not.toContain('Live bearbeitete Überschrift');
    expect(published.body).not.toContain('data-blok-');
    expect(published.body).not.toContain('/_editor/live.js');
  });

  it('refuses a token that is invalid, expired or for another story, with a 403 and a named log line', async () => {
    const story = await readDraft('poster/de-de/home');
    const other = await readDraft('poster/de-de/leinwanddruck');
    const cases = [
      { url: `http://${HOST}:${stack.shopPort}/`, story },
      { url: pageUrl(story.id, '/', Date.now() - 3 * 3600_000), story },
      { url: pageUrl(other.id), story },
    ];
    for (const body of cases) {
      const response = await render(body);
      expect(response.status).toBe(403);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatch(/editor token/);
    }
    await expect.poll(() => logs).toMatch(/"event":"editor-render-refused".*"reason":"story-mismatch"/);
    expect(logs).toMatch(/"event":"editor-render-refused".*"reason":"token"/);
  });

  it('refuses content the schemas reject (422), a page of another host and malformed bodies (400)', async () => {
    const story = await readDraft('poster/de-de/home');
    const noComponent = { ...story, content: { title: 'x' } };
    expect((await render({ url: pageUrl(story.id), story: { ...story, uuid: '' } })).status).toBe(422);
    expect((await render({ url: pageUrl(story.id), story: noComponent })).status).toBe(422);
    expect((await render({ url: pageUrl(story.id), story: { ...story, content: { ...story.content, component: 'teaser' } } })).status).toBe(422);
    expect((await render({ url: pageUrl(story.id).replace(HOST, 'at.poster.localhost'), story })).status).toBe(400);
    expect((await render('{"url":')).status).toBe(400);
    expect((await render({ url: 'javascript:alert(1)', story })).status).toBe(400);
  });

  it('refuses a story over 1 MB with a 413, without reading it all', async () => {
    const story = await readDraft('poster/de-de/home');
    const padded = { ...story, content: { ...story.content, padding: 'x'.repeat(1024 * 1024) } };
    const response = await render({ url: pageUrl(story.id), story: padded });
    expect(response.status).toBe(413);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('renders each of a run of edits with that edit, the latest included (the time is npm run bench\'s)', async () => {
    const story = await readDraft('poster/de-de/home');
    const url = pageUrl(story.id);
    for (let round = 0; round < 4; round++) {
      story.content.teaser[0]!.headline = `Runde ${round}`;
      const response = await render({ url, story });
      expect(response.status).toBe(200);
      expect(response.body).toContain(`Runde ${round}`);
      if (round > 0) expect(response.body).not.toContain(`Runde ${round - 1}`);
    }
  });

  it('answers other methods with 405, never 5xx', async () => {
    const response = await send(stack.shopPort, { method: 'GET', path: '/_editor/render', headers: { host: HOST } });
    expect(response.status).toBe(405);
  });
});

describe('content an editor sets shows (issue 21, item 3)', () => {
  it('gives every entry of ogImages its own og:image, after ogImage', async () => {
    const story = await readDraft('poster/de-de/home');
    const base = String((story.content as unknown as { ogImage: { filename: string } }).ogImage.filename).replace(/[^/]+$/, '');
    const images = ['poster.jpg', 'canvas.jpg'].map((name) => ({ filename: base + name, alt: name }));
    const content = { ...story.content, ogImages: [...images, { filename: '' }] } as unknown as ApiStory['content'];
    const response = await render({ url: pageUrl(story.id), story: { ...story, content } });
    expect(response.status).toBe(200);
    const ogImages = [...parseDocument(response.body).document.querySelectorAll('meta[property="og:image"]')].map((meta) => meta.getAttribute('content'));
    expect(ogImages).toHaveLength(3);
    expect(ogImages[1]).toContain('poster.jpg');
    expect(ogImages[2]).toContain('canvas.jpg');
  });
});

describe('content an editor sets shows, through the live render (issue 21, item 3)', () => {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('a page\'s footerOverride replaces the global footer', async () => {
    const story = (await readDraft('poster/de-de/home')) as unknown as Json;
    const override = { _uid: 'fo-1', component: 'footer', linkBoxes: [{ _uid: 'fo-b', title: 'Zur Aktion', links: [{ _uid: 'fo-l', text: 'Aktionsbedingungen', link: { linktype: 'url', url: '/agb' } }] }], copyright: '© Aktion' };
    const response = await render({ url: pageUrl(story.id), story: { ...story, content: { ...story.content, footerOverride: [override] } } });
    expect(response.status).toBe(200);
    const footer = parseDocument(response.body).document.querySelector('footer');
    expect(footer?.textContent).toContain('Aktionsbedingungen');
    expect(footer?.textContent).toContain('© Aktion');
    expect(footer?.textContent).not.toContain('Rechtliches');
  });

  it('flyout entries: a headline entry is a heading, sub groups are named groups, an image-only entry is a picture link', async () => {
    const story = (await readDraft('poster/de-de/global/navigation')) as unknown as Json;
    const item = story.content.items.find((entry: Json) => entry.text === 'Wandbilder');
    const [first, second, third] = item.flyoutGroups[0].flyoutGroupItems;
    first.isHeadlineItem = true;
    second.linkOnlyImage = true;
    third.subFlyoutGroups = [{ _uid: 'sub-1', flyoutGroupTitle: 'Rahmenfarben live', flyoutGroupItems: [{ _uid: 'sub-2', storyblokTitle: 'Eiche live', link: { linktype: 'url', url: '/bilderrahmen' } }] }];
    const response = await render({ url: pageUrl(story.id), story });
    expect(response.status).toBe(200);
    const flyout = parseDocument(response.body).document.querySelector('nav [role="group"][aria-label="Wandbilder"]');
    expect(flyout?.querySelector('h3')?.textContent).toBe(first.storyblokTitle);
    const imageOnly = [...(flyout?.querySelectorAll('a') ?? [])].find((link) => link.querySelector(`img[alt="${second.storyblokTitle}"]`));
    expect(imageOnly?.textContent?.trim()).toBe('');
    const group = flyout?.querySelector('[role="group"][aria-label="Rahmenfarben live"]');
    expect(group?.textContent).toContain('Eiche live');
  });

  it('footer box items show their image, as the link itself with linkImage', async () => {
    const story = (await readDraft('poster/de-de/global/footer')) as unknown as Json;
    const base = 'https://a.storyblok.com/f/100001/120x40/';
    const apps = story.content.boxes.find((box: Json) => box.type === 'apps');
    const awards = story.content.boxes.find((box: Json) => box.type === 'awards');
    Object.assign(apps.items[0], { image: { filename: `${base}app-store-live.png`, alt: '' }, linkImage: true });
    Object.assign(awards.items[0], { image: { filename: `${base}seal-live.png`, alt: 'Siegel live' } });
    const response = await render({ url: pageUrl(story.id), story });
    expect(response.status).toBe(200);
    const footer = parseDocument(response.body).document.querySelector('footer');
    const badge = footer?.querySelector(`a img[alt="${apps.items[0].text}"]`);
    expect(badge?.getAttribute('src')).toContain('app-store-live');
    expect(footer?.querySelector('img[alt="Siegel live"]')?.getAttribute('src')).toContain('seal-live');
  });
});

describe('editor pages', () => {
  it('carry the bridge script and the editable attributes only with a valid editor token; only the editors may frame them', async () => {
    const story = await readDraft('poster/de-de/home');
    const editorPage = await send(stack.shopPort, { path: new URL(pageUrl(story.id)).pathname + new URL(pageUrl(story.id)).search, headers: { host: HOST } });
    const { document } = parseDocument(editorPage.body);
    expect(document.querySelector('script[src="/_editor/live.js"]')).not.toBeNull();
    const teaser = document.querySelector('main [data-blok-uid]');
    expect(teaser?.getAttribute('data-blok-uid')).toMatch(new RegExp(`^${story.id}-`));
    expect(JSON.parse(teaser?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({ id: String(story.id) });
    expect(editorPage.headers['content-security-policy']).toContain(`frame-ancestors https://app.storyblok.com http://127.0.0.1:${stack.backendPort}`);
    expect(editorPage.headers['cache-control']).toBe('no-store');

    const script = await send(stack.shopPort, { path: '/_editor/live.js', headers: { host: HOST } });
    expect(script.status).toBe(200);
    expect(script.body).toContain('StoryblokBridge');
  });
});
