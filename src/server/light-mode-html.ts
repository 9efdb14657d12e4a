import type { MiddlewareHandler } from 'hono';
import { serializeCookie } from '../lib/request/cookies.ts';
import { isLightMode } from '../lib/request/light-mode.ts';
import { getRequestContext, tryGetRequestContext } from '../lib/request/request-context.ts';
import { CRITICAL_LIGHT_MODE_HINTS, LIGHT_MODE_HINTS } from '../lib/light-mode/decide-light-mode.ts';
import { SHOP_COOKIES } from '../lib/request/shop-cookies.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { resolveSafeReturnPath } from '../lib/routing/resolve-safe-return-path.ts';
import { replaceResponse } from './replace-response.ts';

/**
 * Scripts that stay in light mode: data, not code (structured data for search engines).
 * Everything else (Waku's bootstrap, the inline RSC payload, module scripts) goes.
 */
const KEPT_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/ld\+json/i;
const MODULE_PRELOAD = /\brel\s*=\s*["']?modulepreload\b/i;
/** The longest tag opening the scanner must see whole before it can decide (`<script`, `<link`). */
const HOLD_BACK = '<script'.length;

/**
 * Removes what only JavaScript uses from an HTML document as it streams: `<script>` elements
 * (except JSON-LD) and `<link rel="modulepreload">`. Waku has no switch to render a document
 * without its client runtime, so light-mode pages are rendered as usual and lose these on the way
 * out; what remains is the same HTML a browser with JavaScript off already works with.
 * Chunks are cut anywhere, so an element that is not complete yet is held until it is.
 */
export function createScriptStripper(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';

  /** Emits everything decidable in `pending`; keeps an unfinished element (or its start). */
  function drain(final: boolean): string {
    let out = '';
    for (;;) {
      const start = findTagStart(pending);
      if (start === -1) {
        // A `<` near the end may begin a tag whose name has not arrived yet.
        const cut = final ? pending.length : Math.max(0, safeCut(pending));
        out += pending.slice(0, cut);
        pending = pending.slice(cut);
        return out;
      }
      out += pending.slice(0, start);
      pending = pending.slice(start);
      const isScript = /^<script\b/i.test(pending);
      const openEnd = pending.indexOf('>');
      if (openEnd === -1) {
        if (final) {
          out += pending;
          pending = '';
        }
        return out;
      }
      if (!isScript) {
        const tag = pending.slice(0, openEnd + 1);
        if (!MODULE_PRELOAD.test(tag)) out += tag;
        pending = pending.slice(openEnd + 1);
        continue;
      }
      const close = pending.search(/<\/script\s*>/i);
      if (close === -1) {
        if (final) pending = '';
        return out;
      }
      const closeEnd = pending.indexOf('>', close) + 1;
      const element = pending.slice(0, closeEnd);
      if (KEPT_SCRIPT_TYPE.test(pending.slice(0, openEnd))) out += element;
      pending = pending.slice(closeEnd);
    }
  }

  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const out = drain(false);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      pending += decoder.decode();
      const out = drain(true);
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}

/** The next `<script` or `<link` (a whole word), or -1. */
function findTagStart(text: string): number {
  const match = /<(script|link)(?=[\s>/])/i.exec(text);
  return match ? match.index : -1;
}

/** Where text can be released without splitting a possible `<script`/`<link` opening. */
function safeCut(text: string): number {
  const lastOpen = text.lastIndexOf('<', text.length - 1);
  if (lastOpen === -1 || text.length - lastOpen > HOLD_BACK) return text.length;
  return lastOpen;
}

/** Every HTML page asks for the hints light mode reads (decision 0028). */
export const ACCEPT_CH = LIGHT_MODE_HINTS.join(', ');
/** A browser without them retries its first request once, so that the first page is the right one. */
export const CRITICAL_CH = CRITICAL_LIGHT_MODE_HINTS.join(', ');

/**
 * Client hints in, light mode out: every HTML page asks for the hints (`Accept-CH`, `Critical-CH`)
 * and varies on exactly those its light-mode decision read; light pages lose their scripts.
 * Runs inside the request context (after the request middleware has set it up).
 */
export function lightModeHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) return;
    const headers = new Headers(c.res.headers);
    headers.set('accept-ch', ACCEPT_CH);
    headers.set('critical-ch', CRITICAL_CH);
    for (const hint of tryGetRequestContext()?.lightMode.hintsRead ?? []) headers.append('vary', hint);
    if (!isLightMode() || !c.res.body) {
      replaceResponse(c, new Response(c.res.body, { status: c.res.status, headers }));
      return;
    }
    headers.delete('content-length');
    replaceResponse(c, new Response(c.res.body.pipeThrough(createScriptStripper()), { status: c.res.status, headers }));
  };
}

/** The light-version switch posts here (see LightModeToggle). */
export const LIGHT_MODE_PATH = '/light-mode';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;


/**
 * The light-version switch: a plain form post (not a React server action), so that with
 * JavaScript on the browser loads the next page as a whole document, the only way to drop or
 * regain the scripts. Stores the choice either way (`1` light, `0` full: it wins over the client
 * hints, decision 0028) and sends the visitor back (303).
 * Runs inside the request context, after the cross-site check.
 */
export function lightModeSwitch(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== LIGHT_MODE_PATH) return next();
    if (c.req.method !== 'POST') return c.text('Method Not Allowed', 405, { allow: 'POST', 'cache-control': 'no-store' });
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return c.text('Bad Request', 400, { 'cache-control': 'no-store' });
    }
    const on = form.get('mode') === 'on';
    const context = getRequestContext();
    const secure = context.url.protocol === 'https:' || context.services.config.hostTable.protocol === 'https';
    const cookie = serializeCookie(SHOP_COOKIES.lightMode.name, on ? '1' : '0', { maxAge: ONE_YEAR_SECONDS, secure });
    const home = buildHomePath(context.location);
    return new Response(null, {
      status: 303,
      headers: { location: resolveSafeReturnPath(form.get('back'), home), 'set-cookie': cookie, 'cache-control': 'no-store' },
    });
  };
}
