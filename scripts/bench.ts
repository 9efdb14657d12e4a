/**
 * `npm run bench` (after `npm run build`): what a page costs a shopper and what the origin sustains.
 * - JS bytes (raw, gzip, br) that Chromium loads per page type, JavaScript on.
 * - Home page throughput: requests/s and p99 latency at 50 connections, beside a bare Node server
 *   sending the same HTML bytes (the ratio shows the cost of rendering), non-2xx answers, and the
 *   shop process's peak memory.
 * - Page store: home, a product page and /products with a warm store, each beside a bare Node
 *   server sending the same br bytes (goals: >= 0.5x its requests/s, p99 under 50 ms), and the
 *   cold paths: a miss (render, hash, compress, store; a new query each request) and the store
 *   bypassed (a session cookie: the streamed render every page had before the store).
 * - The home page, light and normal, on the issue's throttled phone: paint, load, hydration done, bytes
 *   (decision 0041; `BENCH_ONLY=throttled` runs only this).
 * Prints numbers; asserts nothing (timings on a shared machine are not test material).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { buildPreviewQuery } from '../src/lib/content/preview-token.ts';
import { SHOP_COOKIES } from '../src/lib/request/shop-cookies.ts';
import { startStack } from '../tests/support/start-stack.ts';
import { launchThrottledChromium, printThrottledPhone } from './throttled-phone.ts';
import { judgeMemory, type MemoryRound, residentMiB, RSS_LIMIT_MIB, RSS_ROUND_TOLERANCE } from './resident-memory.ts';

const DURATION_S = readBenchSeconds(process.env.BENCH_SECONDS);

/** A typo must not turn into a zero-second run that prints meaningless numbers. */
function readBenchSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  if (!/^\d+$/.test(value) || Number(value) === 0) {
    console.error(`BENCH_SECONDS=${JSON.stringify(value)} is not valid: expected a whole number above 0`);
    process.exit(1);
  }
  return Number(value);
}
const CONNECTIONS = 50;
/** Page store comparison: shop and bare server take turns this many times. */
const ROUNDS = 3;

const stack = await startStack({ LOG_LEVEL: 'error' }, { measurement: true });

/**
 * Node does not resolve `*.localhost`, and its fetch drops a Host header: plain http.get to
 * loopback, naming the host in the header as a browser would.
 */
