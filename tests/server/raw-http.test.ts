import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './raw-http.ts';

/**
 * A server that refuses an upload as soon as its request line arrives and reads everything that
 * still comes, as the shop does after a 413 found while the body streams. The shop drains only for
 * 500 ms, then closes; a client still writing then fails with EPIPE and may lose the answer it had
 * not read yet (upload-refused-shell.test.ts did, on a loaded machine).
 */
let server: Server;
let port: number;
/** Bytes of the request the server received before the client closed the connection. */
let received: Promise<number>;

beforeAll(async () => {
  server = createServer((socket) => {
    let bytes = 0;
    let answered = false;
    received = new Promise((resolve) => socket.on('close', () => resolve(bytes)));
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (answered) return;
      answered = true;
      socket.write('HTTP/1.1 413 Payload Too Large\r\ncontent-type: text/plain\r\ncontent-length: 9\r\n\r\ntoo large');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('send', () => {
  it('stops uploading once the answer has begun, as a browser does, and returns that answer', async () => {
    const body = Buffer.alloc(32 * 1024 * 1024, 7);
    const answer = await send(port, { method: 'POST', path: '/upload', headers: { 'transfer-encoding': 'chunked' }, body });
    expect(answer).toMatchObject({ status: 413, body: 'too large' });
    // Well under the 32 MiB: what was under way when the answer came (loopback buffers, a few MiB at most).
    expect(await received).toBeLessThan(8 * 1024 * 1024);
  });

  it('sends a large body whole when the answer waits for it', async () => {
    const echo = createHttpServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => response.end(String(bytes)));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await send((echo.address() as AddressInfo).port, { method: 'POST', path: '/', headers: { 'transfer-encoding': 'chunked' }, body: Buffer.alloc(5 * 1024 * 1024 + 3, 1) });
      expect(answer.body).toBe(String(5 * 1024 * 1024 + 3));
    } finally {
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });
});
