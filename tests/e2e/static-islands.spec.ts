import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';
import { waitForHydration } from '../support/wait-for-hydration.ts';

/**
 * Static islands (decision 0017): with JavaScript, the parts the first document's payload carries
 * without children keep the server's DOM through hydration, stay usable, and are still there
 * (once) after the client router renders the page again from a full payload.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'islands only change what JavaScript hydrates; without it the page is its HTML');

/** Errors React reports while hydrating (a mismatch is reported, then the page is rendered again). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|minified react error/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function linkTexts(page: Page, landmark: 'contentinfo' | 'main') {
  return page.getByRole(landmark).getByRole('link').allTextContents();
}

/**
 * Opens the log-in dialog and closes it again, in place: the client router renders the page twice
 * from full payloads, so every island turns live (new DOM). Closed by its link, which works the
 * same with or without the dialog's script (Escape needs that script ready). Checks that the
 * document stayed the same (no page load).
 */
async function openAndCloseDialogInPlace(page: Page) {
  await page.evaluate(() => Object.assign(window, { pageBehind: 'still here' }));
  await page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Schließen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pageBehind?: string }).pageBehind)).toBe('still here');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the home page hydrates around its islands and keeps them through an in-place dialog`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await page.goto(shopUrl('de.poster.localhost', '/'));
    await waitForHydration(page);
    // The carousel is a client component next to the islands: hydrated, it shows its buttons.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Nächste Bewertungen' })).toBeVisible();
    const footerLinks = await linkTexts(page, 'contentinfo');
    const mainLinks = await linkTexts(page, 'main');
    expect(footerLinks.length).toBeGreaterThan(20);
    expect(mainLinks.length).toBeGreaterThan(5);

    await openAndCloseDialogInPlace(page);
    expect(await linkTexts(page, 'contentinfo')).toEqual(footerLinks);
    expect(await linkTexts(page, 'main')).toEqual(mainLinks);
    expect(errors).toEqual([]);
  });
}

test('a flyout still closes when the pointer leaves after the navigation island turned live', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(shopUrl('de.poster.localhost', '/'));
  await waitForHydration(page);
  await openAndCloseDialogInPlace(page);

  const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const flyout = main.getByRole('group', { name: 'Gerahmte Bilder' });
  await main.getByRole('link', { name: 'Gerahmte Bilder', exact: true }).hover();
  await expect(flyout).toBeVisible();
  // Keyboard focus stays in the flyout's item after a click; only the scroller's script closes it.
  await flyout.getByRole('link', { name: 'Schwarz' }).focus();
  await page.mouse.move(10, 880);
  await expect(flyout).toBeHidden();
});
