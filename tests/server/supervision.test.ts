import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { waitForUrl } from '../../scripts/wait-for-url.ts';
import { getFreePort } from '../support/free-port.ts';
import { send } from './raw-http.ts';

type LogLine = { event?: string; pid?: number };

let supervisor: ChildProcess | undefined;
afterAll(async () => {
  supervisor?.kill('SIGTERM');
  await sleep(300);
});

async function waitForEvent(lines: LogLine[], event: string, timeoutMs: number): Promise<LogLine> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = lines.find((entry) => entry.event === event);
    if (line) return line;
    await sleep(50);
  }
  throw new Error(`no ${event} within ${timeoutMs} ms`);
}

it('keeps the shop answering while the embedded backend is killed, and brings the backend back', async () => {
  const shopPort = await getFreePort();
  const backendPort = await getFreePort();
  const lines: LogLine[] = [];
  supervisor = spawn(process.execPath, ['scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      BACKEND_PORT: String(backendPort),
      BACKEND_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-supervision-')),
      LOG_LEVEL: 'info',
      BACKEND_LOG_LEVEL: 'warn',
    },
  });
  let pending = '';
  supervisor.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
  });
  await waitForUrl(`http://127.0.0.1:${shopPort}/health`, 30_000);
  expect((await send(shopPort, { path: '/' })).status).toBe(200);

  const started = await waitForEvent(lines, 'backend-started', 1000);
  process.kill(started.pid!, 'SIGKILL');

  // The shop keeps answering: liveness always, the cached home page as before.
  for (let i = 0; i < 10; i++) {
    expect((await send(shopPort, { path: '/health' })).status).toBe(200);
    expect((await send(shopPort, { path: '/' })).status).toBe(200);
    await sleep(100);
  }
  await waitForEvent(lines, 'backend-restarted', 10_000);
  await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 15_000);
  // Within 5 s of the backend's return the shop renders pages it had never cached.
  const deadline = Date.now() + 5000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await send(shopPort, { path: '/ueber-uns' })).status;
    if (status !== 200) await sleep(200);
  }
  expect(status).toBe(200);
  expect(supervisor.exitCode).toBeNull();
});
