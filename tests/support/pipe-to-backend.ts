import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A fault proxy's pass-through: the request as it came, to the backend on loopback, and its answer back. */
export function pipeToBackend(backendPort: number, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = request({ host: '127.0.0.1', port: backendPort, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
}
