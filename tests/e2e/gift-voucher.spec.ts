import { expect, test } from '@playwright/test';
import { expectContentAxeCleanAtBothWidths } from '../support/expect-axe-clean.ts';
import { shopUrl } from '../support/urls.ts';

/**
 * Issue 22 item 3 (decision 0042): the gift voucher page is found in the footer, offers the
 * backend's amounts in the host's currency, previews the chosen one (a form GET, so JavaScript
 * off too) and links it into the cart. One card host (Swiss French, francs) and one poster host.
 */
test('a card shopper in Switzerland finds the vouchers in the footer, chooses 50 francs and takes it to the cart', async ({ page }) => {
  // Four page loads and the cart stand-in: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await page.goto(shopUrl('ch.card.localhost', '/fr/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bons cadeaux' }).click();
  await expect(page).toHaveURL(/\/fr\/gift-voucher\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bon cadeau' })).toBeVisible();
  const amounts = page.getByRole('group', { name: 'Choisir un montant' });
  await expect(amounts.getByRole('radio')).toHaveCount(4);
  await expect(amounts.getByRole('radio', { name: /^25\sCHF$/ })).toBeChecked();
  await amounts.getByRole('radio', { name: /^50\sCHF$/ }).check();
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(page).toHaveURL(/\/fr\/gift-voucher\/\?amount=50$/);
  await expect(page.getByRole('figure')).toContainText(/Aperçu : bon cadeau Carta & Co\. de 50\sCHF, valable 3 ans/);
  await page.getByRole('link', { name: /^Ajouter le bon de 50\sCHF au panier$/ }).click();
  await expect(page.getByText('gift-voucher-card-50-chf')).toBeVisible();
});

test('a poster shopper in Germany sees euro amounts and the chosen one in the preview and the cart link', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/gift-voucher?amount=100'));
  await expect(page.getByRole('heading', { level: 1, name: 'Geschenkgutschein' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^100\s€$/ })).toBeChecked();
  await expect(page.getByRole('figure')).toContainText(/Gutschein von Posterly über 100\s€/);
  await expect(page.getByRole('link', { name: /^Gutschein über 100\s€ in den Warenkorb$/ })).toHaveAttribute('href', /sku=gift-voucher-poster-100-eur/);
});

for (const [host, path] of [['ch.card.localhost', '/fr/gift-voucher/'], ['de.poster.localhost', '/gift-voucher']] as const) {
  test(`${host}${path} at 390 and 1366 px: no serious axe finding, no sideways scrolling @js-on-only`, async ({ page }) => {
    test.setTimeout(60_000);
    await expectContentAxeCleanAtBothWidths(page, shopUrl(host, path));
  });
}
