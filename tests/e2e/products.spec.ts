import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

/** The design ids of the cards on the page, in order. */
async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await page.locator('.design-card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/\/$/, '').split('/').at(-1)!);
}

/** What the shop API itself answers, to check the page against. */
async function askThemesApi(request: APIRequestContext, path: string, channel: string, locale: string) {
  const response = await request.get(backendUrl(path), { headers: { 'x-channel': channel, 'x-locale': locale } });
  expect(response.ok(), path).toBe(true);
  return response.json();
}

test('filter by a facet, then change sort and page size; the form keeps the filter', async ({ page, request }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  await expect(page.locator('.design-card')).toHaveCount(12);

  const productFilter = page.locator('details.design-listing__filter', { has: page.locator('input[name=product]') });
  await productFilter.locator('summary').click();
  const option = productFilter.locator('label.design-listing__option').first();
  const value = await option.locator('input').getAttribute('value');
  const facetCount = Number(/\((\d+)\)/.exec(await option.innerText())![1]);
  await option.locator('input').check();
  await page.locator('.design-listing__apply').click();

  await expect(page).toHaveURL(new RegExp(`[?&]product=${value}(&|$)`));
  await expect(page.locator(`input[name=product][value="${value}"]`)).toBeChecked();
  const filtered = await askThemesApi(request, `/web-api/themes?product=${value}`, 'poster', 'de-DE');
  expect(filtered.total).toBe(facetCount);
  await expect(page.locator('.design-listing__count')).toContainText(String(facetCount));
  await expect.poll(() => cardIds(page)).toEqual(filtered.items.map((item: { id: number }) => String(item.id)));

  await page.locator('select[name=sort]').selectOption('created');
  await page.locator('select[name=perPage]').selectOption('48');
  await page.locator('.design-listing__apply').click();
  await expect(page).toHaveURL(/sort=created/);
  await expect(page).toHaveURL(/perPage=48/);
  const sorted = await askThemesApi(request, `/web-api/themes?product=${value}&sort=created&perPage=48`, 'poster', 'de-DE');
  await expect.poll(() => cardIds(page)).toEqual(sorted.items.map((item: { id: number }) => String(item.id)));
  await expect(page.locator(`input[name=product][value="${value}"]`)).toBeChecked();
  await expect(page.locator('select[name=sort]')).toHaveValue('created');

  // The reset link leads back to the whole listing.
  await page.locator('.design-listing__reset').click();
  await expect(page.locator('.design-card')).toHaveCount(12);
  await expect(page.locator('input[name=product]:checked')).toHaveCount(0);
});

test('page forward and back, keeping the sort', async ({ page, request }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products?sort=created'));
  await expect(page.locator('.design-card')).toHaveCount(12);
  const firstPage = await cardIds(page);
  await page.locator('.design-listing__next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=created/);
  await expect(page.locator('.design-listing__pages [aria-current=page]')).toHaveText('2');
  const expected = await askThemesApi(request, '/web-api/themes?sort=created&page=2', 'poster', 'de-DE');
  const secondPage = expected.items.map((item: { id: number }) => String(item.id));
  await expect.poll(() => cardIds(page)).toEqual(secondPage);
  expect(secondPage.some((id: string) => firstPage.includes(id))).toBe(false);
  await page.locator('.design-listing__previous').click();
  await expect(page.locator('.design-listing__pages [aria-current=page]')).toHaveText('1');
  await expect.poll(() => cardIds(page)).toEqual(firstPage);
});

test('a theme opens from the listing under the locale prefix, and its call to action reaches the designer with its parameters', async ({ page, request }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr/products'));
  const card = page.locator('.design-card__link').first();
  const name = await card.locator('.design-card__name').innerText();
  await card.click();
  await expect(page).toHaveURL(/\/fr\/themes\/\d+$/);
  await expect(page.locator('.theme__name')).toHaveText(name);
  await expect(page.locator('.theme__formats tbody tr').first()).toBeVisible();

  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const theme = await askThemesApi(request, `/web-api/themes/${id}`, 'poster', 'fr-CH');
  await page.locator('.theme__cta').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Éditeur (simulation)' })).toBeVisible();
  const parameters = Object.fromEntries(
    await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent])),
  );
  expect(parameters).toMatchObject({ locale: 'fr-CH', designId: String(id) });
  for (const [key, value] of Object.entries(theme.designerParams as Record<string, string | number>)) {
    expect(parameters[key], key).toBe(String(value));
  }
});

test('the card design pick lists card designs only, with the channel trailing slash', async ({ page, request }) => {
  await page.goto(shopUrl('de.card.localhost', '/vorkonfigurator-karten/'));
  await expect(page.locator('input[name=product]')).toHaveCount(0);
  const cards = await askThemesApi(request, '/web-api/themes?product=card', 'card', 'de-DE');
  await expect.poll(() => cardIds(page)).toEqual(cards.items.map((item: { id: number }) => String(item.id)));
  await expect(page.locator('.design-card__link').first()).toHaveAttribute('href', /^\/themes\/\d+\/$/);
});

test('an unknown theme id is a 404 with the not-found page', async ({ page, request }) => {
  const response = await page.goto(shopUrl('de.poster.localhost', '/themes/999999'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  const [url, options] = viaLoopback('de.card.localhost', '/themes/no-such-theme/');
  expect((await request.get(url, { ...options, maxRedirects: 0 })).status()).toBe(404);
});

test('a page past the end lands on the last page, with designs and a count that agree', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products?page=99&sort=created'));
  await expect(page).toHaveURL(/[?&]page=\d+/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(99);
  await expect(page).toHaveURL(/sort=created/);
  await expect(page.getByRole('navigation', { name: new RegExp(`${last}`) }).getByRole('link', { name: String(last), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/keine Designs gefunden/)).toHaveCount(0);
  expect(await page.locator('.design-grid > li').count()).toBeGreaterThan(0);
});

test('on a phone the designs come first and the filters sit behind one disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  const form = page.getByRole('form', { name: 'Filtern' });
  await expect(form).toBeHidden();
  const firstDesign = page.locator('.design-grid').getByRole('link').first();
  await expect(firstDesign).toBeInViewport();
  await page.getByText('Filter und Sortierung', { exact: true }).click();
  await expect(form).toBeVisible();
  // The form still works: choose a sort and apply it.
  await form.getByLabel('Sortieren nach').selectOption('created');
  await form.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/sort=created/);
  await expect(page.getByText('Filter und Sortierung', { exact: true })).toBeVisible();
});

test('on a desktop screen the filters are in view without a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  await expect(page.getByRole('form', { name: 'Filtern' })).toBeVisible();
  await expect(page.getByText('Filter und Sortierung', { exact: true })).toBeHidden();
});
