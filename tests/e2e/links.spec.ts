import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/**
 * What a shopper clicks in the header and on product pages leads somewhere real: other
 * applications (designer, cart, magazine) open their embedded stand-ins in the shopper's
 * language, and the stand-ins lead back to where the shopper was.
 */

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('Swiss French: the header shows the Swiss service number', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /\+41/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /\+33/ })).toHaveCount(0);
});

test('Swiss French: the cart opens in French and leads back to the French shop', async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr'));
  await page.getByRole('banner').getByRole('link', { name: 'Panier' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panier (simulation)');
  await expect(page.getByRole('row', { name: /locale/ })).toContainText('fr-CH');
  await page.getByRole('link', { name: 'Retour à la boutique' }).click();
  await page.waitForURL(shopUrl('ch.poster.localhost', '/fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
});

test('Swiss French: the magazine opens in French', async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr'));
  await page.getByRole('banner').getByRole('link', { name: 'Magazine' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazine (simulation)');
});

test('a designer button in content opens the designer, not a 404 on the shop host', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/fotobuch'));
  const [response] = await Promise.all([
    page.waitForEvent('response', (candidate) => candidate.url().includes('/configurator-photobook/') && candidate.request().isNavigationRequest()),
    // The hero's button leads to the page's own calculator now; the product block's opens the designer.
    page.getByRole('link', { name: 'Jetzt personalisieren' }).first().click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designer (Platzhalter)');
  await expect(page.getByTestId('product')).toHaveText('photobook');
  await expect(page.getByRole('row', { name: /locale/ })).toContainText('de-DE');
});
