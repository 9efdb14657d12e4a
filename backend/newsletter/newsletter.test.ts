import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server.ts';
import { createTempDir, createTestClock, removeDir, startTestBackend } from '../../tests/support/test-backend.ts';
import { TOKEN_LIFETIME_MS } from './newsletter-store.ts';
import { parseHostTable, type HostTable } from '../../domain/routing/host-table.ts';

const SHOP_HEADERS = { 'X-Channel': 'poster', 'X-Locale': 'de-DE' };

type OutboxMessage = { to_address: string; subject: string; confirm_path: string; confirm_url: string; body: string };
type Subscription = { email: string; status: string; channel: string; locale: string; confirm_token: string; unique_identifier: string | null; confirmed_at: string | null };

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: { dataDir?: string; now?: () => number; shopHosts?: HostTable } = {}) {
  const dataDir = options.dataDir ?? createTempDir();
  if (!options.dataDir) cleanups.push(() => removeDir(dataDir));
  const backend = await startTestBackend({ dataDir, now: options.now, shopHosts: options.shopHosts });
  cleanups.push(() => backend.close());
  return { backend, dataDir };
}

function subscribe(backend: RunningBackend, body: Record<string, string>, headers: Record<string, string> = SHOP_HEADERS) {
  return fetch(`${backend.url}/web-api/newsletter-subscribe`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body),
  });
}

