import { expect, test } from '@playwright/test';
import { expectAxeCleanWithoutSidewaysScroll } from '../support/expect-axe-clean.ts';
import { shopUrl } from '../support/urls.ts';
import { waitForHydration } from '../support/wait-for-hydration.ts';

/** Issue 22 item 7 (decision 0031): a whitelabel customer leaves whitelabel mode from its banner (a form post). */
test('the whitelabel customer leaves whitelabel mode from the banner and stays logged in on the same page', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.name === 'js-on';
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?dialog=login'));
  if (js) await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill('whitelabel@posterly.example');
  await dialog.getByLabel('Passwort').fill('Fotowand-Demo-2024');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  const banner = page.getByRole('note').filter({ hasText: 'Partnerprogramm' });
  await expect(banner).toContainText('Sie kaufen über unser Partnerprogramm ein.');
  if (js) {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAxeCleanWithoutSidewaysScroll(page, '.whitelabel-banner');
  }
  await banner.getByRole('button', { name: 'Partnermodus verlassen' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Partnerprogramm' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/leinwanddruck$/);
  await expect(page.getByRole('banner')).toContainText('Hallo Wanda');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Hallo Wanda');
  await expect(page.getByRole('note').filter({ hasText: 'Partnerprogramm' })).toHaveCount(0);
});
