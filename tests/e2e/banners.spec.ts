import { expect, test, type Page } from '@playwright/test';
import { shopUrl } from '../support/urls.ts';

/**
 * Action bar with countdown, app-install banner, back-to-top, help messenger and snow, with
 * JavaScript on and off (the projects) on a phone and a desktop screen. Each test starts from
 * the answered-consent cookies alone (a fresh or reset context), so dismissal cookies never leak
 * between tests.
 */

const POSTER = 'de.poster.localhost';
const CARD = 'de.card.localhost';
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const actionBar = (page: Page) => page.getByRole('complementary', { name: 'Aktion' });

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('the action bar shows a countdown and stays closed per campaign', async ({ page }, testInfo) => {
      await page.goto(shopUrl(POSTER, '/'));
      const bar = actionBar(page);
      await expect(bar).toContainText('Wandbilder-Sale');
      const time = bar.locator('time');
      await expect(time).toHaveText(/^\d+ Tage? \d{2}:\d{2}:\d{2}$/);
      if (testInfo.project.name === 'js-on') {
        const shown = await time.textContent();
        await expect(time).not.toHaveText(shown ?? '');
      }

      await bar.getByRole('button', { name: 'Aktionshinweis schließen' }).click();
      await expect(actionBar(page)).toHaveCount(0);
      await expect(page).toHaveURL(shopUrl(POSTER, '/'));
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(actionBar(page)).toHaveCount(0);

      // Another campaign on another page is still there.
      await page.goto(shopUrl(POSTER, '/leinwanddruck'));
      await expect(actionBar(page)).toContainText('Aufhängeset gratis');
      await expect(actionBar(page).locator('time')).toHaveCount(0);
    });

    test('a legal page has no action bar', async ({ page }) => {
      await page.goto(shopUrl(POSTER, '/impressum'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(actionBar(page)).toHaveCount(0);
    });

    test('the app banner shows on phones and stays closed once closed', async ({ page }) => {
      await page.goto(shopUrl(POSTER, '/'));
      const banner = page.getByRole('complementary', { name: 'Posterly-App' });
      if (viewport.width >= 1024) {
        await expect(banner).toBeHidden();
        return;
      }
      // One promotional bar at a time on a phone: the sale bar first, the app banner once it is closed.
      await expect(actionBar(page)).toBeVisible();
      await expect(banner).toBeHidden();
      await actionBar(page).getByRole('button', { name: 'Aktionshinweis schließen' }).click();
      await expect(actionBar(page)).toHaveCount(0);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('4,6');
      await banner.getByRole('button', { name: 'App-Hinweis schließen' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(banner).toHaveCount(0);
    });

    // One page load for both (decision 0048): back to top leaves the page where it was loaded; the
    // messenger's link without JavaScript leaves the page, so it comes last.
    test('back to top appears after scrolling back up and returns to the top; the help messenger loads its script on the first click only', async ({ page }, testInfo) => {
      const scriptRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/stand-ins/messenger.js')) scriptRequests.push(request.url());
      });
      await page.goto(shopUrl(POSTER, '/'));

      await test.step('back to top appears after scrolling back up and returns to the top', async () => {
        const backToTop = page.getByRole('link', { name: 'Nach oben' });
        await expect(backToTop).toBeHidden();
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.mouse.wheel(0, viewport.height * 2);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport.height);
        // Scrolling down: it stays out of the way.
        await expect(backToTop).toBeHidden();
        await page.mouse.wheel(0, -120);
        await expect(backToTop).toBeVisible();
        await backToTop.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });

      await test.step('the help messenger loads its script on the first click only', async () => {
        if (testInfo.project.name === 'js-off') {
          const link = page.getByRole('link', { name: 'Chat mit dem Kundenservice' });
          await expect(link).toHaveAttribute('href', '/service');
          await link.click();
          await expect(page).toHaveURL(shopUrl(POSTER, '/service'));
          expect(scriptRequests).toEqual([]);
          return;
        }
        const launcher = page.getByRole('button', { name: 'Chat mit dem Kundenservice' });
        await expect(launcher).toBeVisible();
        expect(scriptRequests).toEqual([]);
        await launcher.click();
        const chat = page.getByRole('dialog', { name: 'Chat' });
        await expect(chat).toBeVisible();
        await expect(launcher).toBeHidden();
        expect(scriptRequests).toHaveLength(1);
        await chat.getByRole('button', { name: 'Close chat' }).click();
        await expect(launcher).toBeVisible();
        await launcher.click();
        await expect(chat).toBeVisible();
        expect(scriptRequests).toHaveLength(1);
      });
    });

    // Pure CSS, the same without JavaScript; the suite browses with reduced motion, so this test
    // asks for motion itself (decision 0035).
    test('snow falls where content switches it on, and not under reduced motion', { tag: '@js-off-only' }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(shopUrl(CARD, '/'));
      const snow = page.locator('[data-snow]');
      await expect(snow).toBeVisible();
      await expect(snow).toHaveAttribute('aria-hidden', 'true');
      await expect(snow.locator('i')).toHaveCount(199);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(snow).toBeHidden();
      await page.goto(shopUrl(POSTER, '/'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-snow]')).toHaveCount(0);
    });
  });
}

// Without JavaScript the launcher is a link.
test('a messenger script that fails to load resets the launcher silently; the next click loads it', { tag: '@js-on-only' }, async ({ page }) => {
  let attempts = 0;
  await page.route('**/stand-ins/messenger.js', async (route) => {
    attempts += 1;
    // The first attempt fails after a moment (long enough to see the loading label), the next one loads.
    if (attempts === 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return route.abort();
    }
    return route.continue();
  });
  await page.goto(shopUrl(POSTER, '/impressum'));
  const launcher = page.getByRole('button', { name: 'Chat mit dem Kundenservice' });
  await launcher.click();
  await expect(page.getByRole('button', { name: 'Chat wird geladen …' })).toBeVisible();
  await expect(launcher).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Chat' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeVisible();
  expect(attempts).toBe(2);
});
