import type { MiddlewareHandler } from 'hono';
import { createTemporaryReferenceSet, decodeAction, decodeReply } from '@vitejs/plugin-rsc/rsc/server';
import { getErrorInfo } from './framework/waku-router.ts';
import { logEvent } from '../lib/log/logger.ts';
import { isActionCallPath, isRscPath } from './framework/rsc-path.ts';

export type RefusedRequest = { status: number; reason: string };

/**
 * Waku decodes a request (RSC path, action id, action body) before it renders, and errors there
 * escape to the server's generic 500. They are all the client's doing: a path that is no RSC path,
 * an action that does not exist, a body that does not parse or nests too deep. Waku marks its own
 * refusals (403 for a foreign Origin, 405 for a GET to an action) with a status; those keep it.
 */
export function classifyDecodeError(error: unknown): RefusedRequest {
  const info = getErrorInfo(error);
  if (info?.status && info.status >= 400 && info.status < 500) return { status: info.status, reason: errorMessage(error) };
  const message = errorMessage(error);
  if (/server reference not found|Invalid encoded rscPath/.test(message)) return { status: 404, reason: message };
  if (error instanceof RangeError) return { status: 400, reason: 'payload nested too deeply' };
  return { status: 400, reason: message };
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

export function refusedResponse({ status }: RefusedRequest): Response {
  const text = status === 404 ? 'Not Found' : status === 403 ? 'Forbidden' : status === 405 ? 'Method Not Allowed' : 'Bad Request';
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Wraps Waku's request processing so decoding failures answer 4xx, logged as one JSON line. */
export function refuseUndecodableRequests(processRequest: (req: Request) => Promise<Response | null>) {
  return async (req: Request): Promise<Response | null> => {
    try {
      return await processRequest(req);
    } catch (error) {
      const refused = classifyDecodeError(error);
      logEvent('warn', 'request-refused', { method: req.method, path: new URL(req.url).pathname, status: refused.status, reason: refused.reason });
      return refusedResponse(refused);
    }
  };
}

/**
 * A form posted without JavaScript names its server action in hidden fields, and Waku decodes it
 * in the middle of rendering, where a failure is indistinguishable from a broken page (500).
 * Decoding it here first (body and action reference, without running it) turns a malformed
 * multipart body or a forged action id into a 400 before rendering starts. The body is at most
 * the body limit, so reading a copy is cheap.
 */
export function validateFormPosts(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'POST' || !type.startsWith('multipart/form-data') || isRscPath(c.req.path)) return next();
    let refused: RefusedRequest | null = null;
    try {
      const form = await c.req.raw.clone().formData();
      if ([...form.keys()].some((key) => key.startsWith('$ACTION_'))) await decodeAction(form);
    } catch (error) {
      refused = classifyDecodeError(error);
      // A forged or stale action id on a page is a bad form, not a missing page.
      if (refused.status === 404) refused = { status: 400, reason: refused.reason };
    }
    if (refused) {
      logEvent('warn', 'request-refused', { method: 'POST', path: c.req.path, status: refused.status, reason: refused.reason });
      return refusedResponse(refused);
    }
    return next();
  };
}

/**
 * A server action called by Waku's client carries its arguments as an encoded list. Waku spreads
 * whatever the body decodes to into the action, so `null` or a number is a TypeError inside the
 * framework (a 500). Decoding a copy here first refuses those, and bodies that do not decode at
 * all, with a 400. Bodies are at most the body limit.
 */
export function validateActionCalls(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !isActionCallPath(c.req.path)) return next();
    // A call from another origin is Waku's to refuse (403) whatever its body holds.
    const origin = c.req.header('origin');
    if (origin && (!URL.canParse(origin) || new URL(origin).origin !== new URL(c.req.url).origin)) return next();
    let refused: RefusedRequest | null = null;
    try {
      const copy = c.req.raw.clone();
      const body = (c.req.header('content-type') ?? '').startsWith('multipart/form-data') ? await copy.formData() : await copy.text();
      const args: unknown = await decodeReply(body, { temporaryReferences: createTemporaryReferenceSet() });
      if (!Array.isArray(args)) refused = { status: 400, reason: 'action arguments are not a list' };
    } catch (error) {
      refused = classifyDecodeError(error);
    }
    if (refused) {
      logEvent('warn', 'request-refused', { method: 'POST', path: c.req.path, status: refused.status, reason: refused.reason });
      return refusedResponse(refused);
    }
    return next();
  };
}
