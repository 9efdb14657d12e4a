import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { addEditable } from '../cdn/add-editable.ts';
import type { ContentStore, StoredStory } from '../cdn/content-types.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';

/**
 * A stand-in of Storyblok's visual editor (decision 0026), so live editing can be tried and
 * tested without Storyblok: `/dev/visual-editor?url=<shop page URL>` frames the page with a valid
 * editor token for its story (`&story=global/footer` edits the footer of that page instead), lists
 * the story's blocks with a labelled field for each text, and talks to the page's bridge with the
 * bridge's own messages: `enterEditmode` once it is loaded, `input` while typing, `published` from
 * Save (which saves the draft here first). A click in the frame (`edit`) names the block.
 */

export type VisualEditorOptions = { getStore: () => ContentStore; spaceId: number; previewToken: string; now?: () => number };

type Target = { channel: string; country: string; language?: string; contentPath: string };

/** Where a shop URL's story lives, as far as the host and path tell (`{country}.{channel}.localhost`, language prefix). */
export function readTarget(url: URL, story?: string): Target {
  const host = /^([a-z]{2,3})\.(poster|card)\.[^.]+$/i.exec(url.hostname);
  const channel = host?.[2]?.toLowerCase() ?? 'poster';
  const country = host?.[1] ? (host[1].toLowerCase() === 'com' ? 'us' : host[1].toLowerCase()) : 'de';
  const segments = url.pathname.split('/').filter(Boolean);
  const language = segments[0] && /^[a-z]{2}$/.test(segments[0]) ? segments.shift() : undefined;
  const contentPath = story?.replace(/^\/+|\/+$/g, '') || segments.join('/') || 'home';
  return { channel, country, ...(language ? { language } : {}), contentPath };
}

/** The story of a target: the country's own folder first, then the language's, then any. */
export function findTargetStory(store: ContentStore, target: Target): StoredStory | undefined {
  const candidates = store.stories.filter((story) => story.channel === target.channel && story.path === target.contentPath);
  const language = target.language ?? candidates.find((story) => story.locale.endsWith(`-${target.country}`))?.locale.slice(0, 2) ?? 'de';
  const score = (story: StoredStory) => (story.locale === `${language}-${target.country}` ? 4 : 0) + (story.locale.startsWith(`${language}-`) ? 2 : 0) + (story.locale.endsWith(`-${target.country}`) ? 1 : 0);
  return [...candidates].sort((left, right) => score(right) - score(left))[0];
}

