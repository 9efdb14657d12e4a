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
 * Prints numbers; asserts nothing (timings on a shared machine are not test material).
 */
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startStack } from '../tests/support/start-stack.ts';

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

const stack = await startStack({ LOG_LEVEL: 'error' });

/**
 * Node does not resolve `*.localhost`, and its fetch drops a Host header: plain http.get to
 * loopback, naming the host in the header as a browser would.
 */
function getViaLoopback(url: string): Promise<Buffer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, headers: { host: target.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}
const origin = (host: string) => `http://${host}:${stack.shopPort}`;
const pages = [
  ['home (poster)', origin('de.poster.localhost') + '/'],
  ['home (card)', origin('de.card.localhost') + '/'],
  ['content page', origin('de.poster.localhost') + '/ueber-uns'],
  ['products', origin('de.poster.localhost') + '/products'],
  ['themes', origin('de.poster.localhost') + '/themes/2020'],
  ['canvas + calculator', origin('de.poster.localhost') + '/leinwanddruck'],
  ['not found', origin('de.poster.localhost') + '/gibt-es-nicht'],
] as const;

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  console.log('JS a browser loads per page type (JavaScript on)');
  console.log('page            | files | raw KiB | gzip KiB | br KiB | HTML br KiB');
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
    console.log(`${name.padEnd(15)} | ${String(scripts.size).padStart(5)} | ${kib(raw)} | ${kib(gzip)}  | ${kib(br)} | ${kib(zlib.brotliCompressSync(html).length)}`);
  }
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

/**
 * The page store against the bare-server limit. The load is a returning visitor (a browser's user
 * agent and the flag cookies of its first visit) asking for br, as browsers do; the bare server
 * sends exactly the bytes the shop sent, with the same encoding. Shop and bare server alternate.
 */
async function benchPageStore() {
  const GOAL_RATIO = 0.5;
  const GOAL_P99_MS = 50;
  const browser = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const storePages = [
    ['home', '/'],
    ['product page', '/leinwanddruck'],
    ['/products', '/products'],
  ] as const;
  const host = `de.poster.localhost:${stack.shopPort}`;
  const first = await fetchViaLoopback(`http://${host}/`, { 'user-agent': browser, 'accept-encoding': 'br' });
  const cookie = ((first.headers['set-cookie'] ?? []) as string[]).map((setCookie) => setCookie.split(';')[0]).join('; ');
  const visitor = { 'user-agent': browser, 'accept-encoding': 'br', cookie };
  const run = (url: string, headers: Record<string, string>, extra: Partial<autocannon.Options> = {}) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...extra });
  const shopUrl = (path: string) => `http://127.0.0.1:${stack.shopPort}${path}`;

  console.log(`\nPage store at ${CONNECTIONS} connections, ${DURATION_S}s per run, br, a returning visitor (goals: ratio >= ${GOAL_RATIO}, p99 < ${GOAL_P99_MS} ms)`);
  console.log('page           | br KiB | store | shop req/s | bare req/s | ratio  | goal | shop p99 ms | goal | miss req/s, p99 | bypass req/s, p99');
  for (const [name, path] of storePages) {
    // Twice: the first may render, the second is what the store answers.
    await fetchViaLoopback(`http://${host}${path}`, visitor);
    const warm = await fetchViaLoopback(`http://${host}${path}`, visitor);
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': warm.body.length });
      res.end(warm.body);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    const shop = await run(shopUrl(path), { ...visitor, host });
    const bareResult = await run(bareUrl, { 'accept-encoding': 'br' });
    bare.close();
    // A new query per request: every one renders, hashes, compresses and stores.
    let counter = 0;
    const separator = path.includes('?') ? '&' : '?';
    const miss = await run(shopUrl(path), { ...visitor, host }, {
      requests: [{ setupRequest: (request) => ({ ...request, path: `${path}${separator}bench=${counter++}` }) }],
    });
    // A session cookie: never stored, rendered and streamed as every page was before the store.
    const bypass = await run(shopUrl(path), { ...visitor, host, cookie: `${cookie}; shop_session=bench` });
    const ratio = shop.requests.average / bareResult.requests.average;
    const mark = (ok: boolean) => (ok ? ' ok ' : 'MISS');
    console.log(
      [
        name.padEnd(14),
        (warm.body.length / 1024).toFixed(1).padStart(6),
        String(warm.headers['x-page-store'] ?? '?').padStart(5),
        shop.requests.average.toFixed(0).padStart(10),
        bareResult.requests.average.toFixed(0).padStart(10),
        ratio.toFixed(3).padStart(6),
        mark(ratio >= GOAL_RATIO),
        String(shop.latency.p99).padStart(11),
        mark(shop.latency.p99 < GOAL_P99_MS),
        `${miss.requests.average.toFixed(0)}, ${miss.latency.p99}`.padStart(15),
        `${bypass.requests.average.toFixed(0)}, ${bypass.latency.p99}`.padStart(17),
      ].join(' | '),
    );
    const failures = shop.non2xx + shop.errors + miss.non2xx + miss.errors + bypass.non2xx + bypass.errors;
    if (failures > 0) console.log(`  ${name}: non-2xx/errors shop ${shop.non2xx}/${shop.errors}, miss ${miss.non2xx}/${miss.errors}, bypass ${bypass.non2xx}/${bypass.errors}`);
  }
}
