import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../support/parse-html.ts';
import { useSharedStack } from './shared-stack.ts';
import { send } from './raw-http.ts';
import { findReturnPathForms, isOffOrigin, postReturnPath, type ReturnPathForm } from './return-path-forms.ts';

/**
 * Issue 19, items 4, 5 and 8 against the built shop: no form sends a visitor to another site,
 * the light-version switch refuses other sites' posts and odd return paths, and a mail link's
 * token leaves the URL, loads no tags and is never stored or shared.
 */
const stack = useSharedStack();
let forms: ReturnPathForm[];

beforeAll(async () => {
  forms = await findReturnPathForms(stack.shopPort);
});

const HOSTILE = ['/..//evil.example/', '//evil.example/', '/\\evil.example', '/%2e%2e//evil.example', '/%2F%2Fevil.example', 'https://evil.example/', '/€', '/\u007f', '/a\r\nset-cookie: x=1'];

describe('return paths (issue 19, item 4)', () => {
  it('finds every form with a return path', () => {
    expect(forms.map((form) => form.name)).toEqual(['log-in', 'sign-up', 'log-out', 'consent', 'app-banner dismissal']);
  });

  it.each(HOSTILE)('no form leads to another site or fails for %j', async (value) => {
    for (const form of forms) {
      const response = await postReturnPath(stack.shopPort, form, value);
      expect({ form: form.name, status: response.status }).toEqual({ form: form.name, status: 303 });
      expect({ form: form.name, location: isOffOrigin(response.headers.location) }).toEqual({ form: form.name, location: false });
    }
  });

  it('still leads back to the page a form was posted from', async () => {
    for (const form of forms) {
      const response = await postReturnPath(stack.shopPort, form, '/leinwanddruck?x=1');
      expect({ form: form.name, location: response.headers.location }).toEqual({ form: form.name, location: '/leinwanddruck?x=1' });
    }
  });

  it('a log-in page asked for /..//evil.example/ offers the home page as the way back', async () => {
    const page = await send(stack.shopPort, { path: '/customer/login?returnTo=%2F..%2F%2Fevil.example%2F' });
    const { document } = parseDocument(page.body);
    const form = document.querySelector('input[name="password"]')?.closest('form');
    expect(form?.querySelector('input[name="returnTo"]')?.getAttribute('value')).toBe('/');
  });
});

describe('the light-version switch (issue 19, item 8)', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    send(stack.shopPort, { method: 'POST', path: '/light-mode', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a post from %s (403) and sets nothing', async (_from, headers) => {
    const response = await post('mode=on&back=%2F', headers);
    expect(response.status).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('takes a post from its own host', async () => {
    const response = await post('mode=on&back=%2Fueber-uns', { origin: 'http://de.poster.localhost' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/ueber-uns');
  });

  it.each([
    ['%2F%E2%82%AC', '/%E2%82%AC'],
    ['%2F%7F', '/'],
    ['%2F..%2F%2Fevil.example%2F', '/'],
    ['%2F%5Cevil.example', '/'],
    ['%2Fa%0D%0Aset-cookie%3A%20x%3D1', '/'],
  ])('answers back=%s with 303 to %s, never 500', async (back, location) => {
    const response = await post(`mode=on&back=${back}`, { origin: 'http://de.poster.localhost' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(location);
  });
});

/** A fresh account's reset link, straight from the backend and its outbox. */
async function resetToken(): Promise<string> {
  const backend = `http://127.0.0.1:${stack.backendPort}`;
  const email = `token-${process.pid}-${Date.now()}@example.org`;
  const post = (path: string, body: unknown) =>
    fetch(`${backend}${path}`, { method: 'POST', headers: { 'x-channel': 'poster', 'x-locale': 'de-DE', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/web-api/customer-signup', { firstName: 'Ada', lastName: 'Token', email, password: 'a long token phrase' })).status).toBe(200);
  expect((await post('/web-api/customer-password-reset', { email, linkBase: 'http://de.poster.localhost' })).status).toBe(200);
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = (await (await fetch(`${backend}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { confirm_url: string | null }[] };
    const link = outbox.messages.find((message) => message.confirm_url?.includes('password-confirm'))?.confirm_url;
    if (link) return new URL(link).searchParams.get('token')!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset mail');
}

const STATISTICS = 'consent=1.s1.m0';
const cookieOf = (response: { headers: Record<string, string | string[] | undefined> }) => [response.headers['set-cookie'] ?? []].flat();
const hasTags = (html: string) => html.includes('shop-data-layer') || html.includes('tags.localhost');

describe('pages with a token (issue 19, item 5)', () => {
  it.each([
    ['the reset page', '/customer/password-confirm'],
    ['the newsletter confirmation', '/newsletter-confirm'],
    ['a reset dialog over another page', '/fotobuch'],
  ])('%s: the first request moves the token into a cookie for that page and leads to it without the token', async (_name, path) => {
    const token = 'T0ken_from-a-mail-link-0123456789abcdef';
    const query = path === '/fotobuch' ? `?dialog=password-confirm&token=${token}` : `?token=${token}`;
    const first = await send(stack.shopPort, { path: `${path}${query}`, headers: { cookie: STATISTICS } });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(path === '/fotobuch' ? '/fotobuch?dialog=password-confirm' : path);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(cookieOf(first)).toEqual([`page_token=${token}; Path=${path}; Max-Age=1800; HttpOnly; SameSite=Lax`]);
    expect(first.body).toBe('');
  });

  it('the reset page with its token loads no tags, is private, no-store and never stored, while other pages with consent load them', async () => {
    const token = await resetToken();
    const other = await send(stack.shopPort, { path: '/fotobuch', headers: { cookie: STATISTICS } });
    expect(hasTags(other.body)).toBe(true);
    for (let round = 0; round < 2; round++) {
      const page = await send(stack.shopPort, { path: '/customer/password-confirm', headers: { cookie: `${STATISTICS}; page_token=${token}` } });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-page-store']).toBe('bypass');
      expect(hasTags(page.body)).toBe(false);
      const { screen } = parseDocument(page.body);
      expect(screen.getByLabelText('Neues Passwort')).toBeTruthy();
    }
  });

  it('the newsletter confirmation with its token loads no tags and is never stored', async () => {
    const page = await send(stack.shopPort, { path: '/newsletter-confirm', headers: { cookie: `${STATISTICS}; page_token=${'n'.repeat(43)}` } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-page-store']).toBe('bypass');
    expect(hasTags(page.body)).toBe(false);
    expect(parseDocument(page.body).screen.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeTruthy();
  });

  it('a used or unknown reset link says so when opened, without a form to type a password into', async () => {
    const page = await send(stack.shopPort, { path: '/customer/password-confirm', headers: { cookie: `page_token=${'u'.repeat(43)}` } });
    expect(page.status).toBe(200);
    const { screen } = parseDocument(page.body);
    expect(screen.getByRole('status').textContent).toMatch(/ungültig, abgelaufen oder wurde schon verwendet/);
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toBeTruthy();
  });
});
