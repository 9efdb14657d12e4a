import { within } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../support/parse-html.ts';
import type { Stack } from '../support/start-stack.ts';
import { startStack } from '../support/start-stack.ts';
import { multipart, send, type RawResponse } from './raw-http.ts';

/**
 * Decision 0038 over HTTP: the location suggestion (human visitors only, a cookie decided before
 * the page store, dismissed by a form post) and the wishlist (saved state per visitor): a page
 * from the page store never carries another visitor's suggestion or wishlist.
 */
let stack: Stack;

beforeAll(async () => {
  // A bound far above the stand-in's answer time, so the first page has the answer even on a loaded
  // machine; the bound itself (what a slow answer does) is src/lib/location's unit test.
  stack = await startStack({ LOG_LEVEL: 'error', LOCATION_TEST_HEADER: '1', LOCATION_WAIT_MS: '3000', PAGE_STORE_FRESH_SECONDS: '60' });
});
afterAll(async () => stack?.stop());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CARD = 'de.card.localhost';
/** The same groups for every request, so stored pages of different visitors share a key but for what is under test. */
const FLAGS = 'flag_user_key=wishlistLocationTest0001; flag_variant=00000000';

const get = (path: string, headers: Record<string, string> = {}, host = CARD) => send(stack.shopPort, { path, headers: { host, 'user-agent': BROWSER, ...headers } });
const setCookies = (response: RawResponse) => [response.headers['set-cookie'] ?? []].flat();
const cookieValue = (response: RawResponse, name: string) => setCookies(response).find((line) => line.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);
const suggestionOf = (response: RawResponse) => within(parseDocument(response.body).document.body).queryByRole('complementary', { name: 'Shop für Ihr Land' });

async function post(path: string, fields: Array<[string, string]>, cookie: string, host = CARD): Promise<RawResponse> {
  const { body, contentType } = multipart(fields);
  return send(stack.shopPort, { method: 'POST', path, headers: { host, 'user-agent': BROWSER, 'content-type': contentType, origin: `http://${host}`, cookie }, body });
}

/** The named fields of the form around the button a browser without JavaScript would press. */
function formFields(response: RawResponse, button: RegExp): Array<[string, string]> {
  const form = within(parseDocument(response.body).document.body).getAllByRole('button', { name: button })[0]!.closest('form')!;
  return [...form.querySelectorAll('input[name]')].map((input) => [input.getAttribute('name')!, input.getAttribute('value') ?? '']);
}

describe('location suggestion', () => {
  it('suggests the visitor’s country shop on their first page, this page there, and keeps the decision in a cookie; never a redirect', async () => {
    // The first page waits for a quick lookup (decision 0050): the suggestion and its cookie come with it.
    const first = await get('/products/', { 'x-test-country': 'CH', cookie: FLAGS });
    expect(first.status).toBe(200);
    expect(cookieValue(first, 'shop_location')).toBe('to-ch');
    const suggestion = suggestionOf(first);
    expect(suggestion).not.toBeNull();
    const link = within(suggestion!).getByRole('link', { name: 'Zu Carta & Co. Schweiz (Deutsch)' });
    expect(link.getAttribute('href')).toMatch(/^http:\/\/ch\.card\.localhost(:\d+)?\/products\/$/);
    // With the cookie the visitor is not looked up again, and still sees it.
    const again = await get('/products/', { 'x-test-country': 'FR', cookie: `${FLAGS}; shop_location=to-ch` });
    expect(cookieValue(again, 'shop_location')).toBeUndefined();
    expect(suggestionOf(again)).not.toBeNull();
  });

  it('suggests nothing at home', async () => {
    const home = await get('/products/', { 'x-test-country': 'DE', cookie: FLAGS });
    expect(cookieValue(home, 'shop_location')).toBe('home');
    expect(suggestionOf(home)).toBeNull();
  });

  it('never looks up or shows it to crawlers, whatever they send', async () => {
    for (const cookie of ['', 'shop_location=to-ch']) {
      const page = await get('/products/', { 'user-agent': GOOGLEBOT, 'x-test-country': 'CH', cookie });
      expect(page.status).toBe(200);
      expect(cookieValue(page, 'shop_location')).toBeUndefined();
      expect(suggestionOf(page)).toBeNull();
    }
  });

  it('a new visitor’s first page is the stored page of its own suggestion, never another country’s', async () => {
    const first = await get('/impressum/', { 'x-test-country': 'FR', cookie: FLAGS });
    expect(first.status).toBe(200);
    expect(cookieValue(first, 'shop_location')).toBe('to-fr');
    // Another new visitor from there (answer known, nothing to wait for) gets that stored page.
    const second = await get('/impressum/', { 'x-test-country': 'FR', cookie: FLAGS });
    expect(second.headers['x-page-store']).toBe('hit');
    expect(cookieValue(second, 'shop_location')).toBe('to-fr');
    expect(suggestionOf(second)?.textContent).toContain('Frankreich');
    // One from Austria is looked up and gets a page of its own suggestion.
    const austrian = await get('/impressum/', { 'x-test-country': 'AT', cookie: FLAGS });
    expect(cookieValue(austrian, 'shop_location')).toBe('to-at');
    expect(austrian.headers['x-page-store']).not.toBe('hit');
    expect(suggestionOf(austrian)?.textContent).toContain('Österreich');
  });

  it('a stored page never carries another visitor’s suggestion', async () => {
    const path = '/ueber-uns/';
    const swiss = { cookie: `${FLAGS}; shop_location=to-ch` };
    const austrian = { cookie: `${FLAGS}; shop_location=to-at` };
    const local = { cookie: `${FLAGS}; shop_location=home` };
    await get(path, swiss);
    const swissAgain = await get(path, swiss);
    expect(swissAgain.headers['x-page-store']).toBe('hit');
    expect(suggestionOf(swissAgain)?.textContent).toContain('Schweiz');
    for (const [visitor, expected] of [[austrian, 'Österreich'], [local, null]] as const) {
      await get(path, visitor);
      const page = await get(path, visitor);
      expect(page.headers['x-page-store']).toBe('hit');
      if (expected === null) expect(suggestionOf(page)).toBeNull();
      else {
        expect(suggestionOf(page)?.textContent).toContain(expected);
        expect(suggestionOf(page)?.textContent).not.toContain('Schweiz');
      }
    }
  });

  it('is dismissed by a form post without JavaScript: 303 back to the page, kept away by the cookie', async () => {
    const cookie = `${FLAGS}; shop_location=to-ch`;
    const page = await get('/products/?page=2', { cookie });
    const fields = formFields(page, /^Hier bleiben$/);
    expect(fields).toContainEqual(['returnTo', '/products/?page=2']);
    const dismissed = await post('/products/?page=2', fields, cookie);
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers['location']).toBe('/products/?page=2');
    expect(setCookies(dismissed).find((line) => line.startsWith('shop_location='))).toMatch(/^shop_location=no;.*Max-Age=31536000/);
    expect(suggestionOf(await get('/products/', { cookie: `${FLAGS}; shop_location=no` }))).toBeNull();
    // The return path is the shop's one safe rule: another host becomes the home page.
    const away = await post('/products/', fields.map(([name, value]): [string, string] => [name, name === 'returnTo' ? '//evil.example/' : value]), cookie);
    expect(away.status).toBe(303);
    expect(away.headers['location']).toBe('/');
  });
});

