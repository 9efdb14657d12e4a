import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAxeCleanWithoutSidewaysScroll } from '../support/expect-axe-clean.ts';
import { backendUrl, shopUrl } from '../support/urls.ts';

/**
 * Decision 0032: the feed pages show the newest designs of the product's design groups, the same
 * designs the shop API's group calls answer for the host, each leading to its design page.
 */
async function newestNames(request: APIRequestContext, path: string, locale: string) {
  const answer = await (await request.get(backendUrl(path), { headers: { 'x-channel': 'poster', 'x-locale': locale } })).json() as
    { designs?: { name: string; createdAt: string }[]; groups?: { designs: { name: string; createdAt: string }[] }[] };
  const designs = answer.designs ?? (answer.groups ?? []).flatMap((group) => group.designs);
  return [...new Map(designs.map((design) => [design.name, design])).values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 12).map((design) => design.name);
}

test('the calendar feed lists the newest designs of the calendar design group', async ({ page, request }) => {
  const expected = await newestNames(request, '/web-api/calendar-design-group', 'de-DE');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(shopUrl('de.poster.localhost', '/feed-calendar'));
  const feed = page.getByRole('region', { name: 'Neu eingetroffen' });
  const links = feed.getByRole('list').last().getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [index, name] of expected.entries()) await expect(links.nth(index)).toContainText(name);
  await links.first().click();
  // The design's own page (the themes page with the design open) names it.
  await expect(page.getByRole('heading', { name: expected[0]! })).toBeVisible();
});

test('the collage feed lists the newest designs of every collage type\'s group, in the host\'s language', { tag: '@js-off-only' }, async ({ page, request }) => {
  const expected = await newestNames(request, '/web-api/collage-designer-design-groups?name[]=leinwand&name[]=poster&name[]=framedPoster&name[]=mixed', 'fr-CH');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(shopUrl('ch.poster.localhost', '/fr/feed-collage'));
  const names = await page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link') }).allInnerTexts();
  const shown = expected.filter((name) => names.some((text) => text.includes(name)));
  expect(shown).toEqual(expected);
});

test('the calendar landing page is reached from the calendar page, accessible and without sideways scrolling at 390 and 1366 px @js-on-only', async ({ page }) => {
  for (const [host, path, width, height] of [['de.poster.localhost', '/fotokalender', 390, 844], ['com.card.localhost', '/photo-calendars/', 1366, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(shopUrl(host, path));
    await page.getByRole('link', { name: /^(Alle Fotokalender|All photo calendars)$/ }).first().click();
    await expect(page).toHaveURL(/\/alle-fotokalender\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: /^(Alle Fotokalender|All photo calendars)$/ })).toBeVisible();
    await expectAxeCleanWithoutSidewaysScroll(page, '.calendar-landing');
  }
});
