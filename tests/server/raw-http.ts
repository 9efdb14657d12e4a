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

/** As `send`, with the body's bytes as they came (compressed ones, say). */
export function sendForBytes(port: number, { method = 'GET', path = '/', headers = {}, body }: Request): Promise<Omit<RawResponse, 'body'> & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A fresh connection per request: a kept-alive socket that the server closes while the next
    // request is on its way would fail that request with a hang-up that says nothing about it.
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: 'de.poster.localhost', ...headers }, timeout: 20_000, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
    req.on('error', reject);
    req.end(body);
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
