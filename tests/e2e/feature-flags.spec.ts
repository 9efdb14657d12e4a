import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FIRST_VISIT_STATE } from '../support/consent-state.ts';
import { shopUrl } from '../support/urls.ts';

/**
 * Server-side feature flags (decision 0009), with and without JavaScript. Headless Chromium names
 * itself HeadlessChrome, which counts as a crawler (crawlers get no flags), so these tests browse
 * as an ordinary desktop Chrome; the crawler test uses a search engine's user agent.
 */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.use({ userAgent: DESKTOP_CHROME });

/** The calculator by its anchor (#calculator ends every calculator URL; its heading varies by page). */
function calculatorOf(page: Page): Locator {
  return page.locator('#calculator');
}

/** Material buttons that carry the 'top deal' label (its short German text is "Top"). */
function topDealMaterials(page: Page): Locator {
  return calculatorOf(page).getByRole('button', { name: / Top$/ });
}

function debugBlock(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Feature flags' });
}

function flagRow(page: Page, flag: string): Locator {
  return debugBlock(page).getByRole('row', { name: new RegExp(`^${flag} `) });
}

test('a flag forced on by query shows the top-deal label, and keeps it through a calculator choice', async ({ page }, testInfo) => {
  await page.goto(shopUrl('de.poster.localhost', '/gerahmte-bilder?_flag_on=965'));
  await expect(calculatorOf(page)).toBeVisible();
  await expect(topDealMaterials(page)).toHaveCount(1);
  // With JavaScript the choice re-renders the calculator in place through a server action, which
  // evaluates the flags for the page it came from; without, the GET form carries the page's
  // underscore parameters, so the override goes along.
  const enhanced = testInfo.project.name === 'js-on';
  if (enhanced) {
    // The calculator's readiness mark (no role): before it, a choice is an ordinary page load.
    await page.locator('.calculator-enhancer[data-enhanced]').waitFor();
    await page.evaluate(() => ((window as unknown as { flagMark: number }).flagMark = 1));
  }
  await calculatorOf(page).getByRole('button', { name: /^40 x 60 cm/ }).click();
  await expect(page).toHaveURL(/_flag_on=965.*calc-format=400x600/);
  await expect(calculatorOf(page).getByRole('button', { name: /^40 x 60 cm/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(topDealMaterials(page)).toHaveCount(1);
  if (enhanced) expect(await page.evaluate(() => (window as unknown as { flagMark?: number }).flagMark)).toBe(1);
});

test('a flag forced off by query hides the label, by key or by experiment id', { tag: '@js-off-only' }, async ({ page }) => {
  for (const query of ['_flag_off=965', '_flag_off=calculator-top-deal-965', '_flags=off']) {
    await page.goto(shopUrl('de.poster.localhost', `/gerahmte-bilder?${query}`));
    await expect(calculatorOf(page), query).toBeVisible();
    await expect(topDealMaterials(page), query).toHaveCount(0);
  }
});

test('the portrait experiment forced on turns the formats upright', { tag: '@js-off-only' }, async ({ page }) => {
  const formatButtons = (name: RegExp) => calculatorOf(page).getByRole('group', { name: 'Format', exact: true }).getByRole('button', { name });
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?_flag_off=calculator-portrait-format'));
  await expect(formatButtons(/^60 x 40 cm/)).not.toHaveCount(0);
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?_flag_on=calculator-portrait-format'));
  await expect(formatButtons(/^40 x 60 cm/)).not.toHaveCount(0);
  await expect(formatButtons(/^60 x 40 cm/)).toHaveCount(0);
});

test('paths starting with /posterdruck switch their A/B treatment on (debug block)', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/posterdruck?splitDebug'));
  await expect(flagRow(page, 'posterdruck-landing')).toContainText('path rule');
  await expect(flagRow(page, 'posterdruck-landing').getByRole('cell', { name: 'on', exact: true })).toBeVisible();
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck?_debug'));
  await expect(flagRow(page, 'posterdruck-landing').getByRole('cell', { name: 'on', exact: true })).toHaveCount(0);
  await expect(flagRow(page, 'calculator-top-deal-965')).toContainText('evaluated');
});

test('the /posterdruck landing page shows the campaign variant its path switches on, in every language', { tag: '@js-off-only' }, async ({ page }) => {
  const response = await page.goto(shopUrl('de.poster.localhost', '/posterdruck'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posterdruck: Ihr Foto als Poster');
  await expect(page.getByText(/^Aktion Posterdruck:/)).toBeVisible();
  await expect(page.getByText(/^Drucken Sie Ihr Lieblingsfoto/)).toHaveCount(0);
  // Nothing the shipping page and the cart do not keep (the variant offered free delivery from the first poster).
  await expect(page.getByRole('main')).not.toContainText(/Versand|kostenlos/);
  // And a way on, to the designs a poster is made from.
  await page.getByRole('main').getByRole('link', { name: 'Poster-Designs ansehen' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designs für Ihre Wände');
  await page.goto(shopUrl('fr.poster.localhost', '/posterdruck'));
  await expect(page.getByText(/^Offre impression de posters/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Voir les designs de posters' })).toHaveAttribute('href', '/products');
});

test('a visitor gets a one-year user key cookie that scripts may read; the page has no debug block without asking', { tag: '@js-off-only' }, async ({ page, context }) => {
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  await expect(debugBlock(page)).toHaveCount(0);
  const cookies = await context.cookies();
  const key = cookies.find((cookie) => cookie.name === 'flag_user_key');
  expect(key).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
  expect(key!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  // The same key on the next page: buckets stay put.
  await page.goto(shopUrl('de.poster.localhost', '/acrylglas?_debug'));
  await expect(debugBlock(page).getByRole('definition').filter({ hasText: key!.value })).toHaveCount(1);
});

test.describe('crawlers', () => {
  // A crawler arrives without cookies (the other specs start with the consent banner answered).
  test.use({ userAgent: GOOGLEBOT, storageState: FIRST_VISIT_STATE });

  test('get no cookie and the default treatments, overrides included', { tag: '@js-off-only' }, async ({ page, context }) => {
    await page.goto(shopUrl('de.poster.localhost', '/gerahmte-bilder?_flag_on=965&_debug'));
    await expect(calculatorOf(page)).toBeVisible();
    await expect(topDealMaterials(page)).toHaveCount(0);
    await expect(flagRow(page, 'calculator-top-deal-965')).toContainText('crawler');
    expect(await context.cookies()).toEqual([]);
  });
});
