import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/** Scripts the page runs or fetches (JSON-LD is data, not code). */
async function scriptCount(page: Page) {
  return page.locator('script:not([type="application/ld+json"]), link[rel="modulepreload"]').count();
}

test('the footer switch turns the light version on and off, and light pages carry no scripts', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/ueber-uns'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Light-Version (ohne JavaScript)' }).click();

  // Back on the same page, now without any script, with the page still whole.
  await expect(page).toHaveURL(shopUrl('de.poster.localhost', '/ueber-uns'));
  await expect(footer.getByRole('button', { name: 'Vollversion' })).toBeVisible();
  expect(await scriptCount(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Other pages follow the choice.
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  expect(await scriptCount(page)).toBe(0);

  await footer.getByRole('button', { name: 'Vollversion' }).click();
  await expect(footer.getByRole('button', { name: 'Light-Version (ohne JavaScript)' })).toBeVisible();
  expect(await scriptCount(page)).toBeGreaterThan(0);
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
  test(`at ${viewport.width} px a light page's navigation entries lead to their pages, which list what a flyout would`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.context().addCookies([{ name: 'light_mode', value: '1', domain: 'de.poster.localhost', path: '/' }]);
    await page.goto(shopUrl('de.poster.localhost', '/'));
    if (viewport.width < 1000) await page.getByRole('banner').locator('summary', { hasText: 'Menü' }).click();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('group')).toHaveCount(0);
    await navigation.getByRole('link', { name: 'Gerahmte Bilder', exact: true }).click();
    await expect(page).toHaveURL(shopUrl('de.poster.localhost', '/gerahmte-bilder'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scriptCount(page)).toBe(0);
  });
}
