import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort } from '../support/free-port.ts';
import { SHOP_COOKIES } from '../../src/lib/request/shop-cookies.ts';
import { send, type RawResponse } from './raw-http.ts';
import { replayVisitors } from '../../scripts/replay-visitors.ts';

/**
 * nginx of `npm run start:cluster` as a shared cache (decision 0029): keyed on the variant key it
 * computes from the cookies, the same key the shop computes. Skipped without nginx and redis-server.
 */
const missing = ['nginx', 'redis-server'].filter(
  (name) => [name, `/usr/sbin/${name}`].every((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).error !== undefined),
);
if (missing.length > 0) console.warn(`shared-cache.test.ts skipped: ${missing.join(' and ')} not installed (apt-get install -y nginx redis-server)`);

type Ready = { port: number; shopPorts: number[]; shopPids: number[]; backendPort: number; dir: string };

let cluster: ChildProcess | undefined;
let ready: Ready;

beforeAll(async () => {
  if (missing.length > 0) return;
  const [port, backend, redis, shopBase] = [await getFreePort(), await getFreePort(), await getFreePort(), await getFreePort()];
  cluster = spawn(process.execPath, ['scripts/start-cluster.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_PORT: String(backend),
      REDIS_PORT: String(redis),
      // Two free ports from here up; the next one after a free port is almost always free too.
      CLUSTER_SHOP_PORT_BASE: String(shopBase),
      CLUSTER_PROCESSES: '1',
      // A publication reaches nginx's key (and the shops, which check as often) within a second.
      CLUSTER_CV_POLL_SECONDS: '1',
      BACKEND_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-cluster-data-')),
      LOG_LEVEL: 'info',
      BACKEND_LOG_LEVEL: 'error',
    },
  });
  ready = await new Promise<Ready>((resolve, reject) => {
    let pending = '';
    cluster!.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('"cluster-ready"')) resolve(JSON.parse(line) as Ready);
        if (line.includes('"cluster-start-failed"')) reject(new Error(line));
      }
    });
    cluster!.once('exit', (code) => reject(new Error(`start:cluster exited with ${code}`)));
  });
}, 90_000);

