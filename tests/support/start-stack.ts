import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { backendProcessEnv, shopProcessEnv } from '../../scripts/native-memory.ts';
import { waitForUrl } from '../../scripts/wait-for-url.ts';
import { getFreePort } from './free-port.ts';

export type Stack = { shopPort: number; backendPort: number; shopPid: number | undefined; backendPid: number | undefined; stop: () => Promise<void> };


/**
 * Starts the production build and the embedded backend on free ports with a fresh database, the
 * way `npm start` does, for end-to-end tests and benchmarks.
 */
export async function startStack(env: NodeJS.ProcessEnv = {}, options: { onShopOutput?: (text: string) => void; backendPort?: number; measurement?: boolean } = {}): Promise<Stack> {
  const shopPort = await getFreePort();
  const backendPort = options.backendPort ?? (await getFreePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  // The started shop is a real server, not code under test: without vitest's marker it writes
  // its console (Waku's render errors included) as JSON lines, as it does in production.
  const { VITEST: _vitest, ...parentEnv } = process.env;
  // Each process gets the environment `npm start` gives it (scripts/native-memory.ts).
  const common = {
    ...parentEnv,
    BACKEND_PORT: String(backendPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The backend's stand-in tagging host under its own name, so a test can tell its requests
    // apart; it loads only after a visitor's statistics consent (tests/e2e/consent.spec.ts).
    TAG_MANAGER_ID: 'GTM-E2ETEST',
    TAG_MANAGER_ORIGIN: `http://tags.localhost:${backendPort}`,
    // A measurement runs as production does. Tests raise two settings that only cost time:
    // the spec's 5 requests a second to the content API held a crawl of 150 new pages to about
    // 30 s of waiting, and the embedded backend itself allows 50 (decision 0049); a password hash
    // at the production cost takes about 70 ms of CPU, at cost 10 about 3 (decision 0057).
    ...(options.measurement ? {} : { CONTENT_RATE_LIMIT: '50', PASSWORD_HASH_COST: '10' }),
    ...env,
  };
  const children: ChildProcess[] = [];
  const backend = spawn(process.execPath, ['backend/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: backendProcessEnv({ ...common, BACKEND_DATA_DIR: dataDir }),
  });
  children.push(backend);
  await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 20_000);
  const shop = spawn(process.execPath, ['dist/serve-node.js'], {
    // Tests that check what the shop logs read its output; everyone else sees it as usual.
    stdio: ['ignore', options.onShopOutput ? 'pipe' : 'inherit', options.onShopOutput ? 'pipe' : 'inherit'],
    env: shopProcessEnv({ ...common, PORT: String(shopPort), HOST: '127.0.0.1' }),
  });
  if (options.onShopOutput) {
    shop.stdout?.setEncoding('utf8').on('data', options.onShopOutput);
    shop.stderr?.setEncoding('utf8').on('data', options.onShopOutput);
  }
  children.push(shop);
  await waitForUrl(`http://127.0.0.1:${shopPort}/health`, 20_000);
  return {
    shopPort,
    backendPort,
    shopPid: shop.pid,
    backendPid: backend.pid,
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
      await sleep(200);
    },
  };
}
