/**
 * Issue 19, items 1, 2 and 11 against the built shop: the request's host is the Host header's,
 * a request line naming another host is refused (400), mail links name only the shop's own
 * hosts, and the visitor's own answers (flag debug view, client navigations) are private.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { waitForUrl } from '../../scripts/wait-for-url.ts';
import { getFreePort } from '../support/free-port.ts';
import { useSharedStack } from './shared-stack.ts';
import { multipart, send, type RawResponse } from './raw-http.ts';

const stack = useSharedStack();
// One trusted proxy (SHARED_STACK_ENV), so X-Forwarded-Proto is read (and X-Forwarded-Host could have been).
const port = stack.shopPort;

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const langOf = (response: RawResponse) => /<html[^>]*\blang="([^"]+)"/.exec(response.body)?.[1];
const header = (response: RawResponse, name: string) => String(response.headers[name] ?? '');
const CARD_BRAND = /Carta (&amp;|&) Co\./;
let unique = 0;
const freshQuery = () => `?p=${Date.now()}-${(unique += 1)}`;

/** A form's fields as the page renders them (hidden action fields included), for a post without JavaScript. */
async function readForm(path: string, host: string, formClass: string): Promise<Array<[string, string]>> {
  const page = await send(port, { path, headers: { host } });
  const form = new RegExp(`<form class="${formClass}"[\\s\\S]*?</form>`).exec(page.body)?.[0];
  if (!form) throw new Error(`no ${formClass} on ${path}`);
  const fields: Array<[string, string]> = [];
  for (const match of form.matchAll(/<input[^>]*name="([^"]+)"(?:[^>]*value="([^"]*)")?/g)) {
    fields.push([match[1]!, (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
  }
  return fields;
}

async function outbox(to: string): Promise<Array<{ confirm_url: string | null }>> {
  const response = await fetch(`http://127.0.0.1:${stack.backendPort}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ confirm_url: string | null }> }).messages;
}

describe('the request host', () => {
  it('refuses a request line naming another shop than Host (400), so no page is stored for the wrong shop', async () => {
    const query = freshQuery();
    const poison = await send(port, { path: `http://de.poster.localhost:${port}/${query}`, headers: { host: `com.card.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(poison.status).toBe(400);
    expect(header(poison, 'cache-control')).toBe('no-store');

    const german = await send(port, { path: `/${query}`, headers: { host: `de.poster.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(german.status).toBe(200);
    expect(header(german, 'x-page-store')).toBe('miss');
    expect(langOf(german)).toBe('de-DE');
    expect(CARD_BRAND.test(german.body), 'the card brand on the German poster page').toBe(false);

    // The other way round too: the card shop's key is not the poster shop's either.
    const reverse = await send(port, { path: `http://com.card.localhost:${port}/${query}`, headers: { host: `de.poster.localhost:${port}` } });
    expect(reverse.status).toBe(400);
    const american = await send(port, { path: `/${query}`, headers: { host: `com.card.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(langOf(american)).toBe('en-US');
    expect(CARD_BRAND.test(american.body)).toBe(true);
  });

  it('serves an absolute-form request line naming the Host header (any case, default port), under the same stored page', async () => {
    const query = freshQuery();
    const absolute = await send(port, { path: `HTTP://DE.Poster.LocalHost:${port}/ueber-uns${query}`, headers: { host: `de.poster.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(absolute.status).toBe(200);
    expect(langOf(absolute)).toBe('de-DE');
    expect(header(absolute, 'x-page-store')).toBe('miss');
    const origin = await send(port, { path: `/ueber-uns${query}`, headers: { host: `de.poster.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(header(origin, 'x-page-store')).toBe('hit');
    expect(origin.body === absolute.body, 'the same stored bytes').toBe(true);

    const defaultPort = await send(port, { path: `http://com.card.localhost/${freshQuery()}`, headers: { host: 'com.card.localhost:80' } });
    expect(defaultPort.status).toBe(200);
    expect(langOf(defaultPort)).toBe('en-US');
  });

  it('takes TLS from the connection or the trusted proxy, never from the request line', async () => {
    const claimed = await send(port, { path: `https://de.poster.localhost:${port}/ueber-uns`, headers: { host: `de.poster.localhost:${port}` } });
    expect(claimed.status).toBe(200);
    expect(header(claimed, 'strict-transport-security')).toBe('');
    const proxied = await send(port, { path: '/ueber-uns', headers: { host: `de.poster.localhost:${port}`, 'x-forwarded-proto': 'https' } });
    expect(header(proxied, 'strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('never reads X-Forwarded-Host, even behind a trusted proxy', async () => {
    const query = freshQuery();
    const forwarded = await send(port, { path: `/${query}`, headers: { host: `de.poster.localhost:${port}`, 'x-forwarded-host': `com.card.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(langOf(forwarded)).toBe('de-DE');
    const american = await send(port, { path: `/${query}`, headers: { host: `com.card.localhost:${port}`, 'user-agent': GOOGLEBOT } });
    expect(langOf(american)).toBe('en-US');
  });
});

describe('links in mails', () => {
  it('a password reset posted with the attacker’s host in the request line is refused and mails nothing; the shop’s own host gets its link', async () => {
    const email = 'demo@posterly.example';
    const host = `de.poster.localhost:${port}`;
    const fields = await readForm('/customer/password-reset', host, 'customer-form');
    const { body, contentType } = multipart([...fields.filter(([name]) => name !== 'email'), ['email', email]]);
    const before = (await outbox(email)).length;

    const attack = await send(port, { method: 'POST', path: 'http://attacker.example/customer/password-reset', headers: { host, 'content-type': contentType }, body });
    expect(attack.status).toBe(400);
    // The attacker's host as Host is no shop of ours.
    const foreign = await send(port, { method: 'POST', path: '/customer/password-reset', headers: { host: 'attacker.example', 'content-type': contentType }, body });
    expect(foreign.status).toBe(421);

    const own = await send(port, { method: 'POST', path: '/customer/password-reset', headers: { host, 'content-type': contentType }, body });
    expect(own.status).toBeLessThan(400);
    let messages = await outbox(email);
    for (let tries = 0; messages.length === before && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      messages = await outbox(email);
    }
    expect(messages).toHaveLength(before + 1);
    for (const message of messages) expect(message.confirm_url).not.toContain('attacker');
    expect(messages[0]!.confirm_url).toMatch(new RegExp(`^http://de\\.poster\\.localhost:${port}/customer/password-confirm\\?token=`));
  });

  it('a newsletter sign-up posted with the attacker’s host in the request line is refused', async () => {
    const host = `de.poster.localhost:${port}`;
    const fields = await readForm('/', host, 'newsletter-form');
    const email = `host-test-${Date.now()}@example.org`;
    const { body, contentType } = multipart([...fields.filter(([name]) => name !== 'email'), ['email', email]]);
    const attack = await send(port, { method: 'POST', path: 'http://attacker.example/', headers: { host, 'content-type': contentType }, body });
    expect(attack.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(email)).toEqual([]);
  });
});

describe('the visitor’s own answers', () => {
  it('the flag debug view and client navigations are private; an anonymous page is shared', async () => {
    const host = `de.poster.localhost:${port}`;
    const debug = await send(port, { path: '/?_debug', headers: { host } });
    expect(debug.status).toBe(200);
    expect(header(debug, 'cache-control')).toMatch(/^private, no-(cache|store)$/);
    const rsc = await send(port, { path: '/RSC/R/_.txt', headers: { host } });
    expect(rsc.status).toBe(200);
    expect(header(rsc, 'cache-control')).toMatch(/^private, no-(cache|store)$/);
    const page = await send(port, { path: '/', headers: { host, 'user-agent': GOOGLEBOT } });
    expect(header(page, 'cache-control')).toMatch(/^public, /);
  });
});

/** Starts the built shop alone (no backend: only its address matters), without HOST. */
async function startShopWithout(env: Record<string, string>): Promise<{ port: number; output: () => string; stop: () => void }> {
  const shopPort = await getFreePort();
  const { HOST: _host, VITEST: _vitest, ...parentEnv } = process.env;
  let output = '';
  const child = spawn(process.execPath, ['dist/serve-node.js'], {
    env: { ...parentEnv, PORT: String(shopPort), BACKEND_PORT: String(await getFreePort()), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  await waitForUrl(`http://127.0.0.1:${shopPort}/health`, 20_000);
  return { port: shopPort, output: () => output, stop: () => child.kill('SIGTERM') };
}

const listenOn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event?: string; listenOn?: string })
    .find((line) => line.event === 'http-limits')?.listenOn;

/** Whether something accepts connections on address:port. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('where the port listens', () => {
  it('behind a trusted proxy (TRUST_PROXY) and without HOST: loopback only; without a proxy: every interface', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    const proxied = await startShopWithout({ TRUST_PROXY: '1' });
    try {
      expect(listenOn(proxied.output())).toBe('127.0.0.1');
      if (external) expect(await accepts(external, proxied.port)).toBe(false);
    } finally {
      proxied.stop();
    }
    const direct = await startShopWithout({});
    try {
      expect(listenOn(direct.output())).toBe('all interfaces');
      if (external) expect(await accepts(external, direct.port)).toBe(true);
    } finally {
      direct.stop();
    }
  }, 60_000);
});
