import { randomBytes, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { replaceResponse } from './replace-response.ts';
import { unstable_parseRouterRequest as parseRouterRequest } from 'waku/router/server';
import { getServerConfig } from '../lib/config/server-config.ts';
import { hasPreviewParameters, resolvePreview } from '../lib/content/preview-token.ts';
import { prepareRequestFlags } from '../lib/flags/request-flags.ts';
import { logEvent } from '../lib/log/logger.ts';
import { parseCookieHeader } from '../lib/request/cookies.ts';
import type { RequestContext } from '../lib/request/request-context.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import { runRoutePipeline } from '../lib/routing/route-pipeline.ts';
import { pickForwardedAddress, pickForwardedProto } from './client-address.ts';
import { applySecurityHeaders, buildContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

/** Paths served by API routes or files: they get a context (host, nonce) but no page routing. */
const NON_PAGE_PATHS = /^\/(robots\.txt|sitemap\.xml|favicon\.ico|icons\.svg|health)$/;

function locateReferringPage(referer: string | undefined, url: URL, table: ReturnType<typeof getServerConfig>['hostTable']) {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.host !== url.host) return null;
  const result = runRoutePipeline({ table, hostHeader: from.host, pathname: from.pathname, search: '', method: 'GET' });
  return result.kind === 'render' ? result.location : null;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function getClientAddress(c: Parameters<MiddlewareHandler>[0], trustProxyHops: number): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return pickForwardedAddress(c.req.header('x-forwarded-for'), trustProxyHops, socketAddress);
}

/** Whether the visitor reached us over TLS: directly, or as our own proxy reports it. */
function isHttps(c: Parameters<MiddlewareHandler>[0], url: URL, trustProxyHops: number): boolean {
  return url.protocol === 'https:' || pickForwardedProto(c.req.header('x-forwarded-proto'), trustProxyHops) === 'https';
}

/**
 * The per-request pipeline in front of Waku: resolves host, locale and route (docs/shop-rules.md, Routes and request checks) and
 * answers redirects itself, then renders inside a request context and applies what the render
 * collected (status, headers, cookies) plus the security headers.
 */
export function requestMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    // Supervisors probe by address, not by shop host name.
    if (c.req.path === '/health') return next();
    const started = performance.now();
    const config = getServerConfig();
    const url = new URL(c.req.url);
    const method = c.req.method;

    // Browsers say where a form came from; a cross-site form post is never ours (Waku checks
    // Origin for server actions too, this also covers browsers that send only Sec-Fetch-Site).
    if (method === 'POST' && c.req.header('sec-fetch-site') === 'cross-site') {
      logEvent('warn', 'cross-origin-refused', { path: url.pathname });
      return c.text('Forbidden', 403);
    }

    const routerRequest = parseRouterRequest(c.req.raw);
    const isDocument = !url.pathname.startsWith('/RSC/');
    const isPage = routerRequest?.type === 'route' && !NON_PAGE_PATHS.test(url.pathname);

    const pageUrl =
      !isDocument && routerRequest?.type === 'route'
        ? new URL(`${routerRequest.path}${routerRequest.query ? `?${routerRequest.query}` : ''}`, url.origin)
        : url;
    const context: RequestContext = {
      requestId: c.req.header('x-request-id') ?? randomUUID(),
      url,
      pageUrl,
      method,
      clientAddress: getClientAddress(c, config.trustProxyHops),
      nonce: randomBytes(16).toString('base64'),
      cookies: parseCookieHeader(c.req.header('cookie')),
      location: null,
      notFoundMessage: null,
      preview: null,
      response: { status: null, headers: new Headers(), setCookies: [] },
    };

    const routePath = isDocument ? url.pathname : routerRequest?.type === 'route' ? routerRequest.path : url.pathname;
    const result = runRoutePipeline({
      table: config.hostTable,
      hostHeader: c.req.header('host'),
      pathname: routePath,
      search: url.search,
      method,
    });
    if (result.kind === 'unknown-host') {
      logEvent('warn', 'unknown-host', { host: c.req.header('host') });
      return c.text('Unknown host', 421);
    }
    if (isPage) {
      // Client-side navigations (RSC requests) carry the route without its slash, so only
      // document requests are redirected; an RSC request renders what the document would.
      if (result.kind === 'redirect' && isDocument) {
        return new Response(null, { status: result.status, headers: { location: result.location, 'cache-control': 'no-cache' } });
      }
      if (result.kind === 'render') context.location = result.location;
      if (result.kind === 'not-found') context.notFoundMessage = result.message;
    } else if (result.kind === 'render') {
      context.location = result.location;
    } else if (routerRequest?.type === 'action') {
      // A server action called from the page: it acts for the page the visitor is on.
      context.location = locateReferringPage(c.req.header('referer'), url, config.hostTable);
    }

    // Preview tokens are bound to the page (path and host, or the editor's story), so they are
    // read from the page's URL, which for a client navigation is not the RSC request's.
    if (hasPreviewParameters(pageUrl.searchParams)) {
      context.preview = resolvePreview(pageUrl.searchParams, { hostname: url.hostname, pathname: pageUrl.pathname }, {
        spaceId: config.contentSpaceId,
        previewToken: config.contentPreviewToken,
        now: Date.now(),
      });
      if (!context.preview) logEvent('warn', 'draft-token-invalid', { path: pageUrl.pathname });
    }

    // Flags are evaluated once, before rendering: a render reads them synchronously (decision 0009).
    if (isPage || routerRequest?.type === 'action') await prepareRequestFlags(context, c.req.raw.headers, isPage ? 'page' : 'action');

    await runWithRequestContext(context, next);

    const headers = new Headers(c.res.headers);
    for (const [name, value] of context.response.headers) headers.set(name, value);
    for (const cookie of context.response.setCookies) headers.append('set-cookie', cookie);
    const type = headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      const editorOrigins = context.preview ? [process.env.CONTENT_EDITOR_ORIGIN ?? 'https://app.storyblok.com'] : [];
      applySecurityHeaders(headers, buildContentSecurityPolicy({
          nonce: context.nonce,
          frameAncestors: editorOrigins,
          recaptcha: Boolean(config.recaptchaSiteKey),
          formTargets: [new URL(config.designerUrl).origin],
        }));
    } else {
      headers.set('x-content-type-options', 'nosniff');
    }
    // Only on https: over plain http the header is ignored by browsers and would only mislead.
    if (isHttps(c, url, config.trustProxyHops)) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (context.preview) {
      // Drafts must never be stored by a browser or CDN, nor indexed.
      headers.set('cache-control', 'no-store');
      headers.set('x-robots-tag', 'noindex, nofollow');
    } else if (!headers.has('cache-control') && isPage) {
      headers.set('cache-control', method === 'GET' || method === 'HEAD' ? 'no-cache' : 'no-store');
    }
    const status = context.response.status ?? c.res.status;
    replaceResponse(c, new Response(c.res.body, { status, statusText: status === c.res.status ? c.res.statusText : undefined, headers }));
    logEvent('info', 'request', {
      direction: 'incoming',
      requestId: context.requestId,
      host: url.host,
      method,
      path: context.pageUrl.pathname,
      status,
      durationMs: Math.round(performance.now() - started),
      preview: context.preview !== null,
    });
  };
}
