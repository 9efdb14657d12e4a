import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/**
 * Issue 22 item 3 (decision 0031): the voucher block's value, validity and conditions come from the
 * shop API in the host's currency and language, not from the content (one language serves several currencies).
 */
test('the German home page’s voucher states its value, validity and conditions', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/'));
  const voucher = page.getByRole('heading', { level: 2, name: '10 % auf Ihr erstes Wandbild' }).locator('..');
  await expect(voucher.getByText('WANDLIEBE10')).toBeVisible();
  await expect(voucher.getByRole('listitem')).toHaveText(['10 % Rabatt', 'Gültig bis 31. März 2027', 'Mindestbestellwert 30,00 €', 'Nur für Ihre erste Bestellung']);
});

test('the same French voucher names its minimum in francs on the Swiss host and in euros in France', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr'));
  const swiss = page.getByRole('heading', { level: 2, name: '-10 % sur votre premier tableau' }).locator('..');
  await expect(swiss.getByRole('listitem').filter({ hasText: 'Commande minimum' })).toHaveText(/^Commande minimum 35\.00\sCHF$/);
  await page.goto(shopUrl('fr.poster.localhost', '/'));
  const french = page.getByRole('heading', { level: 2, name: '-10 % sur votre premier tableau' }).locator('..');
  await expect(french.getByRole('listitem').filter({ hasText: 'Commande minimum' })).toHaveText(/^Commande minimum 30,00\s€$/);
});
