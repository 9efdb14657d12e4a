/**
 * Fuzz suite, the request's host (issue 19, decision 0019): absolute-form request lines with
 * generated hosts, ports, letter case and schemes against generated Host headers, with and without
 * X-Forwarded-Host, behind a trusted proxy. Never a 5xx; a request line naming another host or
 * port than Host is always a 400; a served page is always the Host header's shop; and no request
 * leaves a stored page of one shop under another shop's key. `FUZZ_RUNS` per category, `FUZZ_SEED`
 * to replay (as tests/server/fuzz.test.ts).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { send, type RawResponse } from './raw-http.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Each shop host and the language of its home page. */
const SHOPS: Record<string, string> = {
  'de.poster.localhost': 'de-DE',
  'com.card.localhost': 'en-US',
  'ch.poster.localhost': 'de-CH',
  'gb.card.localhost': 'en-GB',
  localhost: 'de-DE',
  '127.0.0.1': 'de-DE',
};
const SHOP_HOSTS = Object.keys(SHOPS);
/** A crawler: no flag cookies, the same treatments each time, so its pages are stored. */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let stack: Stack;
let output = '';

beforeAll(async () => {
  stack = await startStack({ LOG_LEVEL: 'warn', BACKEND_LOG_LEVEL: 'error', TRUST_PROXY: '1' }, { onShopOutput: (text) => (output += text) });
});
afterAll(async () => {
  await stack?.stop();
  for (const line of output.split('\n').filter((entry) => entry.trim() !== '')) expect(() => JSON.parse(line), line).not.toThrow();
});

async function property<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS, seed: SEED, endOnFailure: true });
}

const langOf = (response: RawResponse) => /<html[^>]*\blang="([^"]+)"/.exec(response.body)?.[1];

function expectNo5xx(response: RawResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/\n\s+at \S+ \(|file:\/\/\/|node:internal/);
}

/** Mixed letter case, as a client may write a host. */
const anyCase = (value: string) =>
  fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }).map((upper) => [...value].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''));

const hostName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SHOP_HOSTS).chain(anyCase) },
  { weight: 1, arbitrary: fc.constantFrom('attacker.example', 'de.poster.localhost.', 'de.poster.localhost.attacker.example', 'xn--bcher-kva.example') },
  { weight: 1, arbitrary: fc.domain() },
);

type Port = { kind: 'none' } | { kind: 'shop' } | { kind: 'number'; value: number };
const port: fc.Arbitrary<Port> = fc.oneof(
  fc.constant<Port>({ kind: 'none' }),
  fc.constant<Port>({ kind: 'shop' }),
  fc.constantFrom(80, 443, 3000, 8080).map((value): Port => ({ kind: 'number', value })),
  fc.integer({ min: 1, max: 65535 }).map((value): Port => ({ kind: 'number', value })),
);
const portText = (value: Port) => (value.kind === 'none' ? '' : `:${value.kind === 'shop' ? stack.shopPort : value.value}`);
const portNumber = (value: Port, scheme: string) => (value.kind === 'none' ? (scheme === 'https' ? 443 : 80) : value.kind === 'shop' ? stack.shopPort : value.value);

/** The model, written independently of the shop's code: same name (any case) and same port, a missing port being the scheme's. */
function sameHost(a: { name: string; port: Port }, b: { name: string; port: Port }, scheme: string): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase() && portNumber(a.port, scheme) === portNumber(b.port, scheme);
}

const forwardedHost = fc.option(fc.oneof(fc.constantFrom(...SHOP_HOSTS), fc.constant('attacker.example'), fc.domain().map((name) => `${name}:8443`), fc.constant('de.poster.localhost, com.card.localhost')), { nil: undefined });

/** After a run: each shop's page for this path is its own (nothing stored under its key by another shop). */
async function expectOwnPages(path: string, hosts: string[]) {
  for (const host of new Set(hosts.map((name) => name.toLowerCase()).filter((name) => name in SHOPS))) {
    const page = await send(stack.shopPort, { path, headers: { host: `${host}:${stack.shopPort}`, 'user-agent': GOOGLEBOT } });
    expect(page.status, `${host}${path}`).toBe(200);
    expect(langOf(page), `${host}${path}: the stored page of another shop`).toBe(SHOPS[host]);
  }
}

let unique = 0;

