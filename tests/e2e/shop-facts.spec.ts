import { expect, test } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/**
 * Issue 20 item 13 (decision 0023): a page tells one story. The Austrian host shares the German
 * content yet shows its own hotline in header, footer and imprint; the home page's review figures
 * are the footer's.
 */
// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('the Austrian imprint names one hotline everywhere, the header\'s', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('at.poster.localhost', '/impressum'));
  const telLinks = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(telLinks.length).toBeGreaterThan(1);
  expect(new Set(telLinks)).toEqual(new Set(['tel:+4312345670']));
  const text = await page.locator('body').innerText();
  expect(text).toContain('+43 1 2345 670');
  expect(text).not.toMatch(/\+49|\{hotline/);
});

// Server-rendered HTML or plain HTTP, the same in both projects: run once, in js-off (decision 0027).
test('the home page states the review figures of the footer', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/'));
  const reviews = page.getByRole('region', { name: 'Das sagen unsere Kunden' });
  const score = (await reviews.getByText(/^TrustScore /).innerText()).replace('TrustScore ', '');
  const count = (await reviews.getByRole('link', { name: /Bewertungen/ }).first().innerText()).replace(/\D/g, '');
  await expect(reviews.getByRole('img', { name: `${score} von 5 Sternen` }).first()).toBeVisible();
  const usp = page.getByRole('main').getByText(/Bewertungen mit durchschnittlich/);
  await expect(usp).toHaveText(new RegExp(`^${count.replace(/\B(?=(\d{3})+(?!\d))/g, '.')} Bewertungen mit durchschnittlich ${score.replace(',', ',')} Sternen$`));
});