afterAll(async () => {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster!.once('exit', resolve));
  cluster.kill('SIGTERM');
  await exited;
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const get = (pathname: string, headers: Record<string, string> = {}) => send(ready.port, { path: pathname, headers: { 'user-agent': BROWSER, 'accept-encoding': 'br', ...headers } });
const header = (response: RawResponse, name: string) => String(response.headers[name] ?? '');
const cookiesOf = (response: RawResponse) => ((response.headers['set-cookie'] ?? []) as string[]).map((setCookie) => setCookie.split(';')[0]!);

/**
 * A visitor's first page (not cached: it gets its cookies), then the cookies it comes back with:
 * the location cookie comes with the first page when the lookup answers within LOCATION_WAIT_MS,
 * else with a next page (decisions 0046, 0050); a loaded machine may take either way.
 */
async function newVisitor(pathname: string): Promise<{ first: RawResponse; cookie: string }> {
  const first = await get(pathname);
  const cookies = new Map(cookiesOf(first).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (let attempt = 0; attempt < 20 && !cookies.has(SHOP_COOKIES.location.name); attempt++) {
    const next = await get(pathname, { cookie: [...cookies.values()].join('; ') });
    for (const pair of cookiesOf(next)) cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    if (!cookies.has(SHOP_COOKIES.location.name)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { first, cookie: [...cookies.values()].join('; ') };
}

/**
 * The same request again until nginx answers from its cache. A page's first answers teach nginx
 * which flags the page reads (decision 0046): when it reloads with the learned mask in between,
 * the key changes once and the next answer is one more MISS. A few tries, never a pass without a HIT.
 */
async function getOnceCached(pathname: string, headers: Record<string, string>): Promise<RawResponse> {
  let response = await get(pathname, headers);
  for (let attempt = 0; attempt < 8 && header(response, 'x-cache') !== 'HIT'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await get(pathname, headers);
  }
  return response;
}

describe.skipIf(missing.length > 0)('nginx as the shared cache', () => {
  it('a new visitor reaches the shop and gets cookies; returning visitors of one variant share one copy without cookies', async () => {
    const { first, cookie } = await newVisitor('/ueber-uns');
    expect(header(first, 'x-cache')).toBe('BYPASS');
    expect(cookie).toContain('flag_variant=');
    const variant = header(first, 'x-page-variant');
    expect(variant).toMatch(/^n\.l0\.a0\.t[10c]+$/);
    const returning = await get('/ueber-uns', { cookie });
    expect(header(returning, 'cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(header(returning, 'vary')).toBe('Accept-Encoding, X-Page-Variant');
    expect(returning.headers['set-cookie']).toBeUndefined();
    const again = await getOnceCached('/ueber-uns', { cookie });
    expect(header(again, 'x-cache')).toBe('HIT');
    expect(header(again, 'x-page-variant')).toBe(variant);
    // Another visitor in the same groups (same flag_variant, its own key) gets the same copy.
    const other = cookie.replace(/flag_user_key=[^;]+/, 'flag_user_key=AnotherVisitorKey000001');
    const shared = await get('/ueber-uns', { cookie: other });
    expect(header(shared, 'x-cache')).toBe('HIT');
  });

  it('keeps the variants apart: consent answered, light mode', async () => {
    const { cookie } = await newVisitor('/fotobuch');
    const unanswered = await getOnceCached('/fotobuch', { cookie });
    expect(header(unanswered, 'x-cache')).toBe('HIT');
    const consented = await get('/fotobuch', { cookie: `${cookie}; ${SHOP_COOKIES.consent.name}=1.s1.m0` });
    expect(header(consented, 'x-cache')).not.toBe('HIT');
    expect(header(consented, 'x-page-variant')).toMatch(/^s1m0\.l0\./);
    const light = await get('/fotobuch', { cookie, 'save-data': 'on' });
    expect(header(light, 'x-cache')).not.toBe('HIT');
    expect(header(light, 'x-page-variant')).toMatch(/^n\.l1\./);
    const lightAgain = await getOnceCached('/fotobuch', { cookie, 'save-data': 'on' });
    expect(header(lightAgain, 'x-cache')).toBe('HIT');
    expect(header(lightAgain, 'x-page-variant')).toMatch(/^n\.l1\./);
  });

  it('computes light mode from client hints as the shop does: a 2g network or a small phone shares the light copy', async () => {
    const { cookie } = await newVisitor('/posterdruck');
    const slow = await get('/posterdruck', { cookie, ect: '2g', rtt: '1800', downlink: '0.25' });
    expect(header(slow, 'x-page-variant')).toMatch(/^n\.l1\./);
    // nginx's key said light too: the page is public, kept under the light variant.
    expect(header(slow, 'cache-control')).toMatch(/^public, /);
    // Kept: the same slow visitor again gets nginx's copy (once nginx keys the page as it will stay).
    expect(header(await getOnceCached('/posterdruck', { cookie, ect: '2g', rtt: '1800', downlink: '0.25' }), 'x-cache')).toBe('HIT');
    const smallPhone = await get('/posterdruck', { cookie, ect: '4g', 'device-memory': '0.5' });
    expect(header(smallPhone, 'x-cache')).toBe('HIT');
    expect(smallPhone.body).toBe(slow.body);
    const fast = await get('/posterdruck', { cookie, ect: '4g', 'device-memory': '8', rtt: '50', downlink: '10' });
    expect(header(fast, 'x-page-variant')).toMatch(/^n\.l0\./);
    expect(header(fast, 'cache-control')).toMatch(/^public, /);
    // The visitor's choice of the full page wins over the hints, at the edge as in the shop.
    const chose = await get('/posterdruck', { cookie: `${cookie}; light_mode=0`, ect: '2g' });
    expect(header(chose, 'x-page-variant')).toMatch(/^n\.l0\./);
    expect(header(chose, 'cache-control')).toMatch(/^public, /);
  });

  it('keys a page only on the flags it reads, learned from the shop: other groups of an experiment it does not show share its copy', async () => {
    const tokenOf = (response: RawResponse) => /\.t([10c-]+)$/.exec(header(response, 'x-page-variant'))?.[1] ?? '';
    // Until nginx has learned a page's mask it keys on every flag; it learns within a poll (1 s here).
    const learned = async (pathname: string, cookie: string) => {
      for (let attempt = 0; attempt < 40; attempt++) {
        const response = await get(pathname, { cookie });
        if (tokenOf(response).includes('-')) return response;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${pathname}: nginx never keyed it on fewer flags`);
    };
    const visitors = await Promise.all(Array.from({ length: 16 }, () => newVisitor('/ueber-uns')));
    const about = await learned('/ueber-uns', visitors[0]!.cookie);
    const mask = tokenOf(about);
    // The about page reads the footer's flag, not the calculator's.
    expect(mask).toMatch(/[10c]/);
    const fullToken = (cookie: string) => /flag_variant=([10c]+)/.exec(cookie)?.[1] ?? '';
    const maskedAs = (token: string) => [...token].map((character, index) => (mask[index] === '-' ? '-' : character)).join('');
    // Two visitors alike in the flags the page reads and different in one it does not.
    const pair = visitors.flatMap((a) => visitors.filter((b) => fullToken(a.cookie) !== fullToken(b.cookie) && maskedAs(fullToken(a.cookie)) === maskedAs(fullToken(b.cookie))).map((b) => [a, b] as const))[0];
    expect(pair, 'no two visitors differ only in flags the about page does not read').toBeDefined();
    const [a, b] = pair!;
    await get('/ueber-uns', { cookie: a.cookie });
    expect(header(await get('/ueber-uns', { cookie: a.cookie }), 'x-cache')).toBe('HIT');
    const other = await get('/ueber-uns', { cookie: b.cookie });
    expect(header(other, 'x-cache')).toBe('HIT');
    expect(tokenOf(other)).toBe(maskedAs(fullToken(b.cookie)));
    // The calculator page keys on more flags than the about page (its calculator's experiments).
    const calculator = await learned('/leinwanddruck', a.cookie);
    expect(tokenOf(calculator).replace(/-/g, '').length).toBeGreaterThan(mask.replace(/-/g, '').length);
    // nginx keeps the shop's hint to itself.
    expect(header(calculator, 'x-flag-mask-needed')).toBe('');
  }, 60_000);

  it('never keeps nor serves a cached page to a logged-in visitor', async () => {
    const { cookie } = await newVisitor('/leinwanddruck');
    await get('/leinwanddruck', { cookie });
    expect(header(await get('/leinwanddruck', { cookie }), 'x-cache')).toBe('HIT');
    const loggedIn = await get('/leinwanddruck', { cookie: `${cookie}; ${SHOP_COOKIES.session.name}=some-session` });
    expect(header(loggedIn, 'x-cache')).toBe('BYPASS');
    expect(header(loggedIn, 'cache-control')).toBe('private, no-store');
  });

  it('a publication through the content API replaces the cached page: the content version is in nginx’s key', async () => {
    const { cookie } = await newVisitor('/impressum');
    const page = () => get('/impressum', { cookie, 'accept-encoding': 'identity' });
    const before = await page();
    expect(header(await page(), 'x-cache')).toBe('HIT');
    const backend = `http://127.0.0.1:${ready.backendPort}`;
    const { story } = (await (await fetch(`${backend}/v2/cdn/stories/poster/de-de/impressum?version=draft&token=embedded-preview`)).json()) as { story: { id: number; content: unknown } };
    // The first text of the story that the page shows, replaced in the draft, then published.
    const texts: string[] = [];
    JSON.stringify(story.content, (_key, value: unknown) => (typeof value === 'string' && value.length >= 8 && before.body.includes(value) && texts.push(value), value));
    const shown = texts[0]!;
    expect(shown).toBeDefined();
    const published = `Neu veröffentlicht ${Date.now()}`;
    const content = JSON.parse(JSON.stringify(story.content).replace(JSON.stringify(shown), JSON.stringify(published))) as unknown;
    const post = (path: string, body: unknown) => fetch(`${backend}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/dev/visual-editor/save', { id: story.id, content })).ok).toBe(true);
    // Saved but not published: the cached page stays.
    expect((await page()).body).not.toContain(published);
    expect((await post('/dev/visual-editor/publish', { id: story.id })).ok).toBe(true);
    let after = await page();
    for (let attempt = 0; attempt < 40 && !after.body.includes(published); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await page();
    }
    expect(after.body).toContain(published);
    expect(after.body).not.toContain(shown);
    // And that page is kept again under the new version.
    expect(header(await page(), 'x-cache')).toBe('HIT');
  }, 60_000);

  it('a replayed visitor mix (short): no logged-in page cached, nobody served another variant', async () => {
    const result = await replayVisitors({ port: ready.port, host: 'de.poster.localhost', paths: ['/', '/ueber-uns', '/products', '/leinwanddruck'], sessions: 60, pagesPerSession: 4 });
    console.log(`shared cache: ${result.anonymousHits}/${result.anonymousViews} anonymous page views from the cache; ${result.loggedInViews} logged-in views`);
    expect(result.breaches).toEqual([]);
    expect(result.loggedInViews).toBeGreaterThan(0);
    expect(result.anonymousHits / result.anonymousViews).toBeGreaterThan(0.6);
  }, 120_000);
});