function getViaLoopback(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, headers: { host: target.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}
const origin = (host: string) => `http://${host}:${stack.shopPort}`;

// `BENCH_ONLY=editor-live npm run bench`: only the visual editor's live round trip (a shared machine).
if (process.env.BENCH_ONLY === 'editor-live') {
  try {
    await benchEditorLiveRender();
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
// `BENCH_ONLY=cold npm run bench`: only the render paths (miss and bypass), e.g. to compare two
// builds on one machine one after the other: run this script from the other checkout's directory.
const COLD_ONLY = process.env.BENCH_ONLY === 'cold';
if (COLD_ONLY) {
  try {
    await benchPageStore();
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
// `BENCH_ONLY=throttled npm run bench`: only the home page on the throttled phone (decision 0041).
if (process.env.BENCH_ONLY === 'throttled') {
  try {
    const browser = await launchThrottledChromium(chromium);
    await printThrottledPhone(browser, origin('de.poster.localhost') + '/');
    await browser.close();
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
const pages = [
  ['home (poster)', origin('de.poster.localhost') + '/'],
  ['home (card)', origin('de.card.localhost') + '/'],
  ['content page', origin('de.poster.localhost') + '/ueber-uns'],
  ['products', origin('de.poster.localhost') + '/products'],
  ['themes', origin('de.poster.localhost') + '/themes/2020'],
  ['canvas + calculator', origin('de.poster.localhost') + '/leinwanddruck'],
  ['not found', origin('de.poster.localhost') + '/gibt-es-nicht'],
] as const;

/** The shell's client components (src/components/shell, and the static island) by the name of their chunk. */
const SHELL_CHUNKS = ['nav-scroller', 'reviews-carousel', 'countdown-ticker', 'messenger-button', 'dialog-link', 'dialog-modal', 'static-island'];
const chunkName = (url: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

/** One row: the shell chunks a page loaded, their gzip total, and whether carousel and countdown code came only with them. */
async function describeShellCode(name: string, scripts: Set<string>, html: string): Promise<string> {
  const shell = [...scripts].filter((url) => SHELL_CHUNKS.includes(chunkName(url) ?? ''));
  let gzip = 0;
  for (const url of shell) gzip += zlib.gzipSync(await getViaLoopback(url), { level: 9 }).length;
  const loaded = (chunk: string) => shell.some((url) => chunkName(url) === chunk);
  // Shown: the server rendered the part (its class is on the page).
  const verdict = (chunk: string, marker: string) => {
    const shown = html.includes(marker);
    const ok = loaded(chunk) === shown;
    return `${shown ? 'shown' : 'absent'}, ${loaded(chunk) ? 'loaded' : 'not loaded'}${ok ? '' : ' (NOT met)'}`;
  };
  const names = shell.map((url) => chunkName(url)).sort().join(' ');
  return `${name.padEnd(15)} | ${(gzip / 1024).toFixed(1).padStart(9)} | ${gzip < 6 * 1024 ? ' ok ' : 'NOT '} | ${names.padEnd(58)} | ${verdict('reviews-carousel', 'class="reviews-carousel')} | ${verdict('countdown-ticker', 'class="countdown')}`;
}

/** The document up to its first inline RSC payload script (Waku writes the payload after the markup). */
function markupBeforePayload(html: Buffer): Buffer {
  const firstPush = html.indexOf('(self.__FLIGHT_DATA');
  return firstPush < 0 ? html : html.subarray(0, html.lastIndexOf('<script', firstPush));
}

/**
 * Everything a phone (390 px) fetches for a page read to its end: requests and bytes over the
 * wire (encoded sizes), lazy images included. What a data-saver visitor actually pays.
 */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

async function phoneDownload(browser: Browser, url: string, headers: Record<string, string>): Promise<{ requests: number; bytes: number; scriptBytes: number; scripts: number }> {
  // A phone's user agent: headless Chromium's says HeadlessChrome, a crawler, which never gets the light page (decision 0028).
  const context = await browser.newContext({ extraHTTPHeaders: headers, viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT });
  // Chromium 156 no longer sends a Save-Data header given to it (the pages came back normal): a
  // light visitor is the one who chose the light version in the footer, the cookie it sets.
  if (headers['save-data'] === 'on') await context.addCookies([{ name: SHOP_COOKIES.lightMode.name, value: '1', url }]);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let scripts = 0;
  const scriptSizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    const measured = request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    sizes.push(measured.then((value) => value.responseBodySize + value.responseHeadersSize));
    if (request.resourceType() === 'script') {
      scripts += 1;
      scriptSizes.push(measured.then((value) => value.responseBodySize));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Read to the end, a screen at a time, so lazy images load as they would for a reader.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0);
  return { requests: sizes.length, bytes: await sum(sizes), scripts, scriptBytes: await sum(scriptSizes) };
}

/**
 * Light mode (Save-Data): what a page costs a visitor who asked to save data, beside the normal
 * page and the goals: no JavaScript at all, and HTML (br) at most half of the normal page's.
 * Then the whole download of a phone reading the page to its end, light and normal.
 */
async function printLightModeBytes(browser: Browser) {
  const lightPages = pages.filter(([name]) => ['home (poster)', 'products', 'canvas + calculator'].includes(name));
  const kib = (n: number) => (n / 1024).toFixed(1).padStart(6);
  console.log('\nSave-Data pages (light mode) beside the normal page (decisions 0015, 0018)');
  console.log('page            | JS files | JS KiB | HTML br KiB | normal br KiB | ratio | goal: JS 0, HTML <= half');
  const downloads: string[] = [];
  for (const [name, url] of lightPages) {
    const lightDownload = await phoneDownload(browser, url, { 'save-data': 'on' });
    const normalDownload = await phoneDownload(browser, url, {});
    const light = zlib.brotliCompressSync(await getViaLoopback(url, { 'save-data': 'on' })).length;
    const normal = zlib.brotliCompressSync(await getViaLoopback(url)).length;
    const met = lightDownload.scripts === 0 && light <= normal / 2 ? 'met' : 'NOT met';
    console.log(`${name.padEnd(15)} | ${String(lightDownload.scripts).padStart(8)} | ${kib(lightDownload.scriptBytes)} | ${kib(light).padStart(11)} | ${kib(normal).padStart(13)} | ${(light / normal).toFixed(2).padStart(5)} | ${met}`);
    downloads.push(`${name.padEnd(15)} | ${String(lightDownload.requests).padStart(14)} | ${kib(lightDownload.bytes).padStart(9)} | ${String(normalDownload.requests).padStart(15)} | ${kib(normalDownload.bytes).padStart(10)}`);
  }
  console.log('\nA phone (390 px) reading each page to its end: everything fetched, over the wire (images are the');
  console.log("embedded backend's stand-ins, smaller than real photos: the byte ratio matters, not the size)");
  console.log('page            | light requests | light KiB | normal requests | normal KiB');
  for (const line of downloads) console.log(line);
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  console.log("JS a browser loads per page type (JavaScript on), and the page's HTML: the whole document, and its markup");
  console.log('(the document up to the inline hydration payload, which comes last: what the first render needs; decision 0016)');
  console.log('page            | files | raw KiB | gzip KiB | br KiB | HTML br KiB | markup br KiB');
  const shellRows: string[] = [];
  for (const [name, url] of pages) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
    let raw = 0;
    let gzip = 0;
    let br = 0;
    for (const script of scripts) {
      const body = await getViaLoopback(script);
      raw += body.length;
      gzip += zlib.gzipSync(body, { level: 9 }).length;
      br += zlib.brotliCompressSync(body).length;
    }
    const html = await getViaLoopback(url);
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
    const markup = markupBeforePayload(html);
    console.log(
      `${name.padEnd(15)} | ${String(scripts.size).padStart(5)} | ${kib(raw)} | ${kib(gzip)}  | ${kib(br)} | ${kib(zlib.brotliCompressSync(html).length).padStart(11)} | ${kib(zlib.brotliCompressSync(markup).length).padStart(13)}`,
    );
    shellRows.push(await describeShellCode(name, scripts, html.toString('utf8')));
  }
  console.log("\nThe shell's own client code per page (gzip, each chunk as served); goals: under 6 KiB in total, and");
  console.log('the carousel and countdown code only on a page that shows them');
  console.log('page            | shell KiB | goal | chunks                                                     | carousel | countdown');
  for (const row of shellRows) console.log(row);
  await printLightModeBytes(browser);
  await printThrottledPhone(browser, origin('de.poster.localhost') + '/');
  await browser.close();

  const homeUrl = origin('de.poster.localhost') + '/';
  const homeHtml = await getViaLoopback(homeUrl);
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': homeHtml.length });
    res.end(homeHtml);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;

  const load = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const shopResult = await load(`http://127.0.0.1:${stack.shopPort}/`, { host: `de.poster.localhost:${stack.shopPort}` });
  const bareResult = await load(`http://127.0.0.1:${barePort}/`);
  bare.close();

  const peak = stack.shopPid ? /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${stack.shopPid}/status`, 'utf8'))?.[1] : undefined;
  console.log(`\nHome page at ${CONNECTIONS} connections for ${DURATION_S}s (HTML ${(homeHtml.length / 1024).toFixed(1)} KiB uncompressed)`);
  console.log(`shop:      ${shopResult.requests.average.toFixed(0)} req/s, p99 ${shopResult.latency.p99} ms, non-2xx ${shopResult.non2xx}, errors ${shopResult.errors}`);
  console.log(`bare node: ${bareResult.requests.average.toFixed(0)} req/s, p99 ${bareResult.latency.p99} ms`);
  console.log(`ratio shop/bare: ${(shopResult.requests.average / bareResult.requests.average).toFixed(3)}`);
  console.log(`shop peak memory (VmHWM): ${peak ? (Number(peak) / 1024).toFixed(0) : '?'} MiB`);

  await benchPageStore();
  await benchEditorLiveRender();
} finally {
  await stack.stop();
}

/** One answer over loopback with the given headers: its status, headers and body bytes. */
function fetchViaLoopback(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, headers: { host: target.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A bare Node server in its own process (so its CPU time is its own) sending these bytes with these headers. */
async function startBareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; pid: number; stop: () => void }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-bare-')), 'body');
  writeFileSync(file, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify({ ...headers, 'content-length': String(body.length) })};
    const server = require('node:http').createServer((_req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill() };
}

/**
 * The page store against the bare-server limit. The load is a returning visitor (a browser's user
 * agent and the flag cookies of its first visit) asking for br, as browsers do; the bare server
 * (its own process) sends exactly the bytes the shop sent, with the same encoding. Besides
 * requests/s, each server's CPU time per request is measured: on a machine shared with other work
 * the requests/s move with the neighbours, the CPU time per request much less (its ratio is what
 * the requests/s ratio would be on an idle machine with one core per server). Shop and bare
 * server take turns for ROUNDS rounds and the median round is reported with the range: a
 * neighbour's burst lands in one round, not in one side of the comparison.
 */
async function benchPageStore() {
  const GOAL_RATIO = 0.5;
  const GOAL_P99_MS = 50;
  const COLD_CONNECTIONS = 10;
  const browser = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const storePages = [
    ['home', '/'],
    ['product page', '/leinwanddruck'],
    ['/products', '/products'],
  ] as const;
  const shopPid = stack.shopPid;
  const host = `de.poster.localhost:${stack.shopPort}`;
  // A returning visitor has every cookie of its first visit; the location cookie may come with
  // the second page (decision 0050), so take two pages first. Without it, each request would set it.
  const cookies = new Map<string, string>();
  const keep = (response: Awaited<ReturnType<typeof fetchViaLoopback>>) => {
    for (const setCookie of (response.headers['set-cookie'] ?? []) as string[]) {
      const pair = setCookie.split(';')[0]!;
      cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  };
  keep(await fetchViaLoopback(`http://${host}/`, { 'user-agent': browser, 'accept-encoding': 'br' }));
  await sleep(500);
  keep(await fetchViaLoopback(`http://${host}/`, { 'user-agent': browser, 'accept-encoding': 'br', cookie: [...cookies.values()].join('; ') }));
  const cookie = [...cookies.values()].join('; ');
  const visitor = { 'user-agent': browser, 'accept-encoding': 'br', cookie };
  const shopUrl = (pagePath: string) => `http://127.0.0.1:${stack.shopPort}${pagePath}`;
  /** One load run; with a pid, also that process's CPU ms per answered request. */
  const run = async (url: string, headers: Record<string, string>, pid: number | undefined, extra: Partial<autocannon.Options> = {}) => {
    const before = pid ? cpuMs(pid) : 0;
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...extra });
    const answered = result.requests.total || 1;
    return { result, cpuPerRequest: pid ? (cpuMs(pid) - before) / answered : NaN };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
  const roundSeconds = Math.max(2, Math.round(DURATION_S / 2));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  if (!COLD_ONLY) {
    console.log(`\nPage store: warm store at ${CONNECTIONS} connections, br, a returning visitor; shop and bare server alternate, ${ROUNDS} rounds of ${roundSeconds}s each,`);
    console.log(`median round (range); goals: ratio >= ${GOAL_RATIO}, p99 < ${GOAL_P99_MS} ms`);
    console.log('page           | br KiB | shop req/s | bare req/s | ratio (range)       | goal | p99 ms | goal | CPU ms/req shop | bare | CPU ratio');
  }
  const cold: string[] = [];
  const memory: MemoryRound[] = [];
  /** The shop's highest RSS while `work` runs, sampled every 250 ms. */
  const withPeak = async <T extends object>(work: () => Promise<T>): Promise<T & { peakMiB: number }> => {
    let peakMiB = residentMiB(shopPid);
    const timer = setInterval(() => (peakMiB = Math.max(peakMiB, residentMiB(shopPid))), 250);
    try {
      const value = await work();
      return { ...value, peakMiB: Math.max(peakMiB, residentMiB(shopPid)) };
    } finally {
      clearInterval(timer);
    }
  };
  /** The warm store against a bare server sending the same bytes, alternating rounds. */
  const measureStoredPage = async (name: string, pagePath: string) => {
    // Until the store answers it fresh: the first may render, a stale one is rendered again behind it.
    let warm = await fetchViaLoopback(`http://${host}${pagePath}`, visitor);
    for (let attempt = 0; attempt < 20 && warm.headers['x-page-store'] !== 'hit'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      warm = await fetchViaLoopback(`http://${host}${pagePath}`, visitor);
    }
    if (warm.headers['x-page-store'] !== 'hit') console.log(`  ${name}: the warm request was a ${String(warm.headers['x-page-store'])}, not a hit`);
    const bare = await startBareServer(warm.body, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    // A short unmeasured run each first: both processes compiled hot, as a server that has been up.
    await autocannon({ url: shopUrl(pagePath), connections: CONNECTIONS, duration: 2, headers: { ...visitor, host } });
    await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 2, headers: { 'accept-encoding': 'br' } });
    const rounds: { shop: Awaited<ReturnType<typeof run>>; bare: Awaited<ReturnType<typeof run>> }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const shopRound = await withPeak(() => run(shopUrl(pagePath), { ...visitor, host }, shopPid, { duration: roundSeconds }));
      memory.push({ name: `${name} round ${round + 1}`, rssMiB: residentMiB(shopPid), peakMiB: shopRound.peakMiB });
      const bareRound = await run(bare.url, { 'accept-encoding': 'br' }, bare.pid, { duration: roundSeconds });
      rounds.push({ shop: shopRound, bare: bareRound });
    }
    bare.stop();
    const ratios = rounds.map((entry) => entry.shop.result.requests.average / entry.bare.result.requests.average);
    const middle = rounds[ratios.indexOf(median(ratios))]!;
    const shop = middle.shop;
    const bareRun = middle.bare;
    const p99 = median(rounds.map((entry) => entry.shop.result.latency.p99));
    // CPU per request over all rounds: the steadier figure.
    const cpuOver = (side: 'shop' | 'bare') => {
      const total = rounds.reduce((sum, entry) => sum + entry[side].cpuPerRequest * (entry[side].result.requests.total || 1), 0);
      return total / rounds.reduce((sum, entry) => sum + (entry[side].result.requests.total || 1), 0);
    };
    const shopCpu = cpuOver('shop');
    const bareCpu = cpuOver('bare');
    // The issue's baseline (0.005-0.0085x) was taken against a bare server inside this process,
    // which shares its CPU with the load generator: measured that way too, to compare.
    const inProcess = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': warm.body.length });
      res.end(warm.body);
    });
    await new Promise<void>((resolve) => inProcess.listen(0, '127.0.0.1', resolve));
    const inProcessRun = await run(`http://127.0.0.1:${(inProcess.address() as AddressInfo).port}/`, { 'accept-encoding': 'br' }, undefined);
    inProcess.close();
    const inProcessRatio = shop.result.requests.average / inProcessRun.result.requests.average;
    const ratio = median(ratios);
    const range = `(${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`;
    const cpuRatio = bareCpu / shopCpu;
    const mark = (ok: boolean) => (ok ? ' ok ' : 'MISS');
    console.log(
      [
        name.padEnd(14),
        (warm.body.length / 1024).toFixed(1).padStart(6),
        shop.result.requests.average.toFixed(0).padStart(10),
        bareRun.result.requests.average.toFixed(0).padStart(10),
        `${ratio.toFixed(3)} ${range}`.padEnd(19),
        mark(ratio >= GOAL_RATIO),
        String(p99).padStart(6),
        mark(p99 < GOAL_P99_MS),
        shopCpu.toFixed(3).padStart(15),
        bareCpu.toFixed(3).padStart(4),
        cpuRatio.toFixed(3).padStart(9),
      ].join(' | '),
    );
    console.log(`${''.padEnd(14)} | in-process bare server (as the baseline was measured): ${inProcessRun.result.requests.average.toFixed(0)} req/s, ratio ${inProcessRatio.toFixed(3)} (goal ${GOAL_RATIO}: ${inProcessRatio >= GOAL_RATIO ? 'ok' : 'MISS'})`);
    const failed = rounds.reduce((sum, entry) => sum + entry.shop.result.non2xx + entry.shop.result.errors, 0);
    if (failed > 0) console.log(`  ${name}: ${failed} answers non-2xx or failed over the rounds`);
  };
  for (const [name, pagePath] of storePages) {
    if (!COLD_ONLY) await measureStoredPage(name, pagePath);

    // Cold paths, fewer connections (renders queue, they do not get faster). A miss: a new query per
    // request, so each one renders, hashes, compresses and stores. Bypassed: a session cookie, never
    // stored, rendered and streamed as every page was before the store.
    await settle();
    let counter = 0;
    const separator = pagePath.includes('?') ? '&' : '?';
    const miss = await run(shopUrl(pagePath), { ...visitor, host }, shopPid, {
      connections: COLD_CONNECTIONS,
      // A parameter the page key keeps (a junk one is dropped from it since issue 23, and would hit).
      requests: [{ setupRequest: (request) => ({ ...request, path: `${pagePath}${separator}status=bench-${counter++}` }) }],
    });
    await settle();
    const bypass = await run(shopUrl(pagePath), { ...visitor, host, cookie: `${cookie}; shop_session=bench` }, shopPid, { connections: COLD_CONNECTIONS });
    await settle();
    const line = (label: string, measured: Awaited<ReturnType<typeof run>>) =>
      `${label} ${measured.result.requests.average.toFixed(1)} req/s, p99 ${measured.result.latency.p99} ms, CPU ${measured.cpuPerRequest.toFixed(1)} ms/req, non-2xx ${measured.result.non2xx}, errors ${measured.result.errors}`;
    cold.push(`${name.padEnd(14)} | ${line('miss (render + store):', miss)}\n${''.padEnd(14)} | ${line('bypassed (as before): ', bypass)}`);
  }
  console.log(`\nCold render path at ${COLD_CONNECTIONS} connections (goal: the miss no slower than the bypassed render)`);
  for (const entry of cold) console.log(entry);
  if (COLD_ONLY) return;
  // Decision 0040: under RSS_LIMIT_MIB and flat from round to round; a warning here, the load test fails on it.
  console.log(`\nShop RSS after each page-store round (MiB; peak in brackets): ${memory.map((entry) => `${entry.rssMiB.toFixed(0)} (${entry.peakMiB.toFixed(0)})`).join(', ')}`);
  // Flat means the same traffic does not keep growing: each page's rounds against each other. The
  // next page is other traffic (its own stored pages, code paths warming up), so a step between
  // pages is not a leak; the peak limit still covers every round.
  const memoryProblems = storePages.flatMap(([name]) => judgeMemory({ phases: [], rounds: memory.filter((entry) => entry.name.startsWith(`${name} round`)) }));
  console.log(memoryProblems.length === 0 ? `memory: ok (under ${RSS_LIMIT_MIB} MiB, each page's rounds flat within +${(RSS_ROUND_TOLERANCE * 100).toFixed(0)}%)` : `memory: WARNING\n${memoryProblems.map((problem) => `  - ${problem}`).join('\n')}`);
}

/** The visual editor's live render (decision 0026): an edit posted to /_editor/render until its page comes back. */
async function benchEditorLiveRender() {
  const host = 'de.poster.localhost';
  const draft = (await (await fetch(`http://127.0.0.1:${stack.backendPort}/v2/cdn/stories/poster/de-de/home?version=draft&token=embedded-preview`)).json()) as {
    story: { id: number; content: { teaser: Array<{ headline: string }> } };
  };
  const story = draft.story;
  const query = buildPreviewQuery({ spaceId: '100001', previewToken: 'embedded-preview', storyId: story.id });
  const times: number[] = [];
  for (let round = 0; round < 11; round++) {
    story.content.teaser[0]!.headline = `Bench ${round}`;
    const body = Buffer.from(JSON.stringify({ url: `${origin(host)}/?${query}`, story }));
    const started = performance.now();
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: stack.shopPort, path: '/_editor/render', method: 'POST', headers: { host: `${host}:${stack.shopPort}`, 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject).end(body);
    });
    times.push(performance.now() - started);
    if (answer.status !== 200 || !answer.text.includes(`Bench ${round}`)) console.log(`  live render ${round}: status ${answer.status}, the edit ${answer.text.includes(`Bench ${round}`) ? 'shows' : 'is missing'}`);
  }
  const sorted = times.slice(1).sort((left, right) => left - right);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`\nVisual editor live render of the home page (edit posted until the page with it is back), 10 rounds after a warm-up:`);
  console.log(`median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; goal 300 ms: ${median <= 300 ? 'ok' : 'MISS'}`);
}
