import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { parseRouterRequest } from './framework/waku-router.ts';
import { isTrackingOff } from '../lib/analytics/tag-manager.ts';
import { getFlagsRead, getRequestFlags, prepareRequestFlags } from '../lib/flags/request-flags.ts';
import { logEvent } from '../lib/log/logger.ts';
import { parseCookieHeader } from '../lib/request/cookies.ts';
import { handOverPageToken, isTokenPage } from '../lib/request/page-token.ts';
import { decideRequestLightMode, isLightMode } from '../lib/request/light-mode.ts';
import type { RequestContext } from '../lib/request/request-context.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import type { Services } from '../lib/services/services.ts';
import { getProcessServices } from '../lib/services/services.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { getClientAddress, pickForwardedProto } from './client-address.ts';
import { markComplete } from './complete-response.ts';
import { takeEditedContent } from './editor-live-render.ts';
import { decidePageKey, hasPersonalCookie, variantKey, type PageKeyDecision } from './page-store/page-key.ts';
import { createPageStore, type PageStore } from './page-store/page-store.ts';
import { isRefreshRequest, renderAgain } from './page-store/refresh.ts';
import { inlineScriptHashes } from './page-store/script-hashes.ts';
import { createIslandPayloadStream, dropStaticIslandPayload } from './hydration/drop-static-island-payload.ts';
import { buildStoredPage, recompressBest, serveStoredPage, toBodyBytes, type StoredPage } from './page-store/stored-page.ts';
import { replaceResponse } from './replace-response.ts';
import { classifyRequest, type RequestKind } from './request/classify-request.ts';
import { placeRequest } from './request/place-request.ts';
import { isCrossSitePost } from './request/refuse-cross-site-post.ts';
import { resolveRequestPreview } from './request/resolve-request-preview.ts';
import { applyResponsePolicy } from './request/response-policy.ts';
import { readUploadRefusal } from '../lib/toolbox/upload-refusal.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

/** Whether the visitor reached us over TLS: directly, or as our own proxy reports it. */
function isHttps(c: Context, url: URL, trustProxyHops: number): boolean {
  return url.protocol === 'https:' || pickForwardedProto(c.req.header('x-forwarded-proto'), trustProxyHops) === 'https';
}

function createRequestContext(c: Context, url: URL, request: RequestKind, services: Services): RequestContext {
  // Drawn when a render asks for it: a page served from the store has no use for one.
  let nonce: string | undefined;
  const cookies = parseCookieHeader(c.req.header('cookie'));
  return {
    requestId: c.req.header('x-request-id') ?? randomUUID(),
    services,
    url,
    pageUrl: request.pageUrl,
    method: c.req.method,
    clientAddress: getClientAddress(c, services.config.trustProxyHops),
    get nonce() {
      return (nonce ??= randomBytes(16).toString('base64'));
    },
    set nonce(value: string) {
      nonce = value;
    },
    cookies,
    lightMode: decideRequestLightMode(cookies, (name) => c.req.header(name)),
    referrer: c.req.header('referer') ?? null,
    location: null,
    notFoundMessage: null,
    preview: null,
    response: { status: null, headers: new Headers(), setCookies: [] },
  };
}

const pageStores = new WeakMap<Services, PageStore | null>();

/** One page store per services object (a test's services get their own); null when switched off. */
export function getPageStore(services: Services): PageStore | null {
  let store = pageStores.get(services);
  if (store === undefined) {
    const { maxBytes, freshSeconds, staleSeconds } = services.config.pageStore;
    store = maxBytes > 0 ? createPageStore({ maxBytes, freshMs: freshSeconds * 1000, staleMs: staleSeconds * 1000, improve: recompressBest }) : null;
    pageStores.set(services, store);
  }
  return store;
}

type StoreOutcome = 'hit' | 'stale' | 'miss' | 'shared' | 'bypass';

export type RequestMiddlewareOptions = {
  /** The services every request gets; the process's by default (built on the first request). */
  services?: () => Services;
};

/**
 * The per-request flow in front of Waku, as the README's architecture diagram draws it:
 * 1. refuse cross-site form posts, 2. classify (document or RSC, page, action), 3. place it with the
 * route pipeline (or answer: unknown host, redirect), 4. resolve draft mode, 5. evaluate flags,
 * 6. render inside the request context, 7. apply what the render collected plus security and
 * cache headers, 8. log one `request` line.
 */