describe('fuzz: the request host', () => {
  it('absolute-form request lines against Host headers: a mismatch is 400, a match serves the Host header’s shop', async () => {
    const arbitrary = fc.record({
      scheme: fc.constantFrom('http', 'https', 'HTTP', 'Https'),
      target: fc.record({ name: hostName, port }),
      // Half of the Host headers name the request line's host (in another case), half anything.
      host: fc.option(fc.record({ name: hostName, port }), { nil: undefined, freq: 2 }),
      forwarded: forwardedHost,
    });
    await property(arbitrary, async ({ scheme, target, host: generated, forwarded }) => {
      const path = `/?fz=${Date.now()}-${(unique += 1)}`;
      const host = generated ?? { name: target.name.toUpperCase(), port: target.port };
      const requestLine = `${scheme}://${target.name}${portText(target.port)}${path}`;
      const hostHeader = `${host.name}${portText(host.port)}`;
      const label = `GET ${requestLine} Host: ${hostHeader}${forwarded ? ` X-Forwarded-Host: ${forwarded}` : ''}`;
      const headers: Record<string, string> = { host: hostHeader, 'user-agent': GOOGLEBOT, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) };
      const response = await send(stack.shopPort, { path: requestLine, headers });
      expectNo5xx(response, label);
      // A generated name that is no valid host name (a broken `xn--` label) cannot name any host.
      if (!sameHost(target, host, scheme.toLowerCase()) || !URL.canParse(`http://${target.name}`)) {
        expect(response.status, label).toBe(400);
      } else if (host.name.toLowerCase() in SHOPS) {
        expect(response.status, label).toBe(200);
        expect(langOf(response), label).toBe(SHOPS[host.name.toLowerCase()]);
      } else {
        expect(response.status, label).toBe(421);
      }
      await expectOwnPages(path, [target.name, host.name, ...(forwarded ? [forwarded] : [])]);
    });
  });

  it('X-Forwarded-Host is never read: the page is the Host header’s shop, stored under its key only', async () => {
    const arbitrary = fc.record({
      host: fc.constantFrom(...SHOP_HOSTS),
      forwarded: fc.oneof(fc.constantFrom(...SHOP_HOSTS).chain(anyCase), fc.constantFrom(...SHOP_HOSTS).map((name) => `${name}:${stack.shopPort}`), fc.domain(), fc.constant(''), fc.constant('com.card.localhost, de.poster.localhost')),
      absolute: fc.boolean(),
    });
    await property(arbitrary, async ({ host, forwarded, absolute }) => {
      const path = `/?fz=${Date.now()}-${(unique += 1)}`;
      const hostHeader = `${host}:${stack.shopPort}`;
      const requestLine = absolute ? `http://${hostHeader}${path}` : path;
      const label = `GET ${requestLine} Host: ${hostHeader} X-Forwarded-Host: ${forwarded}`;
      const response = await send(stack.shopPort, { path: requestLine, headers: { host: hostHeader, 'x-forwarded-host': forwarded, 'user-agent': GOOGLEBOT } });
      expectNo5xx(response, label);
      expect(response.status, label).toBe(200);
      expect(langOf(response), label).toBe(SHOPS[host]);
      await expectOwnPages(path, [forwarded.split(/[,:]/)[0]!.trim()]);
    });
  });

  it('hostile Host headers under an absolute-form request line: always 400, never a 5xx', async () => {
    const printable = fc.constantFrom(...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)));
    const arbitrary = fc.record({
      target: fc.constantFrom(...SHOP_HOSTS),
      host: fc.oneof(
        fc.string({ unit: printable, minLength: 1, maxLength: 80 }),
        fc.constantFrom('de.poster.localhost:abc', 'de.poster.localhost:', 'user@de.poster.localhost', 'de.poster.localhost/x', '[::1', '[zz]:80', 'de.poster.localhost:99999', 'de.poster.localhost:3000:3000'),
      ),
    });
    await property(arbitrary, async ({ target, host }) => {
      const requestLine = `http://${target}:${stack.shopPort}/`;
      const label = `GET ${requestLine} Host: ${host}`;
      const response = await send(stack.shopPort, { path: requestLine, headers: { host } });
      expectNo5xx(response, label);
      if (host.toLowerCase() !== `${target}:${stack.shopPort}`) expect(response.status, label).toBe(400);
    });
  });
});
