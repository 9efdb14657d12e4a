import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/expect-axe-clean.ts';
import { shopUrl } from '../support/urls.ts';

/**
 * axe-core over the page types a shopper meets first, in both channels, each at a phone's or a
 * desktop screen's width: no serious or critical violation, colour contrast included. The calculator page
 * is checked with its more-formats dialog open, the state with the most controls on screen; the
 * other pages with the burger (phone) or a flyout (desktop) open.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type PageState = { name: string; open: (page: Page) => Promise<void> };
/** `then`: a second state checked on the same load, after the first (decision 0048). */
type PageCase = { name: string; path: string; viewport: typeof PHONE; open?: (page: Page) => Promise<void>; then?: PageState };

/**
 * Each page kind once, at one width (decision 0035): axe reads the same markup at both, so the
 * widths alternate so that each channel is checked with the burger (phone) and with a flyout
 * (desktop) open, and each state that exists at one width only is checked at that width (the
 * footer's collapsed lists opened on a phone, the light version's burger).
 */
const channels = [
  {
    host: 'de.poster.localhost',
    pages: [
      { name: 'home', path: '/', viewport: PHONE },
      { name: 'product page', path: '/leinwanddruck', viewport: DESKTOP, then: { name: 'calculator with more formats', open: openMoreFormats } },
      { name: 'design listing', path: '/products', viewport: PHONE },
      { name: 'not found', path: '/gibt-es-nicht', viewport: DESKTOP },
      // The consent banner of a first visit, and its second layer (open whatever the stored choice).
      { name: 'consent banner', path: '/fotobuch', viewport: PHONE, open: forgetConsent },
      { name: 'consent settings', path: '/fotobuch?consent=settings', viewport: DESKTOP },
      { name: 'service with contact form and toolbox', path: '/service', viewport: PHONE },
      { name: 'footer with every list and tile open and the reviews turned', path: '/leinwanddruck', viewport: PHONE, open: openFooter },
      // Light mode (decision 0018): no scripts, no flyouts, its own footer.
      { name: 'light version of the home page', path: '/', viewport: PHONE, open: goLight },
      { name: 'light version of the design listing', path: '/products', viewport: DESKTOP, open: goLight },
    ],
  },
  {
    host: 'de.card.localhost',
    pages: [
      { name: 'home', path: '/', viewport: DESKTOP },
      // Two loads: on a phone the open burger drawer holds the page (closeNavigation).
      { name: 'calculator with more formats', path: '/wandbilder/', viewport: PHONE, open: openMoreFormats },
      { name: 'product page', path: '/wandbilder/', viewport: PHONE },
      { name: 'design listing', path: '/products/', viewport: DESKTOP },
      { name: 'not found', path: '/gibt-es-nicht/', viewport: PHONE },
      { name: 'feed', path: '/feed-card/', viewport: DESKTOP },
    ],
  },
] satisfies { host: string; pages: PageCase[] }[];

/** A first visit: the specs start as a visitor who has answered the banner. */
async function forgetConsent(page: Page) {
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeVisible();
}

/**
 * The light version, as the footer's switch leaves it (a cookie), with the burger open on a phone.
 * axe runs as a script the light page does not carry; playwright injects it all the same.
 */
async function goLight(page: Page) {
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'light_mode', value: '1', domain: url.hostname, path: '/' }]);
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Vollversion' })).toBeAttached();
  if (page.viewportSize()!.width < 1000) {
    await page.getByRole('banner').locator('summary', { hasText: 'Menü' }).click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first()).toBeVisible();
  }
}

