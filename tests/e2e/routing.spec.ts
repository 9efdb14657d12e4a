import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shopUrl, viaLoopback } from '../support/urls.ts';

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('unknown route answers 404 with the not-found page', { tag: '@js-off-only' }, async ({ page }) => {
  const response = await page.goto(shopUrl('de.poster.localhost', '/themes'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('banner')).toBeVisible();
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('a content page without a story answers 404 with the not-found page', { tag: '@js-off-only' }, async ({ page }) => {
  const response = await page.goto(shopUrl('fr.poster.localhost', '/cette-page-nexiste-pas'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

function get(request: APIRequestContext, host: string, path: string, headers: Record<string, string> = {}) {
  const [url, options] = viaLoopback(host, path);
  return request.get(url, { headers: { ...options.headers, ...headers }, maxRedirects: 0 });
}

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('hostile slugs are a 404, never a server error', { tag: '@js-off-only' }, async ({ request }) => {
  for (const path of ['/..%2f..%2fetc%2fpasswd', '/a%00b', `/${'x'.repeat(300)}`, '/%E0%A4%A']) {
    const response = await get(request, 'de.poster.localhost', path);
    expect(response.status(), path).toBe(404);
  }
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('trailing slash: card adds it, poster removes it', { tag: '@js-off-only' }, async ({ request }) => {
  const card = await get(request, 'de.card.localhost', '/hochzeitskarten');
  expect(card.status()).toBe(301);
  expect(card.headers().location).toBe('/hochzeitskarten/');
  const poster = await get(request, 'de.poster.localhost', '/leinwanddruck/');
  expect(poster.status()).toBe(301);
  expect(poster.headers().location).toBe('/leinwanddruck');
});

test('language prefixes: unknown -> /error, foreign -> that country host', { tag: '@js-off-only' }, async ({ page, request }) => {
  const unknown = await get(request, 'de.poster.localhost', '/xx/leinwanddruck');
  expect(unknown.headers().location).toBe('/error');
  const foreign = await get(request, 'ch.poster.localhost', '/en/');
  expect(foreign.headers().location).toBe(shopUrl('gb.poster.localhost', '/'));
  await page.goto(shopUrl('de.poster.localhost', '/xx/foo'));
  expect(new URL(page.url()).pathname).toBe('/error');
  await expect(page.getByRole('main')).not.toBeEmpty();
});

// Issue 22 item 12: Spanish is no other country's fallback, so a host that does not sell it answers /error.
test('a language the host does not sell and no other country falls back to (/es/) goes to /error on the same host', { tag: '@js-off-only' }, async ({ page, request }) => {
  const poster = await get(request, 'de.poster.localhost', '/es/');
  expect(poster.status()).toBe(302);
  expect(poster.headers().location).toBe('/error');
  const card = await get(request, 'gb.card.localhost', '/es/');
  expect(card.headers().location).toBe('/error/');
  await page.goto(shopUrl('de.poster.localhost', '/es/'));
  expect(new URL(page.url()).host).toBe(new URL(shopUrl('de.poster.localhost', '/')).host);
  expect(new URL(page.url()).pathname).toBe('/error');
  await expect(page.getByRole('main')).not.toBeEmpty();
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('products, vorkonfigurator and themes routes render their stories, also with prefixes', { tag: '@js-off-only' }, async ({ request }) => {
  for (const path of ['/products', '/fr/products', '/d/products', '/fr/d/vorkonfigurator-kalender', '/themes/2020', '/d/fr/themes/2020', '/fr/d/themes/2020']) {
    const response = await get(request, 'ch.poster.localhost', path);
    expect(response.status(), path).toBe(200);
  }
  const themes = await get(request, 'de.poster.localhost', '/themes/2020');
  const themeHtml = await themes.text();
  expect(themeHtml).toContain('Zugvögel');
  expect(themeHtml).toMatch(/<title>Zugvögel[^<]*\| Posterly<\/title>/);
  expect(themeHtml).toContain(`<link rel="canonical" href="${shopUrl('de.poster.localhost', '/themes/2020')}"/>`);
  expect((await get(request, 'de.poster.localhost', '/themes/999999')).status()).toBe(404);
  const pick = await (await get(request, 'de.poster.localhost', '/vorkonfigurator-kalender')).text();
  expect(pick).toContain(`<link rel="canonical" href="${shopUrl('de.poster.localhost', '/vorkonfigurator-kalender')}"/>`);
});

test('icons page has its own layout', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/_icons'));
  await expect(page.getByRole('main').getByRole('list')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

// Without JavaScript no inline script runs, so there is nothing for the policy to allow or refuse.
test('a stored page runs its inline scripts under the hash CSP, with no violation', { tag: '@js-on-only' }, async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
    expect(response?.headers()['content-security-policy']).toMatch(/'sha256-/);
  }
  // Set by Waku's inline bootstrap: it ran, so its hash was allowed.
  expect(await page.evaluate(() => (globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__)).toBe(true);
  expect(violations).toEqual([]);
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('robots.txt and sitemap.xml per host', { tag: '@js-off-only' }, async ({ request }) => {
  const robots = await get(request, 'fr.card.localhost', '/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${shopUrl('fr.card.localhost', '/sitemap.xml')}`);
  const sitemap = await get(request, 'fr.card.localhost', '/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(shopUrl('fr.card.localhost', '/'));
  expect(xml).not.toContain('/global/');
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('security headers and compression on pages', { tag: '@js-off-only' }, async ({ request }) => {
  const response = await get(request, 'de.poster.localhost', '/', { 'accept-encoding': 'br' });
  const headers = response.headers();
  // Anonymous pages come from the page store: inline scripts by hash instead of a nonce, never inline at will.
  expect(headers['content-security-policy']).toMatch(/script-src 'self' ('nonce-[^']+'|'sha256-[^']+'( 'sha256-[^']+')*) 'strict-dynamic'/);
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-encoding']).toBe('br');
  // Shared caches may keep it unless the response sets this visitor's flag cookies.
  const anonymousCache = /^(public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+|private, no-cache)$/;
  expect(headers['cache-control']).toMatch(anonymousCache);
  const [url, options] = viaLoopback('de.poster.localhost', '/');
  const head = await request.head(url, options);
  expect(head.headers()['cache-control']).toMatch(anonymousCache);
  const tooLarge = await request.post(url, { headers: options.headers, multipart: { email: 'x'.repeat(100_000) } });
  expect(tooLarge.status()).toBe(413);
});
