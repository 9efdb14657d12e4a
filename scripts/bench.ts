/**
 * `npm run bench` (after `npm run build`): what a page costs a shopper and what the origin sustains.
 * - JS bytes (raw, gzip, br) that Chromium loads per page type, JavaScript on.
 * - Home page throughput: requests/s and p99 latency at 50 connections, beside a bare Node server
 *   sending the same HTML bytes (the ratio shows the cost of rendering), non-2xx answers, and the
 *   shop process's peak memory.
 * Prints numbers; asserts nothing (timings on a shared machine are not test material).
 */
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
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
const pages = [
  ['home (poster)', origin('de.poster.localhost') + '/'],
  ['home (card)', origin('de.card.localhost') + '/'],
  ['content page', origin('de.poster.localhost') + '/ueber-uns'],
  ['products', origin('de.poster.localhost') + '/products'],
  ['themes', origin('de.poster.localhost') + '/themes/2020'],
  ['canvas + calculator', origin('de.poster.localhost') + '/leinwanddruck'],
  ['not found', origin('de.poster.localhost') + '/gibt-es-nicht'],
] as const;

/**
 * Light mode (Save-Data): what a page costs a visitor who asked to save data, beside the normal
 * page and the goals: no JavaScript at all, and HTML (br) at most half of the normal page's.
 */
async function printLightModeBytes(browser: Browser) {
  const lightPages = pages.filter(([name]) => ['home (poster)', 'products', 'canvas + calculator'].includes(name));
  console.log('\nSave-Data pages (light mode) beside the normal page');
  console.log('page            | JS files | JS KiB | HTML br KiB | normal br KiB | goal: JS 0, HTML <= half');
  for (const [name, url] of lightPages) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'save-data': 'on' } });
    const page = await context.newPage();
    let scripts = 0;
    let scriptBytes = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts += 1;
      void response.body().then((body) => (scriptBytes += body.length), () => {});
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await context.close();
    const light = zlib.brotliCompressSync(await getViaLoopback(url, { 'save-data': 'on' })).length;
    const normal = zlib.brotliCompressSync(await getViaLoopback(url)).length;
    const met = scripts === 0 && light <= normal / 2 ? 'met' : 'NOT met';
    const kib = (n: number) => (n / 1024).toFixed(1).padStart(6);
    console.log(`${name.padEnd(15)} | ${String(scripts).padStart(8)} | ${kib(scriptBytes)} | ${kib(light).padStart(11)} | ${kib(normal).padStart(13)} | ${met}`);
  }
}

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
  await printLightModeBytes(browser);
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
} finally {
  await stack.stop();
}