describe('wishlist', () => {
  it('saves from a tile without JavaScript; a stored page never shows one visitor’s list to another', async () => {
    const anonymous = `${FLAGS}; shop_location=home`;
    await get('/products/', { cookie: anonymous });
    const listing = await get('/products/', { cookie: anonymous });
    expect(listing.headers['x-page-store']).toBe('hit');
    const fields = formFields(listing, /^Merken\b/);
    const saved = await post('/products/', fields, anonymous);
    expect(saved.status).toBe(303);
    // Back to the tile the button was on, which carries that id (decision 0045).
    const designId = fields.find(([name]) => name === 'designId')![1];
    expect(saved.headers['location']).toBe(`/products/#design-${designId}`);
    expect(parseDocument(listing.body).document.getElementById(`design-${designId}`)?.textContent).toContain('Merken');
    const key = cookieValue(saved, 'wishlist_key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mine = await get('/products/', { cookie: `${anonymous}; wishlist_key=${key}` });
    expect(mine.headers['x-page-store']).toBe('bypass');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const screen = within(parseDocument(mine.body).document.body);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Merkliste\s*1 Design gemerkt/ })).toBeTruthy();
    // Another visitor still gets the stored page, with nothing saved.
    const theirs = await get('/products/', { cookie: anonymous });
    expect(theirs.headers['x-page-store']).toBe('hit');
    expect(within(parseDocument(theirs.body).document.body).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    // The wishlist page lists it; remove empties it.
    const page = await get('/merkliste/', { cookie: `${anonymous}; wishlist_key=${key}` });
    expect(page.status).toBe(200);
    const removed = await post('/merkliste/', formFields(page, /^Entfernen\b/), `${anonymous}; wishlist_key=${key}`);
    expect(removed.headers['location']).toBe('/merkliste/');
    expect(parseDocument((await get('/merkliste/', { cookie: `${anonymous}; wishlist_key=${key}` })).body).document.body.textContent).toContain('Ihre Merkliste ist noch leer');
  });

  it('is not offered on the poster channel', async () => {
    const page = await get('/products', { cookie: FLAGS }, 'de.poster.localhost');
    expect(page.status).toBe(200);
    expect(within(parseDocument(page.body).document.body).queryAllByRole('button', { name: /^Merken/ })).toHaveLength(0);
    expect((await get('/merkliste', { cookie: FLAGS }, 'de.poster.localhost')).status).toBe(404);
    // Nor under another language's path on a card host.
    expect((await get('/wishlist/', { cookie: FLAGS })).status).toBe(404);
  });
});
