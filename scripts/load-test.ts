/**
 * `npm run test:load` (after `npm run build`): the shop under sustained load, as a pass/fail check.
 *   0. a crawl of four hosts (LOAD_CRAWL_PAGES pages each, default 150): every page kind and
 *      language, so every cache on the path fills as it would in production,
 *   1. LOAD_SECONDS (60) at 50 connections over five page types,
 *   2. half as long at 200 connections (overload: the shop may shed with 503 + Retry-After),
 *   3. LOAD_SECONDS at 50 connections again.
 * Fails on any 5xx other than a 503 with Retry-After, on any socket error or timeout, and when the
 * shop's resident memory is not flat (a run ending more than 5% above the run before it, or run 3
 * above run 1: memory that keeps growing under the same traffic is a leak) or is ever above
 * LOAD_RSS_LIMIT_MIB (300; sampled twice a second; scripts/resident-memory.ts, decision 0040).
 * Prints p99, throughput and RSS (after and peak) per phase.
 * Then, where nginx and redis-server are installed (`LOAD_SHARED_CACHE=0` skips it), the cluster
 * with nginx as the shared cache replays LOAD_SESSIONS (400) visitor sessions (scripts/replay-visitors.ts):
 * fails on a logged-in page from the cache, a page of another variant, or a hit ratio over
 * anonymous page views below 95%.
 * Not part of `npm test`: three minutes on CI's two cores (see the README, "Load test").
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { crawlSite, type Fetched } from '../tests/support/crawl-site.ts';
import { getFreePort } from '../tests/support/free-port.ts';
import { startStack } from '../tests/support/start-stack.ts';
import { replayVisitors } from './replay-visitors.ts';
import { judgeMemory, residentMiB, RSS_LIMIT_MIB as DEFAULT_RSS_LIMIT_MIB, RSS_ROUND_TOLERANCE } from './resident-memory.ts';

const SECONDS = readWhole('LOAD_SECONDS', 60);
const CRAWL_PAGES = readWhole('LOAD_CRAWL_PAGES', 150);
const RSS_LIMIT_MIB = readWhole('LOAD_RSS_LIMIT_MIB', DEFAULT_RSS_LIMIT_MIB);
/** Two channels, three languages, a prefixed one: what the shop's caches hold per host and locale. */
const CRAWL_SITES = [
  { host: 'de.poster.localhost', languagePrefix: '' },
  { host: 'com.card.localhost', languagePrefix: '' },
  { host: 'ch.poster.localhost', languagePrefix: '/fr' },
  { host: 'gb.card.localhost', languagePrefix: '' },
];
const HOST = 'de.poster.localhost';
/** Home, a content page, the product listing, a theme listing, a product page with the calculator. */
const PATHS = ['/', '/ueber-uns', '/products', '/themes/2020', '/leinwanddruck'];

function readWhole(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) === 0) {
    console.error(`${name}=${JSON.stringify(value)} is not valid: expected a whole number above 0`);
    process.exit(1);
  }
  return Number(value);
}

type RunSummary = { name: string; requests: number; rps: number; p99: number; shed: number; serverErrors: number; socketErrors: number; rssMiB: number; peakMiB: number };

/** A folder: the shop writes a V8 heap snapshot there after the crawl and after run 3 (read them with scripts/heap-summary.ts). */
const SNAPSHOT_DIR = process.env.LOAD_HEAP_SNAPSHOTS || undefined;
const stack = await startStack({
  LOG_LEVEL: 'error',
  BACKEND_LOG_LEVEL: 'error',
  ...(SNAPSHOT_DIR ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${SNAPSHOT_DIR}`.trim() } : {}),
}, { measurement: true });

/** Asks the shop for a heap snapshot (SIGUSR2) and waits until it is written. */
async function writeHeapSnapshot(label: string) {
  if (!SNAPSHOT_DIR || !stack.shopPid) return;
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const before = new Set(readdirSync(SNAPSHOT_DIR));
  process.kill(stack.shopPid, 'SIGUSR2');
  for (let attempt = 0; attempt < 600; attempt++) {
    await sleep(500);
    const file = readdirSync(SNAPSHOT_DIR).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    // Written in one go by the main thread: the shop answers again once it is complete.
    if (file && (await fetch(`http://127.0.0.1:${stack.shopPort}/health`).then((response) => response.ok, () => false))) {
      console.log(`heap snapshot ${label}: ${path.join(SNAPSHOT_DIR, file)}`);
      return;
    }
  }
}

