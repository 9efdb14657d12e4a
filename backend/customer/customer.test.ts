import { describe, expect, it } from 'vitest';
import { customerDataSchema, customerErrorSchema } from '../../domain/shop-api-contract/index.ts';
import { callShopApi, createTestClock, useTestBackend, type ShopCaller } from '../../tests/support/test-backend.ts';
import { DEMO_PASSWORD, RESET_TOKEN_LIFETIME_MS, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from './customer-store.ts';

const clock = createTestClock();
const backend = useTestBackend({ now: clock.now });

type Shop = Omit<ShopCaller, 'wishlistKey'>;

const call = (path: string, body?: unknown, shop: Shop = {}) =>
  callShopApi(backend, body === undefined && path.endsWith('customer-data') ? 'GET' : 'POST', path, body, shop);

const login = (email: string, password: string, shop: Shop = {}) => call('/web-api/customer-login', { email, password }, shop);
const me = (session: string, shop: Shop = {}) => call('/web-api/customer-data', undefined, { ...shop, session });

async function resetLink(email: string, shop: Shop = {}): Promise<string> {
  expect((await call('/web-api/customer-password-reset', { email, linkBase: 'http://ch.poster.localhost:3000/fr' }, shop)).status).toBe(200);
  const outbox = (await (await fetch(`${backend.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { confirm_url: string | null }[] };
  return outbox.messages[0]!.confirm_url!;
}

let signups = 0;
async function signUp(password = 'a long enough phrase') {
  const email = `customer-${(signups += 1)}@example.org`;
  const answer = await call('/web-api/customer-signup', { firstName: 'Ada', lastName: 'Lovelace', email, password });
  expect(answer.status).toBe(200);
  return { email, password, session: answer.session! };
}

describe('customer accounts in the embedded backend', () => {
  it('X-Channel and X-Locale are required', async () => {
    const response = await fetch(`${backend.url}/web-api/customer-login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
  });

  it('the demo customer logs in: customer fields and an HttpOnly session cookie', async () => {
    const answer = await login('DEMO@posterly.example ', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(customerDataSchema.parse(answer.json)).toMatchObject({ firstName: 'Paula', isLoggedIn: true, order: { cartArticlesAmount: 2, isWhitelabelOrder: false } });
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Lax/i);
    expect(customerDataSchema.parse((await me(answer.session!)).json).isLoggedIn).toBe(true);
  });

  it('accounts are per channel: the poster demo address is unknown in the card shop', async () => {
    expect((await login('demo@posterly.example', DEMO_PASSWORD, { channel: 'card' })).status).toBe(400);
    expect((await login('demo@carta.example', DEMO_PASSWORD, { channel: 'card' })).status).toBe(200);
  });

  it('a wrong password and an unknown address get the same answer', async () => {
    const wrong = await login('demo@posterly.example', 'not the password');
    const unknown = await login('nobody@posterly.example', 'not the password');
    expect(wrong.status).toBe(400);
    expect(unknown).toEqual(wrong);
    expect(customerErrorSchema.parse(wrong.json).data.message.text).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('the whitelabel customer and order are flagged', async () => {
    const answer = await login('whitelabel@posterly.example', DEMO_PASSWORD);
    expect(answer.json).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: true } });
  });

  it('card-accessory-order adds to the customer’s open order; a visitor has none, an accessory of another card is refused', async () => {
    const order = { sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: 10 };
    const shop = { channel: 'card' };
    expect((await call('/web-api/card-accessory-order', order, shop)).status).toBe(401);
    const { session } = await login('demo@carta.example', DEMO_PASSWORD, shop);
    const before = ((await me(session!, shop)).json as { order: { cartArticlesAmount: number } }).order.cartArticlesAmount;
    const added = await call('/web-api/card-accessory-order', order, { ...shop, session });
    expect(added).toMatchObject({ status: 200, json: { accessory: order.accessory, quantity: 10, cartArticlesAmount: before + 10 } });
    expect((await me(session!, shop)).json).toMatchObject({ order: { cartArticlesAmount: before + 10 } });
    expect((await call('/web-api/card-accessory-order', { ...order, accessory: 'envelope-1x1-kraft' }, { ...shop, session })).status).toBe(404);
    expect((await call('/web-api/card-accessory-order', { ...order, quantity: 0 }, { ...shop, session })).status).toBe(400);
  });

  it('/whitelabel/switch leaves whitelabel mode for that session only', async () => {
    const first = await login('whitelabel@posterly.example', DEMO_PASSWORD);
    const second = await login('whitelabel@posterly.example', DEMO_PASSWORD);
    const switched = await call('/whitelabel/switch', undefined, { session: first.session });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({ isLoggedIn: true, firstName: 'Wanda', isWhitelabelCustomer: false, order: { isWhitelabelOrder: false, cartArticlesAmount: 3 } });
    expect((await me(first.session!)).json).toMatchObject({ isWhitelabelCustomer: false, order: { isWhitelabelOrder: false } });
    expect((await me(second.session!)).json).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: true } });
    // A visitor has nothing to leave; the headers are required as on every call.
    expect((await call('/whitelabel/switch')).json).toMatchObject({ isLoggedIn: false });
    expect((await fetch(`${backend.url}/whitelabel/switch`, { method: 'POST' })).status).toBe(400);
  });

  it('sign-up answers errors per field, in the request language, and refuses common passwords and taken addresses', async () => {
    const answer = await call('/web-api/customer-signup', { firstName: '', lastName: 'X', email: 'not-an-address', password: 'password1' }, { locale: 'en-GB' });
    expect(answer.status).toBe(400);
    const errors = customerErrorSchema.parse(answer.json).data.payload!.errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'password']);
    expect(errors['password']).toEqual(['This password is too common. Please choose another one.']);
    const taken = await call('/web-api/customer-signup', { firstName: 'A', lastName: 'B', email: 'demo@posterly.example', password: 'some fresh phrase' });
    expect(Object.keys(customerErrorSchema.parse(taken.json).data.payload!.errors)).toEqual(['email']);
  });

  it('a sign-up logs in and writes a welcome mail', async () => {
    const { email, session } = await signUp();
    expect(customerDataSchema.parse((await me(session)).json)).toMatchObject({ firstName: 'Ada', fullName: 'Ada Lovelace', isLoggedIn: true });
    const outbox = (await (await fetch(`${backend.url}/dev/outbox?to=${email}`)).json()) as { messages: { body: string }[] };
    expect(outbox.messages[0]!.body).toContain(email);
  });

  it('log-in rotates the session: the cookie sent along stops working', async () => {
    const { email, password, session } = await signUp();
    const again = await login(email, password, { session });
    expect(again.session).not.toBe(session);
    expect((await me(session)).json).toMatchObject({ isLoggedIn: false });
    expect((await me(again.session!)).json).toMatchObject({ isLoggedIn: true });
  });

  it('log-out ends the session on the server: the same cookie replayed is a visitor', async () => {
    const { session } = await signUp();
    await call('/web-api/customer-logout', {}, { session });
    const replayed = await me(session);
    expect(replayed.json).toMatchObject({ isLoggedIn: false, firstName: null });
  });

  it('a session ends after the idle timeout and after the absolute lifetime', async () => {
    const idle = await signUp();
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await me(idle.session)).json).toMatchObject({ isLoggedIn: false });

    const busy = await signUp();
    for (let elapsed = 0; elapsed <= SESSION_ABSOLUTE_LIFETIME_MS; elapsed += SESSION_IDLE_TIMEOUT_MS / 2) {
      clock.advance(SESSION_IDLE_TIMEOUT_MS / 2);
      if (elapsed + SESSION_IDLE_TIMEOUT_MS / 2 < SESSION_ABSOLUTE_LIFETIME_MS) expect((await me(busy.session)).json).toMatchObject({ isLoggedIn: true });
    }
    expect((await me(busy.session)).json).toMatchObject({ isLoggedIn: false });
  });

  it('password reset: same answer for unknown addresses, a link on the request host and language, single use, sessions end', async () => {
    const unknown = await call('/web-api/customer-password-reset', { email: 'nobody@example.org' });
    const { email, session } = await signUp();
    const known = await call('/web-api/customer-password-reset', { email });
    expect(unknown.json).toEqual(known.json);

    const link = await resetLink(email);
    expect(link).toMatch(/^http:\/\/ch\.poster\.localhost:3000\/fr\/customer\/password-confirm\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    expect((await call('/web-api/customer-password-confirm', { token, password: 'short' })).status).toBe(400);
    expect((await call('/web-api/customer-password-confirm', { token, password: 'my brand new phrase' })).status).toBe(200);
    expect((await call('/web-api/customer-password-confirm', { token, password: 'my other new phrase' })).status).toBe(404);
    expect((await me(session)).json).toMatchObject({ isLoggedIn: false });
    expect((await login(email, 'my brand new phrase')).status).toBe(200);
  });

  it('refuses a reset or sign-up whose link base is not one of the channel’s hosts (4xx), and mails nothing', async () => {
    const { email } = await signUp();
    for (const linkBase of ['http://attacker.example', 'http://attacker.example:3000/de', 'http://com.card.localhost:3000']) {
      expect((await call('/web-api/customer-password-reset', { email, linkBase })).status, linkBase).toBe(400);
      // Refused alike for an address without an account: the answer tells nothing about accounts.
      expect((await call('/web-api/customer-password-reset', { email: 'nobody@example.org', linkBase })).status, linkBase).toBe(400);
      const signup = await call('/web-api/customer-signup', { firstName: 'Eve', lastName: 'Example', email: `eve-${signups++}@example.org`, password: 'a long enough phrase', linkBase });
      expect(signup.status, linkBase).toBe(400);
    }
    await new Promise((resolve) => setImmediate(resolve));
    const outbox = (await (await fetch(`${backend.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { confirm_url: string | null }[] };
    expect(outbox.messages.filter((message) => message.confirm_url?.includes('password-confirm'))).toEqual([]);
  });

  it('a reset link stops working when a new one is asked for, and after an hour', async () => {
    const { email } = await signUp();
    const first = new URL(await resetLink(email)).searchParams.get('token')!;
    const second = new URL(await resetLink(email)).searchParams.get('token')!;
    expect((await call('/web-api/customer-password-confirm', { token: first, password: 'my brand new phrase' })).status).toBe(404);
    clock.advance(RESET_TOKEN_LIFETIME_MS + 1000);
    expect((await call('/web-api/customer-password-confirm', { token: second, password: 'my brand new phrase' })).status).toBe(404);
  });

  it('a reset link can be checked without using it: valid until used, replaced or expired', async () => {
    const check = (token: string) => call('/web-api/customer-password-check', { token });
    const { email } = await signUp();
    const token = new URL(await resetLink(email)).searchParams.get('token')!;
    expect((await check(token)).status).toBe(200);
    expect((await check(token)).status).toBe(200);
    expect((await call('/web-api/customer-password-confirm', { token, password: 'my brand new phrase' })).status).toBe(200);
    expect((await check(token)).status).toBe(404);
    expect((await check('x'.repeat(43))).status).toBe(404);
    expect((await call('/web-api/customer-password-check', { token: '' })).status).toBe(400);
    const replaced = new URL(await resetLink(email)).searchParams.get('token')!;
    const latest = new URL(await resetLink(email)).searchParams.get('token')!;
    expect((await check(replaced)).status).toBe(404);
    expect((await check(latest)).status).toBe(200);
    clock.advance(RESET_TOKEN_LIFETIME_MS + 1000);
    expect((await check(latest)).status).toBe(404);
  });

  it('hashes new passwords and the demo accounts\' at the cost the backend was started with (the test backend\'s 10)', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const { email, password } = await signUp('another long enough phrase');
    const db = new DatabaseSync(`${backend.dataDir}/embedded-backend.sqlite`, { readOnly: true });
    const costs = db.prepare('SELECT email, password_hash FROM customers WHERE email IN (?, ?)').all(email, 'demo@posterly.example') as { email: string; password_hash: string }[];
    db.close();
    expect(costs.map((row) => row.password_hash.split('$').slice(0, 2).join('$')).sort()).toEqual(['scrypt$1024', 'scrypt$1024']);
    expect((await login(email, password)).status).toBe(200);
    expect((await login('demo@posterly.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('stores neither passwords nor session ids nor reset tokens in clear', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const { email, password, session } = await signUp('a phrase to look for');
    const token = new URL(await resetLink(email)).searchParams.get('token')!;
    const db = new DatabaseSync(`${backend.dataDir}/embedded-backend.sqlite`, { readOnly: true });
    const dump = JSON.stringify([
      db.prepare('SELECT * FROM customers').all(),
      db.prepare('SELECT * FROM customer_sessions').all(),
      db.prepare('SELECT * FROM password_reset_tokens').all(),
    ]);
    db.close();
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(session);
    expect(dump).not.toContain(token);
  });
});
