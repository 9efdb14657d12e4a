import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

test('a missing page answers 404 with a page for shoppers: their language, categories, designs and the way home', async ({ page }) => {
  const response = await page.goto(shopUrl('ch.poster.localhost', '/fr/cette-page-nexiste-pas'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  const main = page.getByRole('main');
  await expect(main).not.toContainText('story not found');

  const categories = main.getByRole('navigation', { name: 'Nos produits' });
  await categories.getByRole('link', { name: 'Toile' }).click();
  await expect(page).toHaveURL(shopUrl('ch.poster.localhost', '/fr/impression-sur-toile'));
  await page.goBack();

  await main.getByRole('link', { name: 'Parcourir et filtrer tous les designs' }).click();
  await expect(page).toHaveURL(shopUrl('ch.poster.localhost', '/fr/products'));
  await expect(page.getByRole('form')).toBeVisible();
  await page.goBack();

  await main.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(shopUrl('ch.poster.localhost', '/fr'));
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('an unknown route shows the same page, without the developer message', { tag: '@js-off-only' }, async ({ page }) => {
  const response = await page.goto(shopUrl('de.card.localhost', '/themes'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('main')).not.toContainText('Page Not Found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});
