import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { logEvent } from '../lib/log/logger.ts';
import { decideRequestHost } from './request/decide-request-host.ts';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Runs every request's host decision (decideRequestHost) in front of the HTTP server's own
 * listener, before any Request or URL is built: a request line naming another host than `Host` is
 * answered 400 here, and an absolute-form target that names the same host is handed on in origin
 * form. Behind this, the URL every part of the shop reads (`c.req.url`, the request context's
 * `url`) carries the Host header's host and the connection's scheme, and nothing else.
 */
export function guardRequestHost(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? '/';
    const decision = decideRequestHost(target, request.headers.host);
    if (!decision.ok) {
      logEvent('warn', 'request-refused', {
        method: request.method,
        status: 400,
        reason: decision.reason,
        host: request.headers.host?.slice(0, 200),
        requestLineHost: decision.requestLineHost?.slice(0, 200),
      });
      const body = 'Bad Request: the request line and the Host header name different hosts';
      response.writeHead(400, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'close',
      });
      response.end(body);
      // The body, if any, is not read: the connection closes after the answer.
      request.resume();
      return;
    }
    if (decision.target !== target) request.url = decision.target;
    for (const listener of listeners) listener.call(server, request, response);
  });
}
