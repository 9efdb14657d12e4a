import { expect, test, type Page } from '@playwright/test';
import { buildPreviewQuery } from '../../src/lib/content/preview-token.ts';
import { backendUrl, shopUrl } from '../support/urls.ts';

/**
 * The shop's navigation as a shopper uses it, with JavaScript on and off: the burger and its
 * levels on a phone, flyouts on hover and keyboard focus on a desktop screen, the sub-navigation
 * of the page's product family and the desktop platform's back link.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

function burgerToggle(page: Page, name: string) {
  return page.getByRole('banner').locator('summary', { hasText: name });
}

test.describe('burger at 390 px', () => {
  test.use({ viewport: phone });

  test('opens, shows a second level with a back link and third-level accordions', async ({ page }) => {
    await page.goto(shopUrl('de.poster.localhost'));
    // One tree: the main navigation (a scrolling bar on a phone too) is the burger's drawer while the toggle is open.
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(menu.getByRole('link', { name: 'Magazin' })).toBeHidden();
    await expect(menu.locator('summary', { hasText: 'Fotobücher' })).toBeHidden();
    await burgerToggle(page, 'Menü').click();
    // Magazine and service are in the burger on a phone, not gone.
    await expect(menu.getByRole('link', { name: 'Magazin' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^\+49/ })).toHaveAttribute('href', /^tel:\+49/);

    await menu.locator('summary', { hasText: 'Fotobücher' }).click();
    await expect(menu.getByRole('link', { name: 'Alle anzeigen: Fotobücher' })).toBeVisible();
    const level = menu.locator('li:has(> details[open])');
    await expect(level.locator('summary', { hasText: 'Kategorien' })).toBeVisible();
    await level.locator('summary', { hasText: 'Fotobuch-Typen' }).click();
    await expect(level.getByRole('link', { name: 'Echtfotobuch' })).toBeVisible();
    await expect(level.getByRole('link', { name: 'Ohne Vorlage starten' })).toBeVisible();

    // Back: the open level's summary closes it, and the first level shows again.
    await menu.locator('details[open] > summary', { hasText: 'Fotobücher' }).click();
    await expect(menu.getByRole('link', { name: 'Alle anzeigen: Fotobücher' })).toBeHidden();
    await expect(menu.locator('summary', { hasText: 'Wandbilder' })).toBeVisible();
  });

  test('leads to the page of a third-level entry', async ({ page }) => {
    await page.goto(shopUrl('de.card.localhost'));
    await burgerToggle(page, 'Menü').click();
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.locator('summary', { hasText: 'Hochzeit' }).click();
    const level = menu.locator('li:has(> details[open])');
    await level.locator('summary', { hasText: 'Anlässe' }).click();
    await level.locator('div:has(> details[open])').getByRole('link', { name: 'Geburt & Taufe' }).click();
    await expect(page).toHaveURL(shopUrl('de.card.localhost', '/geburtskarten/'));
  });

  test('draws the content\'s own burger tree instead of the main list when the navigation story has one', async ({ page, request }, testInfo) => {
    // A draft of the navigation story, seen through an editor token for it; one channel per project, so the two never share a draft.
    const channel = testInfo.project.name === 'js-off' ? 'card' : 'poster';
    const slug = `${channel}/de-de/global/navigation`;
    const read = await request.get(backendUrl(`/v2/cdn/stories/${slug}?version=draft&token=embedded-preview`));
    const { story } = (await read.json()) as { story: { id: number; content: { items: Array<{ text: string }>; burger: Record<string, unknown> } } };
    const original = JSON.parse(JSON.stringify(story.content)) as typeof story.content;
    const link = (url: string) => ({ linktype: 'url', url });
    const leaf = (uid: string, text: string, url: string) => ({ _uid: uid, component: 'burgerItem', text, url: link(url), subItems: [] });
    story.content.burger.mainNavigationItems = [
      {
        ...leaf('e2e-t1', 'Schnell gefunden', '/products'),
        subItems: [leaf('e2e-t2', 'Über uns', '/ueber-uns'), { ...leaf('e2e-t3', 'Hilfe', '/service'), subItems: [leaf('e2e-t4', 'Impressum', '/impressum'), leaf('e2e-t5', 'Datenschutz', '/datenschutz')] }],
      },
      leaf('e2e-t6', 'Startseite', '/'),
    ];
    const save = (content: unknown) => request.post(backendUrl('/dev/visual-editor/save'), { data: { id: story.id, content } });
    expect((await save(story.content)).ok()).toBe(true);
    try {
      const query = buildPreviewQuery({ spaceId: '100001', previewToken: 'embedded-preview', storyId: story.id });
      await page.goto(shopUrl(`de.${channel}.localhost`, `/?${query}`));
      await burgerToggle(page, 'Menü').click();
      const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await expect(menu.getByRole('link', { name: 'Startseite' })).toBeVisible();
      // The main list is not drawn beside the tree: no link twice.
      await expect(menu.getByRole('link', { name: original.items[0]!.text, exact: true }).filter({ visible: true })).toHaveCount(0);
      await menu.locator('summary', { hasText: 'Schnell gefunden' }).click();
      await expect(menu.getByRole('link', { name: 'Alle anzeigen: Schnell gefunden' })).toBeVisible();
      const level = menu.getByRole('group', { name: 'Schnell gefunden' });
      await expect(level.getByRole('link', { name: 'Über uns' })).toBeVisible();
      await expect(level.getByRole('link', { name: 'Impressum' })).toBeHidden();
      await level.locator('summary', { hasText: 'Hilfe' }).click();
      await expect(level.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', /\/impressum\/?$/);
      await expect(level.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
      // The burger's extras stay below the tree.
      await expect(menu.getByRole('link', { name: 'Magazin' })).toBeVisible();
    } finally {
      await save(original);
    }
  });

  test('is gone at 1000 px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(shopUrl('de.poster.localhost'));
    await expect(burgerToggle(page, 'Menü')).toBeHidden();
  });
});

test.describe('flyouts at 1366 px', () => {
  test.use({ viewport: desktop });

  // Hover is the same CSS with JavaScript off; the keyboard test covers that project.
  test('a flyout opens on hover and closes when the mouse leaves', { tag: '@js-on-only' }, async ({ page }) => {
    await page.goto(shopUrl('de.poster.localhost'));
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const flyout = main.getByRole('group', { name: 'Gerahmte Bilder' });
    await expect(flyout).toBeHidden();
    await main.getByRole('link', { name: 'Gerahmte Bilder', exact: true }).hover();
    await expect(flyout).toBeVisible();
    // The frame flyout: three columns, then colours, other frames and more in a second row.
    for (const title of ['Poster', 'Leinwand', 'Platten', 'Rahmenfarben', 'Weitere Rahmen', 'Mehr entdecken']) {
      await expect(flyout.getByText(title, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
    await flyout.getByRole('link', { name: 'Schwarz' }).hover();
    await expect(flyout).toBeVisible();
    await page.mouse.move(10, 880);
    await expect(flyout).toBeHidden();
  });

  test('a flyout opens on keyboard focus and its links are reachable', async ({ page }) => {
    await page.goto(shopUrl('de.poster.localhost'));
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await main.getByRole('link', { name: 'Fotobücher', exact: true }).focus();
    const flyout = main.getByRole('group', { name: 'Fotobücher' });
    await expect(flyout).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('link', { name: 'Hochzeit' })).toBeFocused();
    await expect(flyout.getByRole('link', { name: /Fotobuch-Assistent/ })).toBeVisible();
  });

  test('the card channel has its own flyout kinds', async ({ page }) => {
    await page.goto(shopUrl('de.card.localhost'));
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await main.getByRole('link', { name: 'Fotokalender', exact: true }).focus();
    const calendars = main.getByRole('group', { name: 'Fotokalender' });
    // Calendar categories are the catalogue's, each a filtered listing (issue 20).
    await expect(calendars.getByRole('link', { name: 'Botanik' })).toHaveAttribute('href', '/products/product/calendar/category/botanik/');
    await main.getByRole('link', { name: 'Hochzeit', exact: true }).focus();
    const cards = main.getByRole('group', { name: 'Hochzeit' });
    await expect(cards.getByText('Anlässe').filter({ visible: true })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Weihnachten' })).toBeVisible();
    await expect(calendars).toBeHidden();
  });

  test('burger-only items stay out of the main bar, the current page is marked', async ({ page }) => {
    await page.goto(shopUrl('de.poster.localhost', '/fotocollage'));
    const main = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(main.getByRole('link', { name: 'Bilderbox' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Collagen', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('sub-navigation', () => {
  for (const viewport of [phone, desktop]) {
    test(`marks the tile of the current page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(shopUrl('de.poster.localhost', '/acrylglas'));
      const sub = page.getByRole('navigation', { name: 'Kategorien dieser Seite' });
      const tile = sub.getByRole('link', { name: 'Acrylglas & Alu' });
      await expect(tile).toHaveAttribute('aria-current', 'page');
      await expect(sub.getByRole('link', { name: 'Leinwand' })).not.toHaveAttribute('aria-current', 'page');
      // With JavaScript the active tile is scrolled into view; without, the bar scrolls by hand.
      if (test.info().project.name === 'js-on') await expect(tile).toBeInViewport();
    });
  }

  // The tiles under a 76 px circle were 92 px wide, so Dutch split "Fotokale|nders" and
  // "Fotoboek|en" across lines. A tile now grows to its longest word; only spaces wrap.
  test('keeps every word of a tile whole, Dutch compounds too', { tag: '@js-off-only' }, async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(shopUrl('nl.card.localhost', '/trouwkaarten/'));
    const tiles = page.getByRole('navigation', { name: 'Categorieën van deze pagina' }).getByRole('link');
    await expect(tiles.filter({ hasText: 'Fotokalenders' })).toHaveCount(1);
    const brokenWords = await tiles.evaluateAll((links) =>
      links.flatMap((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
          }
        }
        return broken;
      }),
    );
    expect(brokenWords, 'words split across lines').toEqual([]);
  });

  test('has scroller buttons with JavaScript, disabled at the start', async ({ page }, testInfo) => {
    // The page turn is animated unless the visitor prefers reduced motion, which the suite sets (decision 0035).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(phone);
    await page.goto(shopUrl('de.card.localhost', '/hochzeitskarten/#top'));
    const sub = page.getByRole('navigation', { name: 'Kategorien dieser Seite' });
    await expect(sub.getByRole('link', { name: 'Hochzeit' })).toHaveAttribute('aria-current', 'page');
    if (testInfo.project.name === 'js-off') {
      await expect(sub.getByRole('button')).toHaveCount(0);
      return;
    }
    const back = sub.getByRole('button', { name: 'Zurückblättern' });
    const forward = sub.getByRole('button', { name: 'Weiterblättern' });
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    await forward.click();
    await expect(back).toBeEnabled();
  });
});

test('the desktop platform shows a back link instead of the shop navigation', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(shopUrl('de.poster.localhost', '/d/leinwanddruck'));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/d');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shop-Navigation' })).toHaveCount(0);
});

// Where every navigation link leads (every language of both channels) and the submenus' own pages
// and listings are server HTML: tests/server/navigation-links.test.ts (decision 0035).
