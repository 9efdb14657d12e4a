/**
 * A visitor mix replayed against the cluster's nginx (decision 0029), for `npm run test:load`:
 * new visitors without cookies, returning visitors with their flag cookies (half with a consent
 * choice, one in ten on a slow network or a small phone: Save-Data or client hints) and 10% logged
 * in. Reports the shared cache's hit ratio over anonymous page views and every breach: a logged-in page kept by the cache, or a visitor served
 * another variant's page (consent banner, light page, treatments by the variant the page names).
 */
import { maskToken } from '../src/lib/request/flag-mask.ts';
import { buildVariantKey } from '../src/lib/request/variant-key.ts';

export type ReplayResult = { views: number; anonymousViews: number; anonymousHits: number; loggedInViews: number; breaches: string[] };

type Visitor = { kind: 'new' | 'returning' | 'logged-in'; cookies: Map<string, string>; light: boolean; hints: Record<string, string> };

/**
 * What a visitor's browser says about its network and device (decision 0028): Chromium sends the
 * hints once asked; one light visitor in three says so with Save-Data, the others only by hints.
 */
const NORMAL_HINTS = [{}, { ect: '4g', rtt: '50', downlink: '10', 'device-memory': '8' }];
const LIGHT_HINTS = [{ 'save-data': 'on' }, { ect: '2g', rtt: '1800', downlink: '0.25', 'device-memory': '4' }, { ect: '4g', rtt: '100', downlink: '5', 'device-memory': '0.5' }];

const BANNER = 'Cookies und Datenschutz';
const CACHE_HITS = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);
/** How a kept-alive connection that the server closed shows up: closed, or reset as the request went out. */
const CLOSED_UNDER_US = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

export async function replayVisitors({ port, host, paths, sessions, pagesPerSession, seed = 1 }: { port: number; host: string; paths: readonly string[]; sessions: number; pagesPerSession: number; seed?: number }): Promise<ReplayResult> {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const result: ReplayResult = { views: 0, anonymousViews: 0, anonymousHits: 0, loggedInViews: 0, breaches: [] };

  async function view(visitor: Visitor, path: string, counted: boolean) {
    const headers: Record<string, string> = { host, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'accept-encoding': 'gzip' };
    if (visitor.cookies.size > 0) headers.cookie = cookieHeader(visitor.cookies);
    Object.assign(headers, visitor.hints);
    const url = `http://127.0.0.1:${port}${path}`;
    // nginx closes idle connections when it reloads (a publication, a learned flag mask): a
    // browser sends a GET again on a new connection when a reused one closes or resets under it,
    // so once here.
    const response = await fetch(url, { headers, redirect: 'manual' }).catch((error: unknown) => {
      if (!CLOSED_UNDER_US.has((error as { cause?: { code?: string } }).cause?.code ?? '')) throw error;
      return fetch(url, { headers, redirect: 'manual' });
    });
    const body = await response.text();
    const firstVisit = !visitor.cookies.has('flag_user_key');
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const index = pair!.indexOf('=');
      visitor.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    if (!counted) return;
    result.views++;
    const cache = response.headers.get('x-cache') ?? '';
    const where = `${visitor.kind} ${path}`;
    if (visitor.kind === 'logged-in') {
      result.loggedInViews++;
      if (CACHE_HITS.has(cache) || response.headers.get('cache-control') !== 'private, no-store') result.breaches.push(`${where}: logged-in page ${cache} ${response.headers.get('cache-control')}`);
      return;
    }
    result.anonymousViews++;
    if (CACHE_HITS.has(cache)) result.anonymousHits++;
    if (firstVisit) return;
    const served = response.headers.get('x-page-variant');
    // The edge keys a page on the flags it reads (`-` for the others, decision 0046): the visitor's
    // own treatments of those flags.
    const token = visitor.cookies.get('flag_variant') ?? null;
    const servedToken = /\.t([10c-]+)$/.exec(served ?? '')?.[1];
    const mask = token && servedToken?.length === token.length ? [...servedToken].map((character) => (character === '-' ? '0' : '1')).join('') : undefined;
    const expected = buildVariantKey({ cookies: visitor.cookies, light: visitor.light, token: token && mask ? maskToken(token, mask) : token });
    if (served !== expected) result.breaches.push(`${where}: variant ${served} for a visitor of ${expected} (${cache})`);
    // A light page asks nothing (it loads no tags, decision 0018).
    if (body.includes(BANNER) !== (!visitor.cookies.has('consent') && !visitor.light)) result.breaches.push(`${where}: consent banner ${body.includes(BANNER) ? 'shown to a visitor who answered' : 'missing'} (${cache})`);
    // A light page runs no script at all (JSON-LD data blocks are not scripts).
    if (/<script(?![^>]*application\/ld\+json)/.test(body) === visitor.light) result.breaches.push(`${where}: ${visitor.light ? 'scripts on a light page' : 'light page for a normal visitor'} (${cache})`);
  }

  const pick = () => paths[Math.floor(random() * paths.length)]!;
  const device = () => {
    const light = random() < 0.1;
    const choices = light ? LIGHT_HINTS : NORMAL_HINTS;
    return { light, hints: choices[Math.floor(random() * choices.length)]! as Record<string, string> };
  };
  // Returning visitors have been here before: their first visit is not part of the mix.
  const returning: Visitor[] = [];
  for (let index = 0; index < Math.max(4, Math.round(sessions / 10)); index++) {
    const visitor: Visitor = { kind: 'returning', cookies: new Map(), ...device() };
    await view(visitor, pick(), false);
    if (random() < 0.5) visitor.cookies.set('consent', '1.s1.m0');
    returning.push(visitor);
  }
  const queue = Array.from({ length: sessions }, (): Visitor => {
    const roll = random();
    if (roll < 0.1) return { kind: 'logged-in', cookies: new Map([['shop_session', `replay-${Math.floor(random() * 1e9)}`]]), light: false, hints: {} };
    if (roll < 0.3) return { kind: 'new', cookies: new Map(), ...device() };
    const known = returning[Math.floor(random() * returning.length)]!;
    return { ...known, cookies: new Map(known.cookies) };
  });
  const sessionPaths = queue.map(() => Array.from({ length: pagesPerSession }, pick));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < queue.length) {
        const index = next++;
        for (const path of sessionPaths[index]!) await view(queue[index]!, path, true);
      }
    }),
  );
  return result;
}
