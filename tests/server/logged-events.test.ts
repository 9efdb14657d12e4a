import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { send } from './raw-http.ts';

/**
 * Catalogue events only a running shop logs (docs/logged-events.md): its start, one line per
 * request with its duration, the tag manager id check, and `?tracking=0`.
 */
let stack: Stack;
let output = '';

type LogLine = { level: number; event?: string; path?: string; durationMs?: number; suggestion?: string };

function logLines(): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

beforeAll(async () => {
  // A container id with the typical typo: lower case.
  stack = await startStack({ LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'warn', TAG_MANAGER_ID: 'gtm-abc1' }, { onShopOutput: (text) => (output += text) });
});
afterAll(async () => stack?.stop());

describe('events of a running shop', () => {
  it('logs its start (http-limits), each request with its render time, and a wrong container id once with the correction', async () => {
    expect((await send(stack.shopPort, { path: '/fotobuch' })).status).toBe(200);
    expect((await send(stack.shopPort, { path: '/fotoabzuege' })).status).toBe(200);
    // A request's line is written as its response ends, through a pipe of its own: wait for the last one.
    await vi.waitFor(() => expect(logLines().some((line) => line.event === 'request' && line.path === '/fotoabzuege')).toBe(true), { timeout: 5_000 });
    const lines = logLines();
    expect(lines.filter((line) => line.event === 'http-limits')).toHaveLength(1);
    const requests = lines.filter((line) => line.event === 'request' && line.path === '/fotobuch');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const invalid = lines.filter((line) => line.event === 'tag-manager-id-invalid');
    expect(invalid).toEqual([expect.objectContaining({ suggestion: 'GTM-ABC1' })]);
    expect(invalid[0]!.level).toBe(50);
  });

  it('keeps a ?tracking=0 request out of the info log', async () => {
    expect((await send(stack.shopPort, { path: '/ueber-uns?tracking=0' })).status).toBe(200);
    expect((await send(stack.shopPort, { path: '/ueber-uns' })).status).toBe(200);
    // One process writes its lines in order: once a later request's line is there, so are theirs.
    expect((await send(stack.shopPort, { path: '/impressum' })).status).toBe(200);
    await vi.waitFor(() => expect(logLines().some((line) => line.event === 'request' && line.path === '/impressum')).toBe(true), { timeout: 5_000 });
    expect(logLines().filter((line) => line.event === 'request' && line.path === '/ueber-uns')).toHaveLength(1);
  });
});
