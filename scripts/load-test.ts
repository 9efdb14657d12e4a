/**
 * `npm run test:load` (after `npm run build`): the shop under sustained load, as a pass/fail check.
 *   1. LOAD_SECONDS (60) at 50 connections over five page types,
 *   2. half as long at 200 connections (overload: the shop may shed with 503 + Retry-After),
 *   3. LOAD_SECONDS at 50 connections again.
 * Fails on any 5xx other than a 503 with Retry-After, on any socket error or timeout, and when the
 * shop's resident memory after run 3 is more than 10% above what it was after run 1 (memory that
 * keeps growing under the same traffic is a leak). Prints p99 and throughput per run.
 * Then, where nginx and redis-server are installed (`LOAD_SHARED_CACHE=0` skips it), the cluster
 * with nginx as the shared cache replays LOAD_SESSIONS (400) visitor sessions (scripts/replay-visitors.ts):
 * fails on a logged-in page from the cache, a page of another variant, or a hit ratio over
 * anonymous page views below 95%.
 * Not part of `npm test`: three minutes on CI's two cores (see the README, "Load test").
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { getFreePort } from '../tests/support/free-port.ts';
import { startStack } from '../tests/support/start-stack.ts';
import { replayVisitors } from './replay-visitors.ts';

const SECONDS = readSeconds(process.env.LOAD_SECONDS, 60);
const HOST = 'de.poster.localhost';
/** Home, a content page, the product listing, a theme listing, a product page with the calculator. */
const PATHS = ['/', '/ueber-uns', '/products', '/themes/2020', '/leinwanddruck'];

function readSeconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) === 0) {
    console.error(`LOAD_SECONDS=${JSON.stringify(value)} is not valid: expected a whole number above 0`);
    process.exit(1);
  }
  return Number(value);
}

function residentMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

type RunSummary = { name: string; requests: number; rps: number; p99: number; shed: number; serverErrors: number; socketErrors: number; rssMiB: number };

const stack = await startStack({ LOG_LEVEL: 'error', BACKEND_LOG_LEVEL: 'error' });

async function run(name: string, connections: number, seconds: number): Promise<RunSummary> {
  let shed = 0;
  let serverErrors = 0;
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon({
    url: `http://127.0.0.1:${stack.shopPort}`,
    connections,
    duration: seconds,
    // A page that takes longer than this counts as a timeout (a socket error here).
    timeout: 20,
    requests: PATHS.map((path) => ({ method: 'GET', path, headers: { host: HOST, 'accept-encoding': 'br' } })),
  }, (error: unknown, result: autocannon.Result) => (error ? fail(error) : finish(result)));
  // The 503s are the admission control's (with Retry-After, see src/server/admission.ts).
  instance.on('response', (_client, statusCode) => {
    if (statusCode === 503) shed++;
    else if (statusCode >= 500) serverErrors++;
  });
  const result = await done;
  const rssMiB = residentMiB(stack.shopPid);
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    shed,
    serverErrors,
    socketErrors: result.errors + result.timeouts,
    rssMiB,
  };
}

let failed = false;
try {
  // A short warm-up, so the first run measures a running shop, not its first renders.
  await run('warm-up', 10, 3);
  const runs = [await run(`1: ${SECONDS}s at 50`, 50, SECONDS), await run(`2: ${Math.ceil(SECONDS / 2)}s at 200`, 200, Math.ceil(SECONDS / 2)), await run(`3: ${SECONDS}s at 50`, 50, SECONDS)];
  console.log(`\nLoad over ${PATHS.join(', ')} (host ${HOST})`);
  console.log('run            | requests |  req/s | p99 ms | 503 shed | other 5xx | socket errors | RSS MiB after');
  for (const r of runs) {
    console.log(
      `${r.name.padEnd(14)} | ${String(r.requests).padStart(8)} | ${r.rps.toFixed(0).padStart(6)} | ${String(r.p99).padStart(6)} | ${String(r.shed).padStart(8)} | ${String(r.serverErrors).padStart(9)} | ${String(r.socketErrors).padStart(13)} | ${r.rssMiB.toFixed(0).padStart(6)}`,
    );
  }
  const [first, , third] = runs as [RunSummary, RunSummary, RunSummary];
  const growth = (third.rssMiB - first.rssMiB) / first.rssMiB;
  const problems = [
    ...runs.filter((r) => r.serverErrors > 0).map((r) => `run ${r.name}: ${r.serverErrors} 5xx answers other than 503`),
    ...runs.filter((r) => r.socketErrors > 0).map((r) => `run ${r.name}: ${r.socketErrors} socket errors or timeouts`),
    ...(growth > 0.1 ? [`RSS grew ${(growth * 100).toFixed(1)}% from run 1 to run 3 (${first.rssMiB.toFixed(0)} -> ${third.rssMiB.toFixed(0)} MiB; limit 10%)`] : []),
  ];
  console.log(`RSS run 3 vs run 1: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (limit +10%)`);
  if (problems.length > 0) {
    failed = true;
    console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else {
    console.log('\nPASSED: no 5xx besides shedding, no socket errors, memory steady');
  }
} finally {
  await stack.stop();
}

const installed = (name: string) => [name, `/usr/sbin/${name}`].some((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).error === undefined);
if (process.env.LOAD_SHARED_CACHE !== '0' && installed('nginx') && installed('redis-server')) {
  const [port, backend, redis, shopBase] = [await getFreePort(), await getFreePort(), await getFreePort(), await getFreePort()];
  const cluster = spawn(process.execPath, ['scripts/start-cluster.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BACKEND_PORT: String(backend), REDIS_PORT: String(redis), CLUSTER_SHOP_PORT_BASE: String(shopBase), BACKEND_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'load-cluster-')), LOG_LEVEL: 'info', BACKEND_LOG_LEVEL: 'error' },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      cluster.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        if (chunk.includes('"cluster-ready"')) resolve();
        if (chunk.includes('"cluster-start-failed"')) reject(new Error(chunk));
      });
      cluster.once('exit', (code) => reject(new Error(`start:cluster exited with ${code}`)));
    });
    const sessions = Number(process.env.LOAD_SESSIONS ?? 400);
    const replay = await replayVisitors({ port, host: HOST, paths: PATHS, sessions, pagesPerSession: 6 });
    const ratio = replay.anonymousHits / replay.anonymousViews;
    console.log(`\nShared cache (nginx): ${sessions} sessions, ${replay.views} page views, ${replay.loggedInViews} logged in`);
    console.log(`hit ratio over anonymous page views: ${(ratio * 100).toFixed(1)}% (${replay.anonymousHits}/${replay.anonymousViews}; goal 95%)`);
    console.log(`breaches (logged-in page cached, another variant's page): ${replay.breaches.length}`);
    for (const breach of replay.breaches.slice(0, 20)) console.error(`  - ${breach}`);
    if (replay.breaches.length > 0 || ratio < 0.95) failed = true;
  } finally {
    cluster.kill('SIGTERM');
    await new Promise((resolve) => cluster.once('exit', resolve));
  }
}
process.exit(failed ? 1 : 0);
