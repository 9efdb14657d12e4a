import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/**
 * Channel defaults the shop shows (spec 9.4, issue 22 item 11), JavaScript on and off: the app
 * banner and the footer's apps box belong to the poster channel outside en-US; the poster
 * listing loads its first design picture lazily.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Closes the sale bar where there is one: a phone shows one promotional bar at a time. */
async function closeSaleBar(page: Page, name: string) {
  const close = page.getByRole('button', { name });
  if (await close.count()) {
    await close.click();
    await expect(close).toHaveCount(0);
  }
}

test('the German poster shop offers its app: the banner on a phone and the apps box in the footer', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/'));
  await closeSaleBar(page, 'Aktionshinweis schließen');
  await expect(page.getByRole('complementary', { name: 'Posterly-App' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Unsere Apps' })).toBeAttached();
});

for (const [host, name, close, box] of [
  ['de.card.localhost', 'Carta & Co.-App', 'App-Hinweis schließen', 'Unsere Apps'],
  ['com.poster.localhost', 'Posterly app', 'Close app notice', 'Our apps'],
  ['com.card.localhost', 'Carta & Co. app', 'Close app notice', 'Our apps'],
] as const) {
  test(`${host} offers no app: no app banner, no apps box`, async ({ page }) => {
    await page.goto(shopUrl(host, '/'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('complementary', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: close })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('region', { name: box })).toHaveCount(0);
  });
}

test('the poster listing loads every design picture lazily, the first one too', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  // Design pictures are decorative (the link names the design), so they have no img role.
  const pictures = page.getByRole('main').getByRole('listitem').locator('img');
  await expect(pictures.first()).toBeAttached();
  const loading = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
  expect(loading.length).toBeGreaterThan(1);
  expect(new Set(loading)).toEqual(new Set(['lazy']));
});
