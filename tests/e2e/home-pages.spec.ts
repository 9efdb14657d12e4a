import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

const homes = [
  { host: 'de.poster.localhost', path: '/', lang: 'de-DE' },
  { host: 'ch.poster.localhost', path: '/fr', lang: 'fr-CH' },
  { host: 'com.poster.localhost', path: '/', lang: 'en-US' },
  { host: 'nl.poster.localhost', path: '/', lang: 'nl-NL' },
  { host: 'de.card.localhost', path: '/', lang: 'de-DE' },
  { host: 'gb.card.localhost', path: '/', lang: 'en-GB' },
  { host: 'ch.card.localhost', path: '/it/', lang: 'it-CH' },
  { host: 'es.card.localhost', path: '/', lang: 'es-ES' },
];

for (const home of homes) {
  // Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
  test(`home page ${home.host}${home.path} renders in ${home.lang}`, { tag: '@js-off-only' }, async ({ page }) => {
    const response = await page.goto(shopUrl(home.host, home.path));
    expect(response?.status()).toBe(200);
    // The document's language and its head links have no role: they are read by machines.
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // The newsletter sign-up in the footer: its email field, labelled in the page's language.
    await expect(page.getByRole('contentinfo').getByRole('textbox', { name: /e-?mail|correo/i })).toBeVisible();
    expect(await page.title()).not.toBe('');
    // hreflang alternates include this page itself and x-default.
    await expect(page.locator(`link[rel=alternate][hreflang="${home.lang}"]`)).toHaveCount(1);
    await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveCount(1);
  });
}

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('channels look different: own brand and navigation', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost'));
  const logo = page.getByRole('banner').getByRole('link', { name: /zur Startseite/ });
  const posterBrand = await logo.innerText();
  await page.goto(shopUrl('de.card.localhost'));
  const cardBrand = await logo.innerText();
  expect(posterBrand).not.toBe(cardBrand);
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('a content page of the poster channel is reachable from the home page links', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', shopUrl('de.poster.localhost', '/leinwanddruck'));
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('the Swiss poster home has its own story; other Swiss pages fall back to Germany', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/'));
  const swiss = await page.getByRole('main').innerText();
  await page.goto(shopUrl('de.poster.localhost', '/'));
  const german = await page.getByRole('main').innerText();
  expect(swiss).not.toBe(german);
  const response = await page.goto(shopUrl('ch.poster.localhost', '/leinwanddruck'));
  expect(response?.status()).toBe(200);
});
