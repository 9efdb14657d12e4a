import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { logEvent } from '../lib/log/logger.ts';

/**
 * Caps open connections like Node's `server.maxConnections`, but answers the connections over
 * the cap with `503` and `Retry-After` before closing them. Node closes them without a byte, which
 * a client or a proxy in front sees as a reset or, on a busy machine, a timeout: nothing tells it
 * that the shop is up and only full, or when to come back. The answer is written before the
 * request is read (HTTP/1.1 clients take it as the answer to their first request); the socket is
 * closed as soon as it is flushed, so no request on it reaches the app.
 */
export function capConnections(server: Server, { maxConnections, retryAfterSeconds }: { maxConnections: number; retryAfterSeconds: number }): { open: () => number } {
  let open = 0;
  const refusal = Buffer.from(
    `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${retryAfterSeconds}\r\nCache-Control: no-store\r\nContent-Type: text/plain\r\nContent-Length: 19\r\nConnection: close\r\n\r\nService Unavailable`,
  );
  let refusedSinceLog = 0;
  let logTimer: NodeJS.Timeout | undefined;
  // Before the HTTP server's own listener, which would start parsing the request.
  server.prependListener('connection', (socket: Socket) => {
    if (open >= maxConnections) {
      socket.on('error', () => {});
      socket.write(refusal);
      socket.destroySoon();
      // One line per second at most: a flood of refusals must not become a flood of log lines.
      refusedSinceLog++;
      logTimer ??= setTimeout(() => {
        logEvent('warn', 'connections-refused', { refused: refusedSinceLog, open, maxConnections });
        refusedSinceLog = 0;
        logTimer = undefined;
      }, 1000).unref();
      return;
    }
    open++;
    socket.once('close', () => open--);
  });
  return { open: () => open };
}
