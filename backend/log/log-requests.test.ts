import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logRequests } from './log-requests.ts';

describe('logRequests', () => {
  it('writes one JSON line per request with method, path, status and duration', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).trim().split('\n'));
        callback();
      },
    });
    const app = new Hono();
    app.use(logRequests(pino(stream)));
    app.get('/teapot', (c) => c.text('short and stout', 418));

    await app.request('/teapot?x=1');

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'GET', path: '/teapot', status: 418 });
    expect(typeof entry['durationMs']).toBe('number');
  });
});
