import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shopUrl, viaLoopback } from '../support/urls.ts';
import { SEED_REVIEWS_WRITTEN_BY } from '../../backend/reviews/seed-reviews.ts';

/**
 * The footer and the breadcrumb, with JavaScript on and off, on a phone and a desktop: link lists
 * and contact tiles collapse below 720px (first one open), the language and country switches land
 * on the right page, the reviews are readable without JavaScript and turn with it.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const footerOf = (page: Page) => page.getByRole('contentinfo');

for (const [name, viewport] of [['390 px', PHONE], ['1366 px', DESKTOP]] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    // One page load for both (decision 0043): the breadcrumb's click leaves the page, so it comes last.
    test('link lists and contact tiles (first open on a phone, all open on a desktop), then the breadcrumb under the header and in the footer with the page as plain text', async ({ page }) => {
      await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
      await test.step('link lists and contact tiles: first open on a phone, all open on a desktop', async () => {
        const footer = footerOf(page);
        const firstListLink = footer.getByRole('link', { name: 'Acrylglas' }).first();
        const secondListLink = footer.getByRole('link', { name: 'Fotoabzüge' }).first();
        const firstTile = footer.getByText('Unser Serviceteam hilft');
        const secondTile = footer.getByText('Wir beantworten jede E-Mail');
        await expect(firstListLink).toBeVisible();
        await expect(firstTile).toBeVisible();
        if (viewport === PHONE) {
          await expect(secondListLink).toBeHidden();
          await expect(secondTile).toBeHidden();
          await footer.getByText('Schreiben Sie uns', { exact: true }).click();
          await expect(secondTile).toBeVisible();
        } else {
          await expect(secondListLink).toBeVisible();
          await expect(secondTile).toBeVisible();
        }
      });
      await test.step('breadcrumb under the header and in the footer, with the page as plain text', async () => {
        for (const trail of [page.getByRole('navigation', { name: 'Brotkrumennavigation' }), page.getByRole('navigation', { name: 'Sie sind hier' })]) {
          await expect(trail.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
          await expect(trail.getByRole('link', { name: 'Wandbilder' })).toHaveAttribute('href', '/wandbilder');
          await expect(trail.getByText('Leinwanddruck', { exact: true })).toHaveAttribute('aria-current', 'page');
        }
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
        expect(jsonLd['@type']).toBe('BreadcrumbList');
        expect(jsonLd.itemListElement).toHaveLength(3);
        await page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Wandbilder' }).click();
        await expect(page).toHaveURL(shopUrl('de.poster.localhost', '/wandbilder'));
      });
    });

    test('the language switch lands on the same page in the other language (poster)', async ({ page }) => {
      await page.goto(shopUrl('ch.poster.localhost', '/fr/impression-sur-toile'));
      await footerOf(page).getByRole('region', { name: 'Langues' }).getByRole('link', { name: 'Italiano' }).click();
      await expect(page).toHaveURL(shopUrl('ch.poster.localhost', '/it/stampa-su-tela'));
      await footerOf(page).getByRole('region', { name: 'Lingue' }).getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(shopUrl('ch.poster.localhost', '/leinwanddruck'));
      await expect(page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByText('Leinwanddruck', { exact: true })).toBeVisible();
    });

    test('the language switch and the country switch (card)', async ({ page }) => {
      await page.goto(shopUrl('ch.card.localhost', '/fr/livre-photo/'));
      await footerOf(page).getByRole('region', { name: 'Langues' }).getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(shopUrl('ch.card.localhost', '/fotobuch/'));
      await footerOf(page).getByRole('region', { name: 'International' }).getByRole('link', { name: 'Österreich' }).click();
      await expect(page).toHaveURL(shopUrl('at.card.localhost', '/'));
    });

    test('reviews: every one readable in the row; with JavaScript next and dots turn the groups', async ({ page }, testInfo) => {
      await page.goto(shopUrl('gb.poster.localhost', '/'));
      const reviews = footerOf(page).getByRole('region', { name: 'What our customers say' });
      await expect(reviews.getByText(/^TrustScore \d\.\d$/)).toBeVisible();
      await expect(reviews.getByRole('link', { name: /^\d+ reviews$/ })).toBeVisible();
      const slides = reviews.getByRole('listitem');
      await expect(slides).toHaveCount(7);
      await expect(reviews.getByRole('heading', { level: 3 })).toHaveText(
        ['Pin-sharp print', 'Fast delivery', 'Lovely frame', 'A perfect gift', 'Easy to design', 'Great quality', 'Always a pleasure'],
      );
      // Every review says how old it is, counted from its own date (seeded with the review, not
      // with the backend's start; the rule itself: src/lib/intl/format-time-ago.test.ts).
      await expect(reviews.getByText(/^(just now|\d+ minutes? ago|\d+ (hours?|days?|weeks?|months?|years?) ago|yesterday|last (week|month|year))$/)).toHaveCount(7);
      await expect(reviews.locator('time').first()).toHaveAttribute('datetime', new Date(SEED_REVIEWS_WRITTEN_BY).toISOString());
      await expect(reviews.getByRole('img', { name: '5.0 out of 5 stars' }).first()).toBeVisible();
      if (testInfo.project.name === 'js-off') {
        await expect(reviews.getByRole('button')).toHaveCount(0);
        // Without JavaScript the row scrolls, by keyboard too: it is a tab stop the arrow keys move.
        const list = reviews.getByRole('list', { name: 'What our customers say' });
        await list.focus();
        await expect(list).toBeFocused();
        if (viewport === PHONE) {
          await expect(slides.nth(1)).not.toBeInViewport();
          // A press scrolls smoothly, a few dozen pixels each; on a busy machine the presses may
          // land before the focused row has its scroll box, so press until the next one shows.
          await expect(async () => {
            await page.keyboard.press('ArrowRight');
            await expect(slides.nth(1)).toBeInViewport({ timeout: 250 });
          }).toPass({ timeout: 15_000 });
        }
        // The last review can be brought into view.
        await slides.last().scrollIntoViewIfNeeded();
        await expect(slides.last()).toBeInViewport();
        return;
      }
      // The buttons turn the row now: it is no tab stop of its own any more.
      await expect(reviews.getByRole('list')).not.toHaveAttribute('tabindex');
      const groups = viewport === PHONE ? 7 : 3;
      const dots = reviews.getByRole('button', { name: /^Reviews, page \d of \d$/ });
      await expect(dots).toHaveCount(groups);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await reviews.getByRole('button', { name: 'Next reviews' }).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(slides.nth(viewport === PHONE ? 1 : 3)).toBeInViewport();
      // A swipe longer than 50px turns the page; a shorter one does not.
      const row = await reviews.getByRole('list').boundingBox();
      const swipe = async (distance: number) => {
        const y = row!.y + row!.height / 2;
        await page.mouse.move(row!.x + row!.width / 2, y);
        await page.mouse.down();
        await page.mouse.move(row!.x + row!.width / 2 - distance, y, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(30);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await swipe(120);
      await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
      await dots.last().click();
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
      // The ends wrap around.
      await reviews.getByRole('button', { name: 'Next reviews' }).click();
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await reviews.getByRole('button', { name: 'Previous reviews' }).click();
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
    });
  });
}

test('the footer content\'s cookie settings link opens the consent settings on the current page', async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/fr/impression-sur-toile'));
  await expect(footerOf(page).getByRole('link', { name: 'Paramètres des cookies' })).toHaveAttribute('href', '/fr/impression-sur-toile?consent=settings#consent-settings');
  test.setTimeout(60_000);
  await page.goto(shopUrl('de.card.localhost', '/'));
  // The content's own link, an entry of its legal box's list; the shop adds none beside it.
  const link = footerOf(page).getByRole('link', { name: 'Cookie-Einstellungen' });
  await expect(link).toHaveCount(1);
  await expect(footerOf(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Cookie-Einstellungen' }) })).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/\?consent=settings#consent-settings$/);
  await expect(page.getByRole('group', { name: 'Kategorien' })).toBeVisible();
});

// Every language of both channels, one cheap request each: reviews in the language, the footer
// boxes, and the cookie settings link.
const HOMES = [
  ['de.poster.localhost', 'Das sagen unsere Kunden'],
  ['gb.poster.localhost', 'What our customers say'],
  ['com.poster.localhost', 'What our customers say'],
  ['fr.poster.localhost', 'L’avis de nos clients'],
  ['es.poster.localhost', 'Lo que dicen nuestros clientes'],
  ['it.poster.localhost', 'Cosa dicono i nostri clienti'],
  ['nl.poster.localhost', 'Wat onze klanten zeggen'],
] as const;

// Server-rendered HTML only: once is enough (decision 0027).
test('every language of both channels has reviews, boxes and the cookie settings link', { tag: '@js-off-only' }, async ({ request }) => {
  for (const channel of ['poster', 'card']) {
    for (const [host, headline] of HOMES) {
      const response = await request.get(...viaLoopback(host.replace('poster', channel)));
      expect(response.status(), host).toBe(200);
      const html = await response.text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer, `${channel} ${host}`).toContain(headline);
      expect(footer).toContain('review__title');
      expect(footer).toContain('footer-box--service');
      expect(footer).toContain('footer-box--international');
      expect(footer).toContain('?consent=settings');
    }
  }
});

test.describe('with a visitor that gets flags', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });

  test('the customer opinions move after the link boxes when their treatment is on', async ({ page }) => {
    const order = async () =>
      page.locator('footer > div').evaluateAll((sections) => sections.map((section) => section.className.replace(/.*--/, '')).slice(0, 2));
    await page.goto(shopUrl('de.poster.localhost', '/?_flag_off=footer-customer-opinions-order'));
    expect(await order()).toEqual(['reviews', 'linkBoxes']);
    await page.goto(shopUrl('de.poster.localhost', '/?_flag_on=footer-customer-opinions-order'));
    expect(await order()).toEqual(['linkBoxes', 'reviews']);
  });
});
