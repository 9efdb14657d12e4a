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

const PHONE = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/**
 * Chromium sends ECT, RTT, Downlink and Device-Memory once the shop asks (Accept-CH), from its own
 * network estimate: CDP's network emulation does not change that estimate, and extra HTTP headers
 * lose to it. So the hints are set on each request as it leaves, as a phone on that network sends them.
 */
async function sendHints(page: Page, hints: Record<string, string>) {
  await page.route('**/*', async (route) => route.continue({ headers: { ...(await route.request().allHeaders()), ...hints } }));
}

// A slow connection gets the light page unasked; the visitor's choice still wins.
for (const [connection, light] of [['2g', true], ['4g', false]] as const) {
  test.describe(`a phone on ${connection}`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      // Headless Chromium names itself HeadlessChrome, which isbot counts as a crawler (always the normal page).
      userAgent: PHONE,
    });

    test(`gets the ${light ? 'light page, without any script' : 'normal page'}, and the switch offers the other`, async ({ page }) => {
      await sendHints(page, { ect: connection, rtt: light ? '1800' : '50', downlink: light ? '0.25' : '10' });
      await page.goto(shopUrl('de.poster.localhost', '/ueber-uns'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      if (!light) {
        expect(await scriptCount(page)).toBeGreaterThan(0);
        await expect(footer.getByRole('button', { name: 'Light-Version (ohne JavaScript)' })).toBeVisible();
        return;
      }
      expect(await scriptCount(page)).toBe(0);
      // The visitor's choice wins over the connection: the full page, and it stays.
      await footer.getByRole('button', { name: 'Vollversion' }).click();
      await expect(footer.getByRole('button', { name: 'Light-Version (ohne JavaScript)' })).toBeVisible();
      expect(await scriptCount(page)).toBeGreaterThan(0);
      await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scriptCount(page)).toBeGreaterThan(0);
    });
  });
}