/** Opens the more-formats dialog the way a visitor does: by its link in the calculator. */
async function openMoreFormats(page: Page) {
  const link = page.getByRole('link', { name: 'Weitere Formate', exact: true });
  await expect(async () => {
    if (!/dialog=more-formats/.test(page.url())) await link.click({ timeout: 3_000 });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  // The current material's formats are open; one more material is opened, so its buttons
  // (prices, discount badges) are checked too.
  await page.getByRole('dialog').locator('details:not([open]) > summary').first().click();
  await expect(page.getByRole('dialog').locator('details[open]')).toHaveCount(2);
}

/**
 * The navigation in its fullest state: on a phone the burger with a second level and an
 * accordion open, on a desktop screen a flyout opened by keyboard focus.
 */
async function openNavigation(page: Page, width: number) {
  if (width < 1000) {
    const banner = page.getByRole('banner');
    await banner.locator('summary', { hasText: 'Menü' }).click();
    // The burger's drawer is the main navigation; a second level is the item holding an open details.
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.locator('li.f > details > summary').first().click();
    const level = menu.locator('li:has(> details[open])');
    await level.locator('[role=group] details > summary').first().click();
    await expect(level.locator('[role=group] details[open]')).toHaveCount(1);
    return;
  }
  const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await main.locator('li.f > a').first().focus();
  await expect(main.getByRole('group').first()).toBeVisible();
}

/**
 * Closes the flyout openNavigation opened on a desktop screen, so the page behind it takes clicks
 * again. On a phone the open drawer keeps the page (a second click on "Menü" left it open), so a
 * phone case with a second state is not offered.
 */
async function closeNavigation(page: Page, width: number) {
  if (width < 1000) throw new Error('closeNavigation: desktop widths only');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('group').first()).toBeHidden();
}

/** The footer's states beyond the first load: every collapsed list and tile opened, the reviews on their next group. */
async function openFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  // From 720px every list and tile shows already (and their summaries take no clicks).
  if (page.viewportSize()!.width < 720) {
    const closed = footer.locator('details.footer-collapse:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
  }
  const next = footer.getByRole('button', { name: 'Nächste Bewertungen' });
  await next.click();
  await expect(footer.getByRole('button', { name: /^Bewertungen, Seite 2 von/ })).toHaveAttribute('aria-current', 'true');
}

for (const { host, pages } of channels) {
  for (const { viewport, ...pageCase } of pages) {
    // axe is a script run in the page, which the JavaScript-off browser does not run. The
    // markup it checks is the same server-rendered HTML in both projects.
    const name = pageCase.then ? `${pageCase.name}, then ${pageCase.then.name},` : pageCase.name;
    test(`${host} ${name} at ${viewport.width} px has no serious accessibility violation`, { tag: '@js-on-only' }, async ({ page }) => {
      // axe over a whole page takes a few seconds on a loaded machine.
      test.setTimeout(pageCase.then ? 90_000 : 60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(shopUrl(host, pageCase.path));
      await test.step(pageCase.name, async () => {
        // Pages without a state of their own are checked with the navigation open.
        await (pageCase.open ? pageCase.open(page) : openNavigation(page, viewport.width));
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
      const then = pageCase.then;
      if (!then) return;
      await test.step(then.name, async () => {
        if (!pageCase.open) await closeNavigation(page, viewport.width);
        await then.open(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }
}

test.describe('exactly one level-1 heading on every page type', () => {
  for (const host of ['de.poster.localhost', 'de.card.localhost']) {
    const slash = host.startsWith('de.card') ? '/' : '';
    // The other page types' count is server HTML: tests/server/level-one-heading.test.ts (decision 0043).
    test(`${host} design page`, async ({ page }) => {
      await page.goto(shopUrl(host, `/products${slash}`));
      const firstDesign = page.getByRole('list').filter({ has: page.getByRole('link', { name: /–/ }) }).getByRole('link').first();
      await firstDesign.click();
      await expect(page).toHaveURL(/\/themes\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});

test('the action bar with its countdown and the app banner have no serious accessibility violation', { tag: '@js-on-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('de.poster.localhost', '/'));
  const actionBar = page.getByRole('complementary', { name: 'Aktion' });
  await expect(actionBar.locator('time')).toBeVisible();
  expect(await seriousAxeViolations(page, '.action-bar', '.back-to-top', '.messenger')).toEqual([]);
  // A phone shows one promotional bar at a time: the app banner once the sale bar is closed.
  await actionBar.getByRole('button', { name: 'Aktionshinweis schließen' }).click();
  await expect(page.getByRole('complementary', { name: 'Posterly-App' })).toBeVisible();
  expect(await seriousAxeViolations(page, '.app-banner')).toEqual([]);
});
