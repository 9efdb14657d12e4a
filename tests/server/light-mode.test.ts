import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../support/parse-html.ts';
import { useSharedStack } from './shared-stack.ts';
import { multipart, send } from './raw-http.ts';
import { findNewsletterAction } from './shop-page.ts';

const stack = useSharedStack();


/** What a browser would fetch or run as JavaScript from the document. */
function javascriptOf(document: Document) {
  const scripts = [...document.querySelectorAll('script')];
  return {
    // JSON-LD is data for search engines, not code.
    code: scripts.filter((script) => script.getAttribute('type') !== 'application/ld+json'),
    external: scripts.filter((script) => script.hasAttribute('src')).map((script) => script.getAttribute('src')),
    preloaded: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  };
}

const LIGHT = { 'save-data': { 'save-data': 'on' }, cookie: { cookie: 'light_mode=1' } } as const;

describe('light mode (Save-Data or the light-version cookie)', () => {
  it.each(Object.entries(LIGHT))('serves pages without any JavaScript, asked by %s', async (_how, headers) => {
    for (const path of ['/', '/leinwanddruck', '/products']) {
      const response = await send(stack.shopPort, { path, headers });
      expect(response.status).toBe(200);
      const { document, screen } = parseDocument(response.body);
      const js = javascriptOf(document);
      expect({ path, code: js.code.length, preloaded: js.preloaded }).toEqual({ path, code: 0, preloaded: [] });
      // The page itself is all there: its heading, the footer's working newsletter form.
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
      expect(screen.getByRole('textbox', { name: /e-mail/i }).closest('form')?.getAttribute('method')?.toLowerCase()).toBe('post');
      expect(js.stylesheets).toHaveLength(1);
    }
  });

  it('says that pages vary with Save-Data, in both modes', async () => {
    for (const headers of [{}, LIGHT['save-data']]) {
      const vary = String((await send(stack.shopPort, { path: '/', headers })).headers.vary ?? '');
      expect(vary.toLowerCase()).toContain('save-data');
    }
  });

  it('offers each image as one phone-width file, without candidates', async () => {
    const imagesOf = async (headers: Record<string, string>) =>
      [...parseDocument((await send(stack.shopPort, { path: '/', headers })).body).document.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.startsWith('/cdn-cgi/image/'));
    const normal = await imagesOf({});
    const light = await imagesOf(LIGHT['save-data']);
    expect(normal.some((image) => image.hasAttribute('srcset'))).toBe(true);
    expect(light.length).toBeGreaterThan(0);
    for (const image of light) {
      expect(image.hasAttribute('srcset') || image.hasAttribute('sizes')).toBe(false);
      expect(Number(/width=(\d+)/.exec(image.getAttribute('src')!)![1])).toBeLessThanOrEqual(479);
    }
  });

  // What a light page leaves out, and what it must keep (decision 0018), on a first visit.
  it.each(['/', '/leinwanddruck', '/products'])('keeps every task of %s and leaves out decoration, duplicates and what only machines read', async (path) => {
    const normal = parseDocument((await send(stack.shopPort, { path })).body);
    const light = parseDocument((await send(stack.shopPort, { path, headers: LIGHT.cookie })).body);
    const navigationLinks = (screen: typeof light.screen) =>
      within(screen.getByRole('navigation', { name: 'Hauptnavigation' }))
        .getAllByRole('link')
        .filter((link) => !link.closest('[role="group"]'))
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
    const footer = (screen: typeof light.screen) => within(screen.getByRole('contentinfo'));
    const reviews = (screen: typeof light.screen) => within(footer(screen).getByRole('region', { name: 'Das sagen unsere Kunden' })).getAllByRole('listitem');

    // Kept: every entry of the main navigation, the footer's lists, contact, newsletter, countries, canonical.
    expect(navigationLinks(light.screen)).toEqual(navigationLinks(normal.screen));
    for (const name of ['Impressum', 'Datenschutz', 'Kundenservice', 'Jetzt anrufen', 'Belgien']) {
      expect(footer(light.screen).getAllByRole('link', { name }).length, name).toBeGreaterThan(0);
    }
    expect(footer(light.screen).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    expect(light.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(normal.document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(footer(light.screen).getByText('PayPal')).toBeTruthy();

    // Left out: flyouts (each entry's page lists the same), the app banner and apps box, awards, SEO text, most reviews.
    expect(within(normal.screen.getByRole('navigation', { name: 'Hauptnavigation' })).getAllByRole('group').length).toBeGreaterThan(0);
    expect(within(light.screen.getByRole('navigation', { name: 'Hauptnavigation' })).queryAllByRole('group')).toEqual([]);
    expect(normal.screen.getByRole('complementary', { name: 'Posterly-App' })).toBeTruthy();
    expect(light.screen.queryByRole('complementary', { name: 'Posterly-App' })).toBeNull();
    for (const heading of ['Unsere Apps', 'Auszeichnungen']) {
      expect(footer(normal.screen).getByRole('heading', { name: heading })).toBeTruthy();
      expect(footer(light.screen).queryByRole('heading', { name: heading })).toBeNull();
    }
    expect(footer(normal.screen).getByText('Mehr lesen')).toBeTruthy();
    expect(footer(light.screen).queryByText('Mehr lesen')).toBeNull();
    expect(reviews(normal.screen).length).toBeGreaterThan(3);
    expect(reviews(light.screen)).toHaveLength(3);
    // Logos become names: no payment images to fetch.
    expect(light.document.querySelectorAll('img[src^="/payment/"]')).toHaveLength(0);

    // Only for crawlers and link previews, which never ask for the light version.
    expect(normal.document.querySelectorAll('link[rel="alternate"][hreflang]').length).toBeGreaterThan(1);
    expect(light.document.querySelectorAll('link[rel="alternate"][hreflang], meta[property^="og:"]')).toHaveLength(0);
    expect(light.document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);

    // Nothing on a light page needs consent: no banner on a first visit.
    expect(normal.screen.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeTruthy();
    expect(light.screen.queryByRole('region', { name: 'Cookies und Datenschutz' })).toBeNull();
  });

  it('still opens the cookie settings when the visitor asks for them', async () => {
    const { screen } = parseDocument((await send(stack.shopPort, { path: '/?consent=settings', headers: LIGHT.cookie })).body);
    expect(screen.getByRole('checkbox', { name: /Statistik/ })).toBeTruthy();
  });

  it('takes a newsletter sign-up posted without JavaScript and answers with a page still free of scripts', async () => {
    const action = await findNewsletterAction(stack.shopPort);
    const fields = action.fields.map(([name, value]): [string, string] => [name, name === 'email' ? 'light@example.com' : value]);
    const { body, contentType } = multipart(fields);
    const response = await send(stack.shopPort, { method: 'POST', path: '/', headers: { ...LIGHT.cookie, 'content-type': contentType, origin: 'http://de.poster.localhost' }, body });
    expect(response.status).toBe(200);
    const { document, screen } = parseDocument(response.body);
    expect(javascriptOf(document).code).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('light@example.com');
  });
});

const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** One visitor (one flag key), so that the page store's key differs only by light mode. */
const VISITOR = { 'user-agent': PHONE, cookie: 'flag_user_key=hintsTestVisitorKey0000a' };
const HINTS = ['save-data', 'ect', 'device-memory', 'rtt', 'downlink'];
const varyOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => HINTS.includes(name));
const codeOf = (body: string) => javascriptOf(parseDocument(body).document).code.length;

describe('light mode from client hints (decision 0028)', () => {
  it('asks every browser for the hints, and for the deciding ones before the first page', async () => {
    const response = await send(stack.shopPort, { path: '/ueber-uns', headers: { 'user-agent': PHONE } });
    expect(String(response.headers['accept-ch']).split(/,\s*/).sort()).toEqual(['Device-Memory', 'Downlink', 'ECT', 'RTT', 'Save-Data']);
    expect(response.headers['critical-ch']).toBe('ECT, Device-Memory');
  });

  it.each([
    ['ECT 2g', true, { ect: '2g' }, ['save-data', 'ect']],
    ['ECT slow-2g', true, { ect: 'slow-2g' }, ['save-data', 'ect']],
    ['ECT 3g', true, { ect: '3g' }, ['save-data', 'ect']],
    ['1 GiB of memory', true, { ect: '4g', 'device-memory': '1' }, ['save-data', 'ect', 'device-memory']],
    ['a 600 ms round trip', true, { rtt: '600' }, ['save-data', 'ect', 'device-memory', 'rtt']],
    ['400 kbit/s', true, { rtt: '100', downlink: '0.4' }, HINTS],
    ['ECT 4g', false, { ect: '4g', rtt: '50', downlink: '10', 'device-memory': '8' }, HINTS],
    ['no hints at all', false, {}, HINTS],
  ] as const)('with %s (light: %s), varying on exactly the hints it read', async (_name, light, hints, vary) => {
    const response = await send(stack.shopPort, { path: '/ueber-uns', headers: { ...VISITOR, ...hints } });
    expect(response.status).toBe(200);
    expect(codeOf(response.body) === 0).toBe(light);
    expect(varyOf(response)).toEqual(vary);
  });

  it('gives crawlers the normal page whatever their hints say', async () => {
    const response = await send(stack.shopPort, { path: '/ueber-uns', headers: { 'user-agent': GOOGLEBOT, ect: '2g', 'save-data': 'on' } });
    expect(codeOf(response.body)).toBeGreaterThan(0);
    expect(varyOf(response)).toEqual(HINTS);
  });

  it('lets the visitor’s choice win over the hints, both ways, and then varies on none of them', async () => {
    const full = await send(stack.shopPort, { path: '/ueber-uns', headers: { ...VISITOR, cookie: `${VISITOR.cookie}; light_mode=0`, ect: '2g', 'save-data': 'on' } });
    expect(codeOf(full.body)).toBeGreaterThan(0);
    expect(parseDocument(full.body).screen.getByRole('button', { name: 'Light-Version (ohne JavaScript)' })).toBeTruthy();
    expect(varyOf(full)).toEqual([]);
    const light = await send(stack.shopPort, { path: '/ueber-uns', headers: { ...VISITOR, cookie: `${VISITOR.cookie}; light_mode=1`, ect: '4g' } });
    expect(codeOf(light.body)).toBe(0);
    expect(varyOf(light)).toEqual([]);
  });

  it('stores one light page whatever hint decided it, and one normal page', async () => {
    const path = '/leinwanddruck';
    const first = await send(stack.shopPort, { path, headers: { ...VISITOR, ect: '2g' } });
    expect(codeOf(first.body)).toBe(0);
    const others: Record<string, string>[] = [{ 'save-data': 'on' }, { 'device-memory': '0.5' }, { ect: '3g', rtt: '450' }, { cookie: `${VISITOR.cookie}; light_mode=1` }];
    for (const hints of others) {
      const again = await send(stack.shopPort, { path, headers: { ...VISITOR, ...hints } });
      expect({ hints, store: again.headers['x-page-store'], same: again.body === first.body }).toEqual({ hints, store: 'hit', same: true });
    }
    // A slow visitor's stored page still varies on what this request's decision read.
    expect(varyOf(await send(stack.shopPort, { path, headers: { ...VISITOR, 'device-memory': '0.5' } }))).toEqual(['save-data', 'ect', 'device-memory']);
    const normal = await send(stack.shopPort, { path, headers: { ...VISITOR, ect: '4g' } });
    // Its own entry (another test of this file may have stored the normal page already): the
    // normal page, never the light one served from the light entry.
    expect(['miss', 'hit', 'stale']).toContain(normal.headers['x-page-store']);
    expect(codeOf(normal.body)).toBeGreaterThan(0);
    const fullChoice = await send(stack.shopPort, { path, headers: { ...VISITOR, cookie: `${VISITOR.cookie}; light_mode=0`, ect: '2g' } });
    expect({ store: fullChoice.headers['x-page-store'], same: fullChoice.body === normal.body }).toEqual({ store: 'hit', same: true });
  });
});

describe('the light-version switch', () => {
  it('sets the cookie and goes back to the page (303), and clears it again', async () => {
    const on = await send(stack.shopPort, { method: 'POST', path: '/light-mode', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'mode=on&back=%2Fueber-uns%3Fa%3D1' });
    expect(on.status).toBe(303);
    expect(on.headers.location).toBe('/ueber-uns?a=1');
    expect(String(on.headers['set-cookie'])).toMatch(/^light_mode=1;.*Max-Age=31536000/);

    const page = await send(stack.shopPort, { path: '/ueber-uns', headers: LIGHT.cookie });
    const { screen } = parseDocument(page.body);
    // In light mode the switch offers the way back.
    expect(screen.getByRole('button', { name: 'Vollversion' })).toBeTruthy();

    const off = await send(stack.shopPort, { method: 'POST', path: '/light-mode', headers: { 'content-type': 'application/x-www-form-urlencoded', ...LIGHT.cookie }, body: 'mode=off&back=%2F' });
    expect(off.status).toBe(303);
    // The full page is a choice too: kept, so that it wins over the client hints.
    expect(String(off.headers['set-cookie'])).toMatch(/^light_mode=0;.*Max-Age=31536000/);
  });

  it('never sends the visitor to another site', async () => {
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '']) {
      const response = await send(stack.shopPort, { method: 'POST', path: '/light-mode', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `mode=on&back=${encodeURIComponent(back)}` });
      expect(response.headers.location).toBe('/');
    }
  });

  it('refuses a cross-site post and anything but POST', async () => {
    expect((await send(stack.shopPort, { method: 'POST', path: '/light-mode', headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }, body: 'mode=on' })).status).toBe(403);
    expect((await send(stack.shopPort, { path: '/light-mode' })).status).toBe(405);
  });
});

describe('normal mode', () => {
  it('loads the calculator’s enhancer only on a page with the calculator, and one stylesheet everywhere', async () => {
    const home = javascriptOf(parseDocument((await send(stack.shopPort, { path: '/' })).body).document);
    const calculator = javascriptOf(parseDocument((await send(stack.shopPort, { path: '/leinwanddruck' })).body).document);
    expect(home.preloaded.length).toBeGreaterThan(0);
    const onlyOnCalculatorPage = calculator.preloaded.filter((href) => !home.preloaded.includes(href));
    expect(onlyOnCalculatorPage).toHaveLength(1);
    expect(home.stylesheets).toHaveLength(1);
    expect(calculator.stylesheets).toEqual(home.stylesheets);
  });
});