/** The shop's highest RSS while `work` runs, sampled every 500 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakMiB: number }> {
  let peakMiB = residentMiB(stack.shopPid);
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, residentMiB(stack.shopPid))), 500);
  try {
    const value = await work();
    return { value, peakMiB: Math.max(peakMiB, residentMiB(stack.shopPid)) };
  } finally {
    clearInterval(timer);
  }
}

/** One GET to the shop or backend over loopback, naming the host as a browser would. */
function fetchLoopback(address: string): Promise<Fetched> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host: url.host, 'accept-encoding': 'identity' }, timeout: 20_000, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${address}: no answer within 20 s`)));
    req.on('error', reject);
    req.end();
  });
}

async function crawl(): Promise<RunSummary> {
  const started = Date.now();
  let requests = 0;
  let serverErrors = 0;
  const { peakMiB } = await withPeakRss(async () => {
    for (const { host, languagePrefix } of CRAWL_SITES) {
      const origin = `http://${host}:${stack.shopPort}`;
      const sitemap = await fetchLoopback(`${origin}/sitemap.xml`);
      const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/^https?:\/\/[^/]+/, origin));
      const result = await crawlSite({
        start: [{ url: `${origin}${languagePrefix || '/'}`, foundOn: '(start)' }, ...listed.map((url) => ({ url, foundOn: 'sitemap', fromSitemap: true }))],
        siteOrigin: origin,
        languagePrefix,
        isFetchable: (url) => url.port === String(stack.shopPort) || url.port === String(stack.backendPort),
        fetch: async (url) => {
          const fetched = await fetchLoopback(url);
          if (fetched.status >= 500 && serverErrors++ < 5) console.error(`crawl: ${fetched.status} for ${url}`);
          return fetched;
        },
        maxPages: CRAWL_PAGES,
        maxRequests: CRAWL_PAGES * 8,
        concurrency: 4,
      });
      requests += result.requests;
    }
  });
  const seconds = (Date.now() - started) / 1000;
  return { name: `crawl ${CRAWL_SITES.length} hosts`, requests, rps: requests / seconds, p99: Number.NaN, shed: 0, serverErrors, socketErrors: 0, rssMiB: residentMiB(stack.shopPid), peakMiB };
}

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
  const { value: result, peakMiB } = await withPeakRss(() => done);
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
    peakMiB,
  };
}

let failed = false;
try {
  // A short warm-up, so the first run measures a running shop, not its first renders.
  const started = residentMiB(stack.shopPid);
  const crawled = await crawl();
  await writeHeapSnapshot('after the crawl');
  await run('warm-up', 10, 3);
  const runs = [await run(`1: ${SECONDS}s at 50`, 50, SECONDS), await run(`2: ${Math.ceil(SECONDS / 2)}s at 200`, 200, Math.ceil(SECONDS / 2)), await run(`3: ${SECONDS}s at 50`, 50, SECONDS)];
  await writeHeapSnapshot('after run 3');
  console.log(`\nCrawl of ${CRAWL_SITES.map((site) => site.host + site.languagePrefix).join(', ')} (${CRAWL_PAGES} pages each), then load over ${PATHS.join(', ')} (host ${HOST})`);
  console.log(`RSS at start: ${started.toFixed(0)} MiB`);
  console.log('run                | requests |  req/s | p99 ms | 503 shed | other 5xx | socket errors | RSS MiB after | peak');
  for (const r of [crawled, ...runs]) {
    console.log(
      `${r.name.padEnd(18)} | ${String(r.requests).padStart(8)} | ${r.rps.toFixed(0).padStart(6)} | ${(Number.isNaN(r.p99) ? '-' : String(r.p99)).padStart(6)} | ${String(r.shed).padStart(8)} | ${String(r.serverErrors).padStart(9)} | ${String(r.socketErrors).padStart(13)} | ${r.rssMiB.toFixed(0).padStart(13)} | ${r.peakMiB.toFixed(0).padStart(4)}`,
    );
  }
  const [first, , third] = runs as [RunSummary, RunSummary, RunSummary];
  const peak = Math.max(crawled.peakMiB, ...runs.map((r) => r.peakMiB));
  const growth = (third.rssMiB - first.rssMiB) / first.rssMiB;
  const problems = [
    ...runs.filter((r) => r.serverErrors > 0).map((r) => `run ${r.name}: ${r.serverErrors} 5xx answers other than 503`),
    ...runs.filter((r) => r.socketErrors > 0).map((r) => `run ${r.name}: ${r.socketErrors} socket errors or timeouts`),
    ...(crawled.serverErrors > 0 ? [`crawl: ${crawled.serverErrors} 5xx answers`] : []),
    ...judgeMemory({ phases: [crawled], rounds: runs, limitMiB: RSS_LIMIT_MIB }),
  ];
  const steps = runs.map((r, index) => (index === 0 ? `${r.rssMiB.toFixed(0)}` : `${r.rssMiB >= runs[index - 1]!.rssMiB ? '+' : ''}${((r.rssMiB / runs[index - 1]!.rssMiB - 1) * 100).toFixed(1)}% ${r.rssMiB.toFixed(0)}`));
  console.log(`RSS per round (MiB): ${steps.join(' -> ')}; run 3 vs run 1 ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (tolerance +${(RSS_ROUND_TOLERANCE * 100).toFixed(0)}% per round and overall); peak ${peak.toFixed(0)} MiB (limit ${RSS_LIMIT_MIB} MiB)`);
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
