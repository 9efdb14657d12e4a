import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getTranslator } from '../lib/i18n/get-translator.ts';
import { findCountryLocale, getDefaultLocale } from '../../domain/locale/countries.ts';
import { isLanguage } from '../../domain/locale/locales.ts';
import { logEvent } from '../lib/log/logger.ts';
import { resolveHost } from '../../domain/routing/host-table.ts';
import { getServices } from '../lib/services/services.ts';
import { toRefusedUploadPage } from '../lib/toolbox/upload-refusal.ts';
import { getAppFetch } from './page-store/refresh.ts';
import { TOOLBOX_ACTION_NAME, TOOLBOX_BODY_LIMIT_BYTES, TOOLBOX_MAX_FILE_BYTES, TOOLBOX_UPLOAD_QUERY } from '../lib/toolbox/toolbox-form.ts';
import { ACTION_CALL_PREFIX, isRscPath } from './framework/rsc-path.ts';

// 64 KiB is generous for every form of the shop (the largest is the calculator) and keeps a
// hostile client from making the origin buffer megabytes per request.
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const TOOLBOX_CALL = new RegExp(`^${ACTION_CALL_PREFIX}.+/${TOOLBOX_ACTION_NAME}(\\.txt)?$`);

/**
 * The toolbox's upload is the one post that carries a file: without JavaScript it goes to the
 * page's address with the toolbox marker, with it to the action's own path. Only those get the
 * larger limit; a client claiming to be one gains a bounded few megabytes, nothing more.
 */
export function isToolboxUpload(method: string, url: URL): boolean {
  if (method !== 'POST') return false;
  return url.searchParams.has(TOOLBOX_UPLOAD_QUERY) || TOOLBOX_CALL.test(url.pathname);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A page that says why an upload was refused, in the visitor's language, with the way back to the form. */
export function toolboxRefusalPage(c: Context, status: 413 | 415 | 429, problem: 'too-large' | 'unsupported-type' | 'rate-limited'): Response {
  const url = new URL(c.req.url);
  const host = resolveHost(getServices().config.hostTable, c.req.header('host'));
  const prefix = url.pathname.split('/')[1] ?? '';
  const locale = host ? ((isLanguage(prefix) ? findCountryLocale(host.country, prefix) : undefined) ?? getDefaultLocale(host.country)) : 'de-DE';
  const t = getTranslator(locale);
  const max = Math.round(TOOLBOX_MAX_FILE_BYTES / (1024 * 1024));
  const title = escapeHtml(t(problem === 'too-large' ? 'blocks.toolbox.tooLargeTitle' : 'blocks.toolbox.refusedTitle'));
  const back = isRscPath(url.pathname) ? '/' : `${url.pathname}#toolbox`;
  if (problem === 'too-large') logEvent('info', 'toolbox-refused', { problem, stage: 'body-limit' });
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(t(`blocks.toolbox.error.${problem}`, { max }))}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t('blocks.toolbox.back'))}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" },
  });
}

/** The page a refused upload came from: the form's own, or for a script's call the same-host page that made it. */
function refusedPageUrl(c: Context): URL {
  const url = new URL(c.req.url);
  if (!url.pathname.startsWith('/RSC/')) return url;
  const page = new URL('/', url);
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    if (referer.host === c.req.header('host')) page.pathname = referer.pathname;
  } catch {
    // No usable referer: the home page says it.
  }
  return page;
}

/**
 * A body found too large while it streams (sent in chunks, or a script's call): a client that
 * accepts HTML gets the refusal in the shop's frame, rendered through the app as a GET of the page
 * marked refused (like a declared length over the limit); a script asking for JSON gets JSON; any
 * other the short page. The rendered page is only a fallback's worth of work: the body is not read further.
 */
async function refuseStreamedUpload(c: Context): Promise<Response> {
  const accept = c.req.header('accept') ?? '';
  if (/application\/json/.test(accept) && !/text\/html/.test(accept)) {
    logEvent('info', 'toolbox-refused', { problem: 'too-large', stage: 'body-limit' });
    return c.json({ problem: 'file-too-large' }, 413, { 'cache-control': 'no-store' });
  }
  const appFetch = getAppFetch();
  if (!/text\/html/.test(accept) || !appFetch) return toolboxRefusalPage(c, 413, 'too-large');
  logEvent('info', 'toolbox-refused', { problem: 'too-large', stage: 'body-limit' });
  const original = new Request(refusedPageUrl(c), { method: 'POST', headers: c.req.raw.headers });
  try {
    const page = await appFetch(toRefusedUploadPage(original, { status: 413, problem: 'too-large' }));
    if (page.status === 413) return page;
  } catch {
    // The short page below still says why.
  }
  return toolboxRefusalPage(c, 413, 'too-large');
}

/**
 * The request body limit: the forms' small one, the toolbox upload's larger one with its own page.
 *
 * The 413 does not say `Connection: close`. It is sent while the client is still uploading; had
 * the server closed the socket at once, the kernel would answer the bytes still arriving with a
 * reset, and a client often loses the 413 it had not read yet (it sees EPIPE or ECONNRESET and no
 * answer: the fuzz suite's body-limit tests failed that way about one time in seven). Without it,
 * @hono/node-server drains what still comes, unread and unbuffered, for at most 500 ms (or 64 MiB),
 * then closes the connection itself: the client gets its answer, the body is still never read.
 */
export function shopBodyLimit(): MiddlewareHandler {
  const forms = bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES, onError: (c) => c.text('Payload Too Large', 413) });
  const uploads = bodyLimit({ maxSize: TOOLBOX_BODY_LIMIT_BYTES, onError: refuseStreamedUpload });
  return (c, next) => {
    // HTTP/1.1 has a body only with one of these headers. Asking the request for its body would
    // build a full Request object for every page view just to learn there is none.
    if (c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined) return next();
    const url = new URL(c.req.url);
    if (!isToolboxUpload(c.req.method, url)) return forms(c, next);
    // The form's post with a declared length over the limit: the page renders the refusal in the
    // shop's frame (413). A script's call and a body sent in chunks are found too large while
    // they stream (refuseStreamedUpload).
    if (!isRscPath(url.pathname) && Number(c.req.header('content-length')) > TOOLBOX_BODY_LIMIT_BYTES) {
      logEvent('info', 'toolbox-refused', { problem: 'too-large', stage: 'body-limit' });
      c.req.raw = toRefusedUploadPage(c.req.raw, { status: 413, problem: 'too-large' });
      return next();
    }
    return uploads(c, next);
  };
}
