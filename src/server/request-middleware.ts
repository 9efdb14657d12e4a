import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { unstable_parseRouterRequest as parseRouterRequest } from 'waku/router/server';
import { prepareRequestFlags } from '../lib/flags/request-flags.ts';
import { logEvent } from '../lib/log/logger.ts';
import { parseCookieHeader } from '../lib/request/cookies.ts';
import { isSaveDataRequested } from '../lib/request/light-mode.ts';
import type { RequestContext } from '../lib/request/request-context.ts';
import { runWithRequestContext } from '../lib/request/request-context.ts';
import type { Services } from '../lib/services/services.ts';
import { getProcessServices } from '../lib/services/services.ts';
import { pickForwardedAddress, pickForwardedProto } from './client-address.ts';
import { replaceResponse } from './replace-response.ts';
import { classifyRequest, type RequestKind } from './request/classify-request.ts';
import { placeRequest } from './request/place-request.ts';
import { isCrossSitePost } from './request/refuse-cross-site-post.ts';
import { resolveRequestPreview } from './request/resolve-request-preview.ts';
import { applyResponsePolicy } from './request/response-policy.ts';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function getClientAddress(c: Context, trustProxyHops: number): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return pickForwardedAddress(c.req.header('x-forwarded-for'), trustProxyHops, socketAddress);
}

/** Whether the visitor reached us over TLS: directly, or as our own proxy reports it. */
function isHttps(c: Context, url: URL, trustProxyHops: number): boolean {
  return url.protocol === 'https:' || pickForwardedProto(c.req.header('x-forwarded-proto'), trustProxyHops) === 'https';
}

function createRequestContext(c: Context, url: URL, request: RequestKind, services: Services): RequestContext {
  return {
    requestId: c.req.header('x-request-id') ?? randomUUID(),
    services,
    url,
    pageUrl: request.pageUrl,
    method: c.req.method,
    clientAddress: getClientAddress(c, services.config.trustProxyHops),
    nonce: randomBytes(16).toString('base64'),
    cookies: parseCookieHeader(c.req.header('cookie')),
    saveData: isSaveDataRequested(c.req.header('save-data')),
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

    if (isCrossSitePost(method, c.req.header('sec-fetch-site'))) {
      logEvent('warn', 'cross-origin-refused', { path: url.pathname });
      return c.text('Forbidden', 403);
    }

    const request = classifyRequest(url, parseRouterRequest(c.req.raw));
    const context = createRequestContext(c, url, request, services);

    const placement = placeRequest({ table: config.hostTable, hostHeader: c.req.header('host'), url, method, referer: c.req.header('referer'), request });
    if (placement.kind === 'unknown-host') {
      logEvent('warn', 'unknown-host', { host: c.req.header('host') });
      return c.text('Unknown host', 421);
    }
    if (placement.kind === 'redirect') {
      return new Response(null, { status: placement.status, headers: { location: placement.location, 'cache-control': 'no-cache' } });
    }
    context.location = placement.location;
    context.notFoundMessage = placement.notFoundMessage;

    const { preview, invalid } = resolveRequestPreview(request.pageUrl, url.hostname, config);
    context.preview = preview;
    if (invalid) logEvent('warn', 'draft-token-invalid', { path: request.pageUrl.pathname });

    // Flags are evaluated once, before rendering: a render reads them synchronously (decision 0009).
    if (request.isPage || request.isAction) await prepareRequestFlags(context, c.req.raw.headers, request.isPage ? 'page' : 'action');

    await runWithRequestContext(context, next);

    const headers = applyResponsePolicy({
      headers: c.res.headers,
      context,
      config,
      isPage: request.isPage,
      https: isHttps(c, url, config.trustProxyHops),
    });
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
