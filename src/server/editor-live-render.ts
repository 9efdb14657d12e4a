import type { MiddlewareHandler } from 'hono';
import bridgeSource from '@storyblok/preview-bridge/browser-global?raw';
import { checkLiveEdit, LIVE_EDIT_MAX_BYTES, type LiveEditRefusal } from '../lib/editor/check-live-edit.ts';
import livePreviewSource from '../lib/editor/live-preview.browser.js?raw';
import { logEvent } from '../lib/log/logger.ts';
import type { RequestContext } from '../lib/request/request-context.ts';
import { getProcessServices, type Services } from '../lib/services/services.ts';
import { getAppFetch } from './page-store/refresh.ts';

/**
 * The visual editor's live render (decision 0026). `POST /_editor/render` takes `{ url, story }`
 * from the editor page's script, checks it (check-live-edit.ts) and renders that page through
 * the whole chain with the edited content in place of the saved draft; the script swaps it in.
 * `GET /_editor/live.js` is Storyblok's bridge and that script, one file, loaded by editor pages
 * only. Nothing here is stored: every answer is `no-store` and `noindex`.
 */
export const LIVE_RENDER_PATH = '/_editor/render';
export const LIVE_SCRIPT_PATH = '/_editor/live.js';

/** The render a live edit asked for, keyed by the request object only this module creates. */
const editedRequests = new WeakMap<Request, NonNullable<RequestContext['editedContent']>>();

/** For the request middleware: the edited content of this request, if this module made it. */
export function takeEditedContent(request: Request): RequestContext['editedContent'] {
  return editedRequests.get(request);
}

const LIVE_SCRIPT = `${bridgeSource}\n${livePreviewSource}`;

const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'x-content-type-options': 'nosniff' };

const MESSAGES: Record<LiveEditRefusal['reason'], string> = {
  'too-large': `The edited story is larger than ${LIVE_EDIT_MAX_BYTES / 1024 / 1024} MB; save it to see it.`,
  malformed: 'The live preview did not receive a story.',
  'wrong-host': 'The live preview can only render pages of this shop host.',
  token: 'The editor token is missing or has expired: reload the visual editor.',
  'story-mismatch': 'The editor token does not open this story: reload the visual editor.',
  schema: 'This content cannot be shown yet (a required field is empty or invalid): the page shows the last valid state.',
};

/** The body as text, or null past the limit (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function refuse(refusal: LiveEditRefusal, path: string): Response {
  logEvent('warn', 'editor-render-refused', { reason: refusal.reason, path, ...('issues' in refusal ? { issues: refusal.issues.slice(0, 5) } : {}) });
  return new Response(MESSAGES[refusal.reason], { status: refusal.status, headers: { ...PRIVATE_HEADERS, 'content-type': 'text/plain; charset=utf-8' } });
}

/** What the page's own render depends on, forwarded from the editor's request. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

export function editorLiveRender({ services = getProcessServices }: { services?: () => Services } = {}): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path === LIVE_SCRIPT_PATH && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return new Response(c.req.method === 'HEAD' ? null : LIVE_SCRIPT, {
        headers: { ...PRIVATE_HEADERS, 'cache-control': 'private, max-age=300', 'content-type': 'text/javascript; charset=utf-8' },
      });
    }
    if (path !== LIVE_RENDER_PATH) return next();
    if (c.req.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { ...PRIVATE_HEADERS, allow: 'POST' } });
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > LIVE_EDIT_MAX_BYTES) return refuse({ reason: 'too-large', status: 413 }, path);
    const body = await readLimited(c.req.raw, LIVE_EDIT_MAX_BYTES);
    if (body === null) return refuse({ reason: 'too-large', status: 413 }, path);
    const { config } = services();
    const checked = checkLiveEdit(body, c.req.header('host') ?? '', config);
    if (!checked.ok) return refuse(checked.error, path);
    const appFetch = getAppFetch();
    if (!appFetch) return new Response('Live preview unavailable', { status: 503, headers: PRIVATE_HEADERS });
    const headers = new Headers({ host: checked.value.pageUrl.host, accept: 'text/html' });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    // The page's own URL on this server: the middleware places and checks it like any page.
    const target = new URL(checked.value.pageUrl.pathname + checked.value.pageUrl.search, c.req.url);
    const request = new Request(target, { headers });
    editedRequests.set(request, { storyId: checked.value.storyId, fullSlug: checked.value.fullSlug, story: checked.value.story });
    const rendered = await appFetch(request);
    const html = await rendered.text();
    return new Response(html, {
      status: rendered.status,
      headers: { ...PRIVATE_HEADERS, 'content-type': rendered.headers.get('content-type') ?? 'text/html; charset=utf-8' },
    });
  };
}
