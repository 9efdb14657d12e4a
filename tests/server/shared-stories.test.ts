/**
 * Shared stories after a new content version (issue 19 item 10, decision 0022): a backend restart
 * brings a new cv; parallel renders of pages nobody asked for yet, all from one address, must not
 * run that address's budget for story reads dry. Header, navigation and footer are read once per
 * version for everyone and never charged to a visitor; no page answers 503. About 30 s: the
 * content client starts at most 5 reads a second, and every page is new to the new version.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitForUrl } from '../../scripts/wait-for-url.ts';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { send } from './raw-http.ts';

type LogLine = { event?: string; slug?: string; status?: number; url?: string };

let stack: Stack;
let output = '';
let restarted: ChildProcess | undefined;

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'error', TRUST_PROXY: '1', CONTENT_CV_REFRESH_SECONDS: '1' }, { onShopOutput: (text) => (output += text) });
});
afterAll(async () => {
  restarted?.kill('SIGTERM');
  await stack?.stop();
});

function logLines(): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Pages of the sitemap of a host, as paths. */
async function listPages(host: string): Promise<string[]> {
  const sitemap = await send(stack.shopPort, { path: '/sitemap.xml', headers: { host } });
  return [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

async function restartBackend() {
  process.kill(stack.backendPid!, 'SIGKILL');
  await sleep(500);
  const { VITEST: _vitest, ...env } = process.env;
  restarted = spawn(process.execPath, ['backend/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, BACKEND_PORT: String(stack.backendPort), BACKEND_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-restart-')), BACKEND_LOG_LEVEL: 'error' },
  });
  await waitForUrl(`http://127.0.0.1:${stack.backendPort}/health`, 20_000);
}

it('renders pages in parallel from one address after a backend restart: no 429 for shared stories, no 503', async () => {
  const visitor = { 'x-forwarded-for': '203.0.113.50' };
  const hosts = ['de.poster.localhost', 'ch.poster.localhost', 'com.card.localhost'];
  const pages = (await Promise.all(hosts.map(async (host) => (await listPages(host)).slice(0, 10).map((page) => ({ host, page }))))).flat();
  expect(pages.length).toBeGreaterThanOrEqual(24);
  for (const host of hosts) expect((await send(stack.shopPort, { path: '/', headers: { host, ...visitor } })).status).toBe(200);

  await restartBackend();
  // The shop checks the cv each second: the next reads find the new version.
  await sleep(1500);
  const linesBefore = logLines().length;
  const answers = await Promise.all(pages.map(({ host, page }) => send(stack.shopPort, { path: page, headers: { host, ...visitor } })));
  await sleep(300);

  const statuses = answers.map((answer, index) => `${answers[index]!.status} ${pages[index]!.host}${pages[index]!.page}`);
  expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);
  const refusedReads = logLines()
    .slice(linesBefore)
    .filter((line) => line.event === 'content-api-error' && line.status === 429);
  expect(refusedReads).toEqual([]);
  // Each shared story was read once for the new version, however many pages asked for it.
  const sharedReads = logLines()
    .slice(linesBefore)
    .filter((line) => line.event === 'upstream-request' && /\/cdn\/stories\/[^/]+\/[^/]+\/global\//.test(line.url ?? ''))
    .map((line) => new URL(line.url!).pathname);
  expect(sharedReads.length).toBeGreaterThan(0);
  expect(new Set(sharedReads).size).toBe(sharedReads.length);
}, 120_000);
