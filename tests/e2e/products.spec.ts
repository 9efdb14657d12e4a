import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

/**
 * The design cards' links. The grid is an unnamed list whose images are decorative and whose
 * link names are the designs' own, so nothing but its class tells it from the other lists.
 */
function designLinks(page: Page): Locator {
  return page.locator('.design-grid').getByRole('link');
}

/** The design ids of the cards on the page, in order. */
async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await designLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/\/$/, '').split('/').at(-1)!);
}

function filterForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Filtern' });
}

function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: /^Seite \d+ von \d+$/ });
}

/** The parameters the designer stand-in lists, one row each. */
async function readDesignerParameters(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  return Object.fromEntries(await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent])));
}

/** What the shop API itself answers, to check the page against. */
async function askThemesApi(request: APIRequestContext, path: string, channel: string, locale: string) {
  const response = await request.get(backendUrl(path), { headers: { 'x-channel': channel, 'x-locale': locale } });
  expect(response.ok(), path).toBe(true);
  return response.json();
}

test('filter by a facet, then change sort and page size; the form keeps the filter', async ({ page, request }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  await expect(designLinks(page)).toHaveCount(12);

  const form = filterForm(page);
  // The disclosure's summary and the fieldset's (visually hidden) legend both read "Produkt".
  await form.getByText('Produkt', { exact: true }).first().click();
  // Closed, the disclosure hides its checkboxes; they are still what the form sends.
  const products = form.getByRole('group', { name: 'Produkt', includeHidden: true });
  const option = products.getByRole('checkbox').first();
  await expect(option).toBeVisible();
  const value = await option.getAttribute('value');
  const facetCount = Number(/\((\d+)\)/.exec(await option.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? ''))![1]);
  await option.check();
  await form.getByRole('button', { name: 'Filter anwenden' }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]product=${value}(&|$)`));
  const checked = products.getByRole('checkbox', { checked: true, includeHidden: true });
  await expect(checked).toHaveCount(1);
  await expect(checked).toHaveAttribute('value', value!);
  const filtered = await askThemesApi(request, `/web-api/themes?product=${value}`, 'poster', 'de-DE');
  expect(filtered.total).toBe(facetCount);
  await expect(page.getByRole('main').getByRole('status')).toContainText(String(facetCount));
  await expect.poll(() => cardIds(page)).toEqual(filtered.items.map((item: { id: number }) => String(item.id)));

  await form.getByLabel('Sortieren nach').selectOption('created');
  await form.getByLabel(/pro Seite/).selectOption('48');
  await form.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/sort=created/);
  await expect(page).toHaveURL(/perPage=48/);
  const sorted = await askThemesApi(request, `/web-api/themes?product=${value}&sort=created&perPage=48`, 'poster', 'de-DE');
  await expect.poll(() => cardIds(page)).toEqual(sorted.items.map((item: { id: number }) => String(item.id)));
  await expect(checked).toHaveCount(1);
  await expect(checked).toHaveAttribute('value', value!);
  await expect(form.getByLabel('Sortieren nach')).toHaveValue('created');

  // The reset link leads back to the whole listing.
  await form.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(designLinks(page)).toHaveCount(12);
  await expect(page).not.toHaveURL(/product=/);
  await expect(products.getByRole('checkbox', { includeHidden: true })).not.toHaveCount(0);
  await expect(checked).toHaveCount(0);
});

test('page forward and back, keeping the sort', async ({ page, request }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products?sort=created'));
  await expect(designLinks(page)).toHaveCount(12);
  const firstPage = await cardIds(page);
  await pagination(page).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=created/);
  await expect(pagination(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  const expected = await askThemesApi(request, '/web-api/themes?sort=created&page=2', 'poster', 'de-DE');
  const secondPage = expected.items.map((item: { id: number }) => String(item.id));
  await expect.poll(() => cardIds(page)).toEqual(secondPage);
  expect(secondPage.some((id: string) => firstPage.includes(id))).toBe(false);
  await pagination(page).getByRole('link', { name: 'Vorherige Seite' }).click();
  await expect(pagination(page).getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardIds(page)).toEqual(firstPage);
});

test('a theme opens from the listing under the locale prefix, and its call to action reaches the designer with its parameters', async ({ page, request }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr/products'));
  const card = designLinks(page).first();
  const cardText = await card.innerText();
  await card.click();
  await expect(page).toHaveURL(/\/fr\/themes\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const theme = await askThemesApi(request, `/web-api/themes/${id}`, 'poster', 'fr-CH');
  // The card is named by the design, and the theme page is the region of that name.
  expect(cardText).toContain(theme.name);
  await expect(page.getByRole('region', { name: theme.name }).getByRole('heading', { name: theme.name })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();

  await page.getByRole('link', { name: 'Personnaliser maintenant' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Éditeur (simulation)');
  const parameters = await readDesignerParameters(page);
  expect(parameters).toMatchObject({ locale: 'fr-CH', designId: String(id) });
  for (const [key, value] of Object.entries(theme.designerParams as Record<string, string | number>)) {
    expect(parameters[key], key).toBe(String(value));
  }
});

test('the card design pick lists card designs only, with the channel trailing slash', { tag: '@js-off-only' }, async ({ page, request }) => {
  await page.goto(shopUrl('de.card.localhost', '/vorkonfigurator-karten/'));
  await expect(filterForm(page).getByRole('group', { name: 'Produkt' })).toHaveCount(0);
  const cards = await askThemesApi(request, '/web-api/themes?product=card', 'card', 'de-DE');
  await expect.poll(() => cardIds(page)).toEqual(cards.items.map((item: { id: number }) => String(item.id)));
  await expect(designLinks(page).first()).toHaveAttribute('href', /^\/themes\/\d+\/$/);
});

test('an unknown theme id is a 404 with the not-found page', { tag: '@js-off-only' }, async ({ page, request }) => {
  const response = await page.goto(shopUrl('de.poster.localhost', '/themes/999999'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  const [url, options] = viaLoopback('de.card.localhost', '/themes/no-such-theme/');
  expect((await request.get(url, { ...options, maxRedirects: 0 })).status()).toBe(404);
});

test('a page past the end lands on the last page, with designs and a count that agree', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/products?page=99&sort=created'));
  await expect(page).toHaveURL(/[?&]page=\d+/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(99);
  await expect(page).toHaveURL(/sort=created/);
  await expect(page.getByRole('navigation', { name: new RegExp(`${last}`) }).getByRole('link', { name: String(last), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/keine Designs gefunden/)).toHaveCount(0);
  expect(await designLinks(page).count()).toBeGreaterThan(0);
});

test('on a phone the designs come first and the filters sit behind one disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('de.poster.localhost', '/products'));
  // A returning shopper: the one-time campaign and app banners are closed (each a form post that
  // comes back to this page), so the page starts with the header.
  await page.getByRole('button', { name: 'Aktionshinweis schließen' }).click();
  await page.getByRole('button', { name: 'App-Hinweis schließen' }).click();
  await expect(page.getByRole('button', { name: 'App-Hinweis schließen' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Filtern' });
  await expect(form).toBeHidden();
  const firstDesign = designLinks(page).first();
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
