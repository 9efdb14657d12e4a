import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { openSocket, send } from './raw-http.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS: '16',
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE: '0',
    RENDER_RETRY_AFTER_SECONDS: '3',
  });
});
afterAll(async () => stack?.stop());

describe('slow clients', () => {
  it('drops a client that sends its headers a byte at a time', async () => {
    const { socket, closed } = await openSocket(stack.shopPort);
    socket.write('GET / HTTP/1.1\r\nHost: de.poster.localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X'), 200);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(4000);
  });

  it('drops a client that never finishes its body', async () => {
    const { socket, closed } = await openSocket(stack.shopPort);
    // A form post: the shop reads the body before it renders, so it waits for the rest.
    socket.write('POST / HTTP/1.1\r\nHost: de.poster.localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n--b\r\n');
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(5000);
  });

  it('caps open connections and serves again once they are gone', async () => {
    const sockets = await Promise.all(Array.from({ length: 24 }, () => openSocket(stack.shopPort)));
    // Refused: told why and when to come back, not reset without a word (which a client sees as
    // an error or a timeout). The 1 s header deadline closes idle sockets too, with a 408, so only
    // a 503 with Retry-After counts; on a busy machine both may come before the loop looks.
    const answers: string[] = [];
    for (const { closed } of sockets) void closed.then(({ received }) => answers.push(received));
    const isRefusal = (received: string) => /^HTTP\/1\.1 503 /.test(received) && /\r\nRetry-After: 3\r\n/i.test(received);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && answers.filter(isRefusal).length < 24 - 16) await sleep(50);
    expect(answers.filter(isRefusal).length).toBeGreaterThanOrEqual(24 - 16);
    for (const { socket } of sockets) socket.destroy();
    await sleep(300);
    expect((await send(stack.shopPort, { path: '/health' })).status).toBe(200);
  });
});

describe('admission control', () => {
  it('renders one page at a time here and tells the rest to retry, never a 5xx besides 503', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => send(stack.shopPort, { path: `/products?page=${i + 1}` })));
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const response of responses) {
      expect([200, 503]).toContain(response.status);
      if (response.status === 503) expect(response.headers['retry-after']).toBe('3');
    }
    // Health stays outside the bound, so a supervisor never restarts a busy shop.
    const [health] = await Promise.all([send(stack.shopPort, { path: '/health' }), send(stack.shopPort, { path: '/' })]);
    expect(health.status).toBe(200);
  });

  it('serves stored pages while every render slot is taken: a stored page is no render', async () => {
    // A crawler's user agent gets the same flag treatments each time, so the page is stored once.
    const crawler = { 'user-agent': 'limits-test-bot/1.0' };
    const stored = () => send(stack.shopPort, { path: '/ueber-uns', headers: crawler });
    await stored();
    expect((await stored()).headers['x-page-store']).toBe('hit');
    // Renders of pages nobody asked for yet keep the one slot busy; stored pages go between them.
    // Distinct pages by a parameter pages read: any other is dropped before the key (decision 0029).
    // Twelve connections in all, under this stack's cap of 16.
    const renders = Array.from({ length: 6 }, (_, i) => send(stack.shopPort, { path: `/products?page=${i + 1}`, headers: crawler }));
    const hits = Array.from({ length: 6 }, () => stored());
    const [renderAnswers, hitAnswers] = await Promise.all([Promise.all(renders), Promise.all(hits)]);
    expect(renderAnswers.map((response) => response.status)).toContain(503);
    for (const response of hitAnswers) {
      expect(response.status).toBe(200);
      expect(response.headers['x-page-store']).toBe('hit');
    }
  });
});
