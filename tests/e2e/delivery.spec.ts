import { expect, test } from '@playwright/test';
import { expectContentAxeCleanAtBothWidths } from '../support/expect-axe-clean.ts';
import { shopUrl } from '../support/urls.ts';

/**
 * Issue 22 item 5 (decision 0031): delivery cost and time for the host's country, from the shop
 * API's shipping-information and express-shop, beside the calculator's price and on the shipping page.
 */
test('the calculator names shipping cost, free-shipping threshold, delivery time and express beside the price', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  const calculator = page.getByRole('region', { name: 'Ihre Leinwand zum besten Preis' });
  await expect(calculator.getByText(/^\d+,\d\d\s€$/).first()).toBeVisible();
  const delivery = calculator.getByRole('list', { name: 'Lieferland: Deutschland' });
  await expect(delivery.getByRole('listitem')).toHaveText([
    'Standardversand 4,95 €, Lieferzeit 2–3 Werktage',
    'Versandkostenfrei ab 59 € Bestellwert',
    'Expressversand 12,95 €, Lieferzeit 1 Werktag',
  ]);
  // The same amounts as the shipping page's row for Germany.
  await page.goto(shopUrl('de.poster.localhost', '/versandkosten'));
  await expect(page.getByRole('main').getByText(/Deutschland:.*Standardversand 4,95 € \(2–3 Werktage\), versandkostenfrei ab 59 €/)).toBeVisible();
});

test('the Swiss shipping page in French names Switzerland’s terms in francs', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('ch.card.localhost', '/fr/frais-de-livraison'));
  const note = page.getByRole('note').filter({ hasText: 'Pays de livraison : Suisse' });
  await expect(note.getByRole('listitem')).toHaveText([
    /^Livraison standard 4\.90\sCHF, délai de livraison 3 à 5 jours ouvrés$/,
    /^Livraison offerte dès 59\sCHF d’achat$/,
    /^Livraison express 14\.90\sCHF, délai de livraison 1 à 2 jours ouvrés$/,
  ]);
});

for (const [host, path] of [['de.poster.localhost', '/leinwanddruck'], ['ch.card.localhost', '/fr/frais-de-livraison']] as const) {
  test(`${host}${path} with its delivery lines at 390 and 1366 px: no serious axe finding, no sideways scrolling @js-on-only`, async ({ page }) => {
    test.setTimeout(60_000);
    await expectContentAxeCleanAtBothWidths(page, shopUrl(host, path));
  });
}
