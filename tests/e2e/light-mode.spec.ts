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