function confirm(backend: RunningBackend, token: string) {
  return fetch(`${backend.url}/web-api/newsletter-confirm`, {
    method: 'POST',
    headers: { ...SHOP_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

async function readOutbox(backend: RunningBackend, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${backend.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

async function readSubscriptions(backend: RunningBackend, email: string): Promise<Subscription[]> {
  const response = await fetch(`${backend.url}/dev/subscriptions?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { subscriptions: Subscription[] }).subscriptions;
}

function tokenFrom(message: OutboxMessage | undefined): string {
  const token = new URLSearchParams(message?.confirm_path.split('?')[1]).get('token');
  if (!token) throw new Error('no token in the confirmation mail');
  return token;
}

describe('newsletter double opt-in', () => {
  it('stores a pending subscription, mails a confirm link and confirms with its token', async () => {
    const { backend } = await start();
    const subscribed = await subscribe(backend, { email: 'Lena@Example.org', uniqueIdentifier: 'footer', reCaptchaToken: 'x' });
    expect(await subscribed.json()).toEqual({ status: 'pending' });

    const [message] = await readOutbox(backend, 'lena@example.org');
    expect(message?.confirm_path).toMatch(/^\/newsletter-confirm\?token=[0-9a-f]{64}$/);
    // Without a link base from the shop the mail can only carry the path.
    expect(message?.confirm_url).toBe(message?.confirm_path);
    expect(message?.subject).toContain('Newsletter');
    const [pending] = await readSubscriptions(backend, 'lena@example.org');
    expect(pending).toMatchObject({ status: 'pending', channel: 'poster', locale: 'de-DE', unique_identifier: 'footer' });

    const confirmed = await confirm(backend, tokenFrom(message));
    expect(await confirmed.json()).toEqual({ status: 'confirmed' });
    const [row] = await readSubscriptions(backend, 'lena@example.org');
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmed_at).not.toBeNull();
  });

  it('mails the full link for the host and language the visitor subscribed on', async () => {
    const { backend } = await start();
    await subscribe(backend, { email: 'lea@example.ch', linkBase: 'http://ch.poster.localhost:3000/fr' }, { 'X-Channel': 'poster', 'X-Locale': 'fr-CH' });
    const [message] = await readOutbox(backend, 'lea@example.ch');
    expect(message?.confirm_url).toMatch(/^http:\/\/ch\.poster\.localhost:3000\/fr\/newsletter-confirm\?token=[0-9a-f]{64}$/);
    expect(message?.body).toContain(message?.confirm_url);
    expect(message?.confirm_path).toBe(new URL(message!.confirm_url).pathname.replace(/^\/fr/, '') + new URL(message!.confirm_url).search);

  });

  it('mails a production host’s link when the backend knows the shop’s hosts (SHOP_HOSTS)', async () => {
    const production = await start({ shopHosts: parseHostTable(JSON.stringify([{ host: 'www.posterly.example', channel: 'poster', country: 'de' }]), 'https') });
    await subscribe(production.backend, { email: 'ben@example.org', linkBase: 'https://www.posterly.example' });
    expect((await readOutbox(production.backend, 'ben@example.org'))[0]?.confirm_url).toMatch(/^https:\/\/www\.posterly\.example\/newsletter-confirm\?token=/);
  });

  it.each([
    'javascript:alert(1)',
    // A well-formed origin, but not one of the shop's hosts (issue 19: links to the attacker's host).
    'http://attacker.example',
    'http://attacker.example:3000/fr',
    'http://com.card.localhost:3000',
    'https://de.poster.localhost',
    'http://evil.example/phish?x=',
    'http://evil.example/fr/',
    'https://user:pass@shop.example',
    'http://shop.example/fr#x',
    'http://shop.example"><script>',
    'ftp://shop.example',
    `http://${'a'.repeat(250)}.example`,
  ])('refuses the link base %s with 400 and mails nothing', async (linkBase) => {
    const { backend } = await start();
    expect((await subscribe(backend, { email: 'eve@example.org', linkBase })).status).toBe(400);
    expect(await readOutbox(backend, 'eve@example.org')).toEqual([]);
  });

  it('re-issues the token for a pending subscription and answers already-confirmed afterwards', async () => {
    const { backend } = await start();
    await subscribe(backend, { email: 'tom@example.org' });
    await subscribe(backend, { email: 'tom@example.org' });
    const messages = await readOutbox(backend, 'tom@example.org');
    expect(messages).toHaveLength(2);
    const [latest, first] = messages;
    expect(tokenFrom(latest)).not.toBe(tokenFrom(first));
    expect(await readSubscriptions(backend, 'tom@example.org')).toHaveLength(1);

    expect((await confirm(backend, tokenFrom(first))).status).toBe(404);
    expect((await confirm(backend, tokenFrom(latest))).status).toBe(200);
    const again = await subscribe(backend, { email: 'tom@example.org' });
    expect(await again.json()).toEqual({ status: 'already-confirmed' });
    expect(await readOutbox(backend, 'tom@example.org')).toHaveLength(2);
  });

  it('keeps subscriptions of the two channels apart', async () => {
    const { backend } = await start();
    await subscribe(backend, { email: 'mia@example.org' });
    await subscribe(backend, { email: 'mia@example.org' }, { 'X-Channel': 'card', 'X-Locale': 'fr-FR' });
    const rows = await readSubscriptions(backend, 'mia@example.org');
    expect(rows.map((row) => [row.channel, row.locale])).toEqual([
      ['poster', 'de-DE'],
      ['card', 'fr-FR'],
    ]);
  });

  it('takes a form post only, as the spec names the call: JSON is refused with 415', async () => {
    const { backend } = await start();
    const response = await fetch(`${backend.url}/web-api/newsletter-subscribe`, {
      method: 'POST',
      headers: { ...SHOP_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'json@example.org', uniqueIdentifier: 'page' }),
    });
    expect(response.status).toBe(415);
    expect(await readSubscriptions(backend, 'json@example.org')).toEqual([]);
  });

  it.each(['not-an-email', 'a@b', 'a b@example.org', '', '<script>alert(1)</script>@x.de', '\\u0000@x.de', '\u0000@x.de'])('refuses the address "%s" with 400 and stores nothing', async (email) => {
    const { backend } = await start();
    const response = await subscribe(backend, { email });
    expect(response.status).toBe(400);
    expect(await readOutbox(backend, email || 'none')).toEqual([]);
  });

  it('answers 404 for an unknown token and 410 for a token older than seven days', async () => {
    const clock = createTestClock();
    const { backend } = await start({ now: clock.now });
    expect(await (await confirm(backend, 'f'.repeat(64))).json()).toEqual({ error: 'unknown-token' });

    await subscribe(backend, { email: 'late@example.org' });
    const token = tokenFrom((await readOutbox(backend, 'late@example.org'))[0]);
    clock.advance(TOKEN_LIFETIME_MS + 1);
    const expired = await confirm(backend, token);
    expect(expired.status).toBe(410);
  });

  it('still confirms a token just inside seven days', async () => {
    const clock = createTestClock();
    const { backend } = await start({ now: clock.now });
    await subscribe(backend, { email: 'ontime@example.org' });
    const token = tokenFrom((await readOutbox(backend, 'ontime@example.org'))[0]);
    clock.advance(TOKEN_LIFETIME_MS - 1000);
    expect((await confirm(backend, token)).status).toBe(200);
  });

  it('keeps subscriptions and outbox across a restart on the same data directory', async () => {
    const dataDir = createTempDir();
    cleanups.push(() => removeDir(dataDir));
    const first = await startTestBackend({ dataDir });
    await subscribe(first, { email: 'persist@example.org' });
    await first.close();

    const second = await startTestBackend({ dataDir });
    cleanups.push(() => second.close());
    const [message] = await readOutbox(second, 'persist@example.org');
    expect((await confirm(second, tokenFrom(message))).status).toBe(200);
    expect((await readSubscriptions(second, 'persist@example.org'))[0]?.status).toBe('confirmed');
  });

  it('requires the shop headers', async () => {
    const { backend } = await start();
    const response = await subscribe(backend, { email: 'x@example.org' }, {});
    expect(response.status).toBe(400);
  });
});