/** The editor's token for one story, as Storyblok signs it: sha1(`{space}:{preview token}:{timestamp}`). */
export function buildEditorUrl(pageUrl: URL, storyId: number, spaceId: number, previewToken: string, nowMs: number): URL {
  const timestamp = String(Math.floor(nowMs / 1000));
  const url = new URL(pageUrl);
  url.searchParams.set('_storyblok', String(storyId));
  url.searchParams.set('_storyblok_tk[space_id]', String(spaceId));
  url.searchParams.set('_storyblok_tk[timestamp]', timestamp);
  url.searchParams.set('_storyblok_tk[token]', createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex'));
  url.searchParams.set('_storyblok_release', '0');
  return url;
}

type TextField = { path: (string | number)[]; name: string; value: string };
type BlockFields = { uid: string; component: string; fields: TextField[] };

/**
 * Each block of the content with its own text fields, in document order. The root is a block
 * even without a `_uid` (global stories have none), and so is every entry with a `_uid`, named by
 * its `component` or else by the field holding it (the footer's and navigation's entries have no
 * component), so every text of header, navigation and footer can be edited too. The root comes last.
 */
export function listBlockFields(content: unknown): BlockFields[] {
  const blocks: BlockFields[] = [];
  const walk = (value: unknown, path: (string | number)[], owner: BlockFields | undefined) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index], owner));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    let current = owner;
    const field = [...path].reverse().find((key): key is string => typeof key === 'string');
    if (typeof record._uid === 'string' || path.length === 0) {
      const uid = typeof record._uid === 'string' ? record._uid : 'story';
      current = { uid, component: typeof record.component === 'string' ? record.component : (field ?? 'story'), fields: [] };
      blocks.push(current);
    }
    for (const [key, field] of Object.entries(record)) {
      if (key.startsWith('_') || key === 'component') continue;
      if (typeof field === 'string') {
        // Links, colours, assets and ids are not copy.
        if (current && !/^(#|\{\{|https?:|\/)/.test(field) && !/(color|url|icon|filename|type|linktype|robots|translationGroup)$/i.test(key)) {
          current.fields.push({ path: [...path, key], name: key, value: field });
        }
      } else walk(field, [...path, key], current);
    }
  };
  walk(content, [], undefined);
  // The story's own fields (a page's title and SEO texts) after its blocks, which hold what the page shows first.
  const [root, ...rest] = blocks;
  return [...rest, ...(root ? [root] : [])].filter((block) => block.fields.length > 0);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a script element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function renderEditorPage(story: StoredStory, frameUrl: URL, apiStory: Record<string, unknown>): string {
  const blocks = listBlockFields(story.draft);
  const forms = blocks
    .map(
      (block) => `<fieldset data-uid="${escapeHtml(block.uid)}"><legend>${escapeHtml(block.component)} <code>${escapeHtml(block.uid)}</code></legend>${block.fields
        .map((field) => `<label>${escapeHtml(field.name)}<textarea rows="1" data-path="${escapeHtml(JSON.stringify(field.path))}">${escapeHtml(field.value)}</textarea></label>`)
        .join('')}</fieldset>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Visual editor (stand-in): ${escapeHtml(story.fullSlug)}</title>
<style>body{margin:0;font:14px/1.4 system-ui,sans-serif;display:grid;grid-template-columns:minmax(280px,28%) 1fr;height:100vh}
aside{overflow:auto;padding:8px 12px;border-right:1px solid #ccc}iframe{width:100%;height:100%;border:0}
fieldset{margin:0 0 8px;border:1px solid #ddd}label{display:block;margin:4px 0}textarea{display:block;width:100%;box-sizing:border-box}
fieldset.selected{outline:2px solid #09b3af}</style></head><body>
<aside><h1>Visual editor (stand-in)</h1><p>Story <code>${escapeHtml(story.fullSlug)}</code> (id ${story.id})</p>
<p role="status" id="selected">No block selected</p>
<p><button type="button" id="save">Save</button> <span id="saved" role="status"></span></p>
<form id="fields" onsubmit="return false">${forms}</form></aside>
<main><iframe id="preview" title="Page preview" src="${escapeHtml(frameUrl.toString())}"></iframe></main>
<script>
(() => {
  const story = ${scriptJson(apiStory)};
  const shopOrigin = ${scriptJson(frameUrl.origin)};
  const frame = document.getElementById('preview');
  const send = (message) => frame.contentWindow.postMessage(message, shopOrigin);
  const setAt = (target, path, value) => { let node = target; for (const key of path.slice(0, -1)) node = node[key]; node[path[path.length - 1]] = value; };
  document.getElementById('fields').addEventListener('input', (event) => {
    const path = event.target.getAttribute('data-path');
    if (!path) return;
    setAt(story.content, JSON.parse(path), event.target.value);
    send({ action: 'input', story });
  });
  document.getElementById('save').addEventListener('click', async () => {
    const response = await fetch('/dev/visual-editor/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: story.id, content: story.content }) });
    document.getElementById('saved').textContent = response.ok ? 'Saved' : 'Not saved (' + response.status + ')';
    if (response.ok) send({ action: 'published', storyId: story.id, slug: story.full_slug, slugChanged: false });
  });
  window.addEventListener('message', (event) => {
    if (event.origin !== shopOrigin || !event.data || typeof event.data.action !== 'string') return;
    const { action } = event.data;
    if (action === 'initialized') send({ action: 'enterEditmode', storyId: story.id, blockId: '', componentNames: {}, appVersion: 'v2', reload: true });
    if (action === 'ping') send({ action: 'pingBack' });
    if (action === 'edit' && event.data.dataC) {
      const uid = String(event.data.dataC.uid);
      document.getElementById('selected').textContent = 'Selected block: ' + uid;
      for (const set of document.querySelectorAll('fieldset')) set.classList.toggle('selected', set.dataset.uid === uid);
    }
  });
})();
</script></body></html>`;
}

export type StoryEdit = { story: StoredStory; content: StoredStory['draft'] | undefined };

/** The story a save or publish names by its numeric id, and the content a save carries (an object). */
export function readStoryEdit(body: unknown, store: Pick<ContentStore, 'byId'>): Result<StoryEdit, 'no-story' | 'bad-content'> {
  const { id, content } = (typeof body === 'object' && body !== null ? body : {}) as { id?: unknown; content?: unknown };
  const story = typeof id === 'number' ? store.byId.get(id) : undefined;
  if (!story) return err('no-story');
  if (content !== undefined && (typeof content !== 'object' || content === null || Array.isArray(content))) return err('bad-content');
  return ok({ story, content: content as StoredStory['draft'] | undefined });
}

export function createVisualEditorRoutes(options: VisualEditorOptions): Hono {
  const app = new Hono();
  const now = options.now ?? Date.now;

  app.get('/dev/visual-editor', (c) => {
    let pageUrl: URL;
    try {
      pageUrl = new URL(c.req.query('url') ?? '');
    } catch {
      return c.text('query parameter "url" must be a shop page URL, e.g. /dev/visual-editor?url=http://de.poster.localhost:3000/', 400);
    }
    if (!/^https?:$/.test(pageUrl.protocol)) return c.text('url must be http or https', 400);
    const store = options.getStore();
    const slug = c.req.query('slug');
    const story = slug ? store.bySlug.get(slug) : findTargetStory(store, readTarget(pageUrl, c.req.query('story')));
    if (!story) return c.text(`no story for ${pageUrl.toString()}`, 404);
    const frameUrl = buildEditorUrl(pageUrl, story.id, options.spaceId, options.previewToken, now());
    // What the bridge's `input` carries: the story as the delivery API gives it.
    const apiStory = { id: story.id, uuid: story.uuid, name: story.name, slug: story.slug, full_slug: story.fullSlug, published_at: story.publishedAt, alternates: [], content: addEditable(story.draft, story.id, options.spaceId) };
    c.header('cache-control', 'no-store');
    return c.html(renderEditorPage(story, frameUrl, apiStory));
  });

  app.post('/dev/visual-editor/save', async (c) => {
    const edit = readStoryEdit(await c.req.json().catch(() => null), options.getStore());
    if (!edit.ok || edit.value.content === undefined) return c.json({ error: 'expected { id, content } of a story' }, 400);
    const { story, content } = edit.value;
    // The editor's copy carries `_editable`; the draft read adds it again.
    story.draft = JSON.parse(JSON.stringify(content, (key, value: unknown) => (key === '_editable' ? undefined : value))) as StoredStory['draft'];
    return c.json({ ok: true, id: story.id });
  });

  // Storyblok's Publish: the draft becomes the published version and the space's cv grows, which
  // is what the shop's content cache and the cluster's shared cache watch (decision 0029).
  app.post('/dev/visual-editor/publish', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { id?: unknown } | null;
    const store = options.getStore();
    const edit = readStoryEdit({ id: body?.id }, store);
    if (!edit.ok) return c.json({ error: 'expected { id } of a story' }, 400);
    const { story } = edit.value;
    const nowMs = (options.now ?? Date.now)();
    story.published = structuredClone(story.draft);
    story.publishedAt = new Date(nowMs).toISOString();
    store.cv = Math.max(Math.floor(nowMs / 1000), store.cv + 1);
    return c.json({ ok: true, id: story.id, cv: store.cv });
  });

  return app;
}