export function requestMiddleware({ services: getServices = getProcessServices }: RequestMiddlewareOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    // Supervisors probe by address, not by shop host name.
    if (c.req.path === '/health') return next();
    const started = performance.now();
    const services = getServices();
    const { config } = services;
    const url = new URL(c.req.url);
    const method = c.req.method;

    if (isCrossSitePost({ method, secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') })) {
      logEvent('warn', 'cross-origin-refused', { path: url.pathname });
      return c.text('Forbidden', 403);
    }

    const request = classifyRequest(url, parseRouterRequest(c.req.raw));
    const context = createRequestContext(c, url, request, services);

    // The URL's host is the request's host (decision 0019): placement, page key and render agree on it.
    const placement = placeRequest({ table: config.hostTable, hostHeader: url.host, url, method, referer: c.req.header('referer'), request });
    if (placement.kind === 'unknown-host') {
      logEvent('warn', 'unknown-host', { host: url.host });
      return c.text('Unknown host', 421);
    }
    if (placement.kind === 'redirect') {
      return new Response(null, { status: placement.status, headers: { location: placement.location, 'cache-control': 'no-cache' } });
    }
    context.location = placement.location;
    context.notFoundMessage = placement.notFoundMessage;
    context.uploadRefusal = readUploadRefusal(c.req.raw);

    const https = isHttps(c, url, config.trustProxyHops);
    // A mail link's token leaves the URL before anything renders or stores the page.
    if (request.isPage && request.isDocument && (method === 'GET' || method === 'HEAD')) {
      const handover = handOverPageToken(request.pageUrl, { secure: https, fallback: buildHomePath(placement.location) });
      if (handover) {
        logEvent('info', 'page-token-handed-over', { path: request.pageUrl.pathname, carried: handover.setCookie !== null });
        const headers = new Headers({ location: handover.location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
        if (handover.setCookie) headers.append('set-cookie', handover.setCookie);
        return new Response(null, { status: 303, headers });
      }
    }
    const tokenPage = request.isPage && isTokenPage(placement.location?.route ?? null, request.pageUrl, context.cookies);

    const { preview, invalid } = resolveRequestPreview(request.pageUrl, url.hostname, config);
    context.preview = preview;
    // The editor's live render (made in process by editor-live-render.ts, never from outside).
    const edited = takeEditedContent(c.req.raw);
    if (edited && preview?.storyId === edited.storyId) context.editedContent = edited;
    if (invalid) logEvent('warn', 'draft-token-invalid', { path: request.pageUrl.pathname });

    // Flags are evaluated once, before rendering: a render reads them synchronously (decision 0009).
    if (request.isPage || request.isAction) await prepareRequestFlags(context, c.req.raw.headers, request.isPage ? 'page' : 'action');

    const visitorsOwn = request.isPage && (!request.isDocument || getRequestFlags(context)?.debug === true);
    const store = getPageStore(services);
    const decision: PageKeyDecision = tokenPage
      ? { storable: false, reason: 'token' }
      : context.uploadRefusal
        ? { storable: false, reason: 'refusal' }
      : store && request.isPage
        ? decidePageKey({
            method,
            isDocument: request.isDocument,
            isPage: request.isPage,
            host: url.host,
            pageUrl: request.pageUrl,
            cookies: context.cookies,
            lightMode: isLightMode(context),
            preview: context.preview !== null,
            cacheVersion: services.storyLoader.getCacheVersion(),
            flags: getRequestFlags(context),
          })
        : { storable: false, reason: 'not-a-page' };
    let outcome: StoreOutcome = 'bypass';
    let status: number;

    if (store && decision.storable) {
      const { base, treatments } = decision;
      const key = variantKey(base, treatments, store.relevantFlags(base));
      const answer = (page: StoredPage, served: StoreOutcome) => {
        outcome = served;
        const extraHeaders: Record<string, string> = {};
        if (https) extraHeaders['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
        if (config.pageStore.debugHeader) extraHeaders['x-page-store'] = served;
        const response = serveStoredPage(page, {
          method,
          acceptEncoding: c.req.header('accept-encoding'),
          ifNoneMatch: c.req.header('if-none-match'),
          setCookies: context.response.setCookies,
          extraHeaders,
          varyHints: context.lightMode.hintsRead,
        });
        replaceResponse(c, markComplete(response));
        return response.status;
      };
      // The shop's own background render of a stale page skips the lookup: it is the refresh.
      const refresh = isRefreshRequest(c.req.raw.headers);
      const found = refresh ? undefined : store.lookup(key);
      if (found) {
        if (found.stale) store.refreshInBackground(key, () => renderAgain(c.req.url, c.req.raw.headers));
        status = answer(found.page, found.stale ? 'stale' : 'hit');
      } else {
        // Rendered without a nonce: the CSP names the hashes of the page's inline scripts instead.
        context.nonce = '';
        let own: Response | undefined;
        const cookiesBefore = context.response.setCookies.length;
        const shared = store.coalesce(key, async () => {
          const rendered = await renderForStore(c, next, context, { config, isPage: request.isPage, https });
          own = rendered.response;
          const storable =
            rendered.response.status === 200 &&
            context.response.setCookies.length === cookiesBefore &&
            (rendered.response.headers.get('content-type') ?? '').startsWith('text/html');
          if (!storable) return null;
          // Stored under the flags this page asked for, so other groups of other experiments share it.
          const relevant = store.noteRelevantFlags(base, getFlagsRead(context));
          return {
            key: variantKey(base, treatments, relevant),
            page: buildStoredPage({ status: 200, headers: rendered.response.headers, html: rendered.html, policy: config.pageStore, now: Date.now() }),
          };
        });
        let page = await shared.page.catch((error: unknown) => {
          if (shared.leader) throw error;
          return null;
        });
        // The leader's render may have asked for a flag this page had not asked for before; the page
        // is this request's only if it is stored under this request's treatments of that flag too.
        if (page && !shared.leader && store.lookup(variantKey(base, treatments, store.relevantFlags(base)))?.page !== page) page = null;
        if (page) {
          status = answer(page, shared.leader ? 'miss' : 'shared');
        } else if (own) {
          replaceResponse(c, own);
          status = own.status;
        } else {
          // The render this request waited for could not be stored (an error page): its own.
          status = (await renderForStore(c, next, context, { config, isPage: request.isPage, https })).response.status;
        }
      }
    } else {
      await runWithRequestContext(context, next);
      const headers = applyResponsePolicy({ headers: c.res.headers, context, config, isPage: request.isPage, visitorsOwn, https });
      // A page of one visitor's account is nobody else's to keep, not even the browser's disk.
      if (request.isPage && !context.preview && (tokenPage || hasPersonalCookie(context.cookies))) headers.set('cache-control', 'private, no-store');
      status = context.response.status ?? c.res.status;
      const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
      const body = isHtml && c.res.body ? c.res.body.pipeThrough(createIslandPayloadStream()) : c.res.body;
      if (body !== c.res.body) headers.delete('content-length');
      replaceResponse(c, new Response(body, { status, statusText: status === c.res.status ? c.res.statusText : undefined, headers }));
      if (store && request.isPage && config.pageStore.debugHeader) c.res.headers.set('x-page-store', 'bypass');
    }
    // `?tracking=0` (synthetic checks, monitoring) keeps the request out of the info-level log too.
    logEvent(isTrackingOff(context.pageUrl) ? 'debug' : 'info', 'request', {
      direction: 'incoming',
      requestId: context.requestId,
      host: url.host,
      method,
      path: context.pageUrl.pathname,
      status,
      durationMs: Math.round(performance.now() - started),
      preview: context.preview !== null,
      ...(request.isPage ? { pageStore: outcome } : {}),
    });
  };
}

/**
 * Renders a page candidate for the store to the end (a stored page is whole bytes), then applies
 * the response policy with the hashes of its inline scripts. The response served when the page
 * cannot be stored is built from the same bytes.
 */
async function renderForStore(
  c: Context,
  next: () => Promise<void>,
  context: RequestContext,
  { config, isPage, https }: { config: Services['config']; isPage: boolean; https: boolean },
): Promise<{ response: Response; html: Buffer }> {
  await runWithRequestContext(context, next);
  const rendered = Buffer.from(await c.res.arrayBuffer());
  const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
  // Before the hashes: the payload script changes.
  const html = isHtml ? Buffer.from(dropStaticIslandPayload(rendered.toString('utf8')).html, 'utf8') : rendered;
  const headers = applyResponsePolicy({
    headers: c.res.headers,
    context,
    config,
    isPage,
    https,
    scriptHashes: isHtml ? inlineScriptHashes(html.toString('utf8')) : undefined,
  });
  headers.delete('content-length');
  const status = context.response.status ?? c.res.status;
  const response = new Response(toBodyBytes(html), { status, headers });
  return { response, html };
}
