import { request } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };

/**
 * One request over node:http, which (unlike fetch) sends any method, any Host header and any body
 * bytes as given. Loopback only.
 */
export async function send(port: number, request: Request): Promise<RawResponse> {
  const response = await sendForBytes(port, request);
  return { ...response, body: response.body.toString('utf8') };
}

/** Bodies above this go out in pieces, as a browser uploads a file (see sendForBytes). */
const PIECE_BYTES = 64 * 1024;

/**
 * As `send`, with the body's bytes as they came (compressed ones, say).
 *
 * A large body is written piece by piece, waiting for the socket, and writing stops once the
 * answer has begun: a server may refuse an upload before it has all of it (a 413 found while the
 * body streams), then drain for a moment and close. Written in one go, a body still on its way
 * when the server closes fails with EPIPE, and whether the answer already read wins that race
 * depended on the machine's load.
 */
export function sendForBytes(port: number, { method = 'GET', path = '/', headers = {}, body }: Request): Promise<Omit<RawResponse, 'body'> & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    let answered = false;
    let sent = 0;
    // A fresh connection per request: a kept-alive socket that the server closes while the next
    // request is on its way would fail that request with a hang-up that says nothing about it.
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: 'de.poster.localhost', ...headers }, timeout: 20_000, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        // An upload cut short by the answer: the connection is of no further use.
        if (bytes && sent < bytes.length) req.destroy();
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
    // After the answer has begun, only its own stream's end or error counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (!bytes || bytes.length <= PIECE_BYTES) {
      sent = bytes?.length ?? 0;
      req.end(bytes);
      return;
    }
    const writeMore = () => {
      while (!answered && !req.destroyed && sent < bytes.length) {
        const piece = bytes.subarray(sent, sent + PIECE_BYTES);
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      if (!answered && !req.destroyed) req.end();
    };
    writeMore();
  });
}

/** Builds a multipart/form-data body by hand, so tests can also send broken ones. */
export function multipart(fields: Array<[string, string]>, boundary = 'fuzzBoundary7MA4YWxk'): { body: string; contentType: string } {
  const body = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A raw socket that the test writes to at its own pace; resolves with when the server closed it. */
export function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<{ afterMs: number; received: string }> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<{ afterMs: number; received: string }>((done) => socket.on('close', () => done({ afterMs: Date.now() - started, received })));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}
