import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { parseRouterRequest } from './framework/waku-router.ts';
import { isTrackingOff } from '../lib/analytics/tag-manager.ts';
import { getRequestFlags, prepareRequestFlags } from '../lib/flags/request-flags.ts';
import { logEvent } from '../lib/log/logger.ts';
import { parseCookieHeader } from '../lib/request/cookies.ts';
import { prepareVisitorLocation } from '../lib/location/prepare-visitor-location.ts';
import { handOverPageToken, isTokenPage } from '../lib/request/page-token.ts';
import { decideRequestLightMode, isLightMode } from '../lib/request/light-mode.ts';
import { CONTENT_VERSION_HEADER, FLAG_VARIANT_COOKIE, planVariant, VARIANT_HEADER } from '../lib/request/variant-key.ts';
import { FLAG_MASK_HEADER, parseFlagMask } from '../lib/request/flag-mask.ts';
import { serializeCookie } from '../lib/request/cookies.ts';
import { USER_KEY_MAX_AGE_SECONDS } from '../lib/flags/flag-record.ts';
import type { RequestContext } from '../lib/request/request-context.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import type { Services } from '../lib/services/services.ts';
import { getProcessServices } from '../lib/services/services.ts';
import { buildHomePath } from '../lib/routing/build-shop-path.ts';
import { getClientAddress, pickForwardedProto } from './client-address.ts';
import { takeEditedContent } from './editor-live-render.ts';
import { hasPersonalCookie } from './page-store/page-key.ts';
import { getPageStore, serveFromStore, type StoreOutcome } from './page-store/serve-from-store.ts';
import { createIslandPayloadStream } from './hydration/drop-static-island-payload.ts';
import { replaceResponse } from './replace-response.ts';
import { classifyRequest, type RequestKind } from './request/classify-request.ts';
import { replaceRequestUrl, withoutUnreadQuery } from './request/drop-unread-query.ts';
import { placeRequest } from './request/place-request.ts';
import { isCrossSitePost } from './request/refuse-cross-site-post.ts';
import { resolveRequestPreview } from './request/resolve-request-preview.ts';
import { applyResponsePolicy } from './request/response-policy.ts';
import { readUploadRefusal } from '../lib/toolbox/upload-refusal.ts';

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

export type RequestMiddlewareOptions = {
  /** The services every request gets; the process's by default (built on the first request). */
  services?: () => Services;
};

/**
 * The per-request flow in front of Waku, as the README's architecture diagram draws it:
 * 1. refuse cross-site form posts, 2. classify (document or RSC, page, action), 3. place it with the
 * route pipeline (or answer: unknown host, redirect), 4. resolve draft mode, 5. evaluate flags and
 * the visitor's location cookie,
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
    let url = new URL(c.req.url);
    const method = c.req.method;

    if (isCrossSitePost({ method, secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') })) {
      logEvent('warn', 'cross-origin-refused', { path: url.pathname });
      return c.text('Forbidden', 403);
    }

    let request = classifyRequest(url, parseRouterRequest(c.req.raw));
    // Parameters no page reads are dropped before anything reads the URL (decision 0029).
    const clean = request.isPage && request.isDocument && (method === 'GET' || method === 'HEAD') ? withoutUnreadQuery(url) : null;
    if (clean) {
      replaceRequestUrl(c, clean);
      url = clean;
      request = classifyRequest(url, parseRouterRequest(c.req.raw));
    } else if (request.isPage && !request.isDocument) {
      // A client navigation keeps Waku's route query; the page's forms and links read the clean one.
      request = { ...request, pageUrl: withoutUnreadQuery(request.pageUrl) ?? request.pageUrl };
    }
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
    if (placement.pagePath) context.pageUrl.pathname = placement.pagePath;
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
    // The location suggestion's cookie, decided once per visitor before the page store keys on it
    // (decision 0038); an address not known yet is waited for at most LOCATION_WAIT_MS (0050).
    if (request.isPage) {
      const lookUp = request.isDocument && (method === 'GET' || method === 'HEAD');
      const waiting = prepareVisitorLocation(context, c.req.raw.headers, { secure: https, lookUp, waitMs: config.locationWaitMs });
      if (waiting) await waiting;
    }

    // The variant key a shared cache in front keys this page on (decision 0029).
    const variant =
      request.isPage && request.isDocument
        ? planVariant({
            cookies: context.cookies,
            light: isLightMode(context),
            flags: getRequestFlags(context),
            edgeHeader: c.req.header(VARIANT_HEADER),
            edgeContentVersion: c.req.header(CONTENT_VERSION_HEADER),
            contentVersion: services.storyLoader.getCacheVersion(),
            edgeFlagMask: parseFlagMask(c.req.header(FLAG_MASK_HEADER)),
          })
        : null;
    if (variant?.cookieValue) {
      context.response.setCookies.push(serializeCookie(FLAG_VARIANT_COOKIE, variant.cookieValue, { maxAge: USER_KEY_MAX_AGE_SECONDS, secure: https }));
    }
    const visitorsOwn = request.isPage && (!request.isDocument || getRequestFlags(context)?.debug === true);
    const stored = await serveFromStore({
      c,
      next,
      context,
      services,
      isPage: request.isPage,
      isDocument: request.isDocument,
      https,
      variant,
      notStorable: tokenPage ? { storable: false, reason: 'token' } : context.uploadRefusal ? { storable: false, reason: 'refusal' } : undefined,
    });
    const outcome: StoreOutcome = stored?.outcome ?? 'bypass';
    let status: number;
    if (stored) {
      status = stored.status;
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
      if (getPageStore(services) && request.isPage && config.pageStore.debugHeader) c.res.headers.set('x-page-store', 'bypass');
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
