import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

/** With JavaScript, a form handles submissions itself only once hydrated (it marks that). */
async function ready(page: Page, form: string, projectName: string) {
  if (projectName === 'js-on') await page.locator(`${form}[data-enhanced]`).waitFor();
}

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test.describe('contact form', () => {
  test('comes back with errors and what was typed, then sends and thanks (303)', async ({ page, request }, testInfo) => {
    const email = `contact-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(shopUrl('de.poster.localhost', '/service'));
    await ready(page, 'form.contact-form', testInfo.project.name);
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('E-Mail-Adresse').fill('ada-at-example');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await expect(form.getByLabel('Ihre Nachricht')).toHaveAccessibleDescription('Bitte schreiben Sie uns, worum es geht.');
    await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('ada-at-example');

    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Ihre Nachricht').fill('Wann kommt meine Leinwand?');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();
    await expect(page).toHaveURL(/\/service\?contact=sent#contact-form$/);

    const { messages } = await (await request.get(backendUrl(`/dev/contact-messages?email=${encodeURIComponent(email)}`))).json();
    expect(messages).toEqual([expect.objectContaining({ name: 'Ada Lovelace', message: 'Wann kommt meine Leinwand?', delivered_to: 'customer-service', channel: 'poster', locale: 'de-DE' })]);
  });
});

// The JavaScript-off post is the test above.
test('with JavaScript but without the browser check, the server’s answer keeps what was typed', { tag: '@js-on-only' }, async ({ page }, testInfo) => {
  // The form loads its contract when it mounts; without it, every check is the server's.
  await page.route(/\/assets\/contact-form-schema-[\w-]+\.js$/, (route) => route.abort());
  // Waku answers a chunk that fails to load with one reload per session (its recovery from a
  // deploy that removed the old chunks), so the shopper types into the reloaded page.
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  await page.goto(shopUrl('de.poster.localhost', '/service'));
  await expect.poll(() => documents).toBe(2);
  await ready(page, 'form.contact-form', testInfo.project.name);
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('E-Mail-Adresse').fill('grace-at-example');
  await form.getByLabel('Ihre Nachricht').fill('Eine Frage zum Rahmen');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('grace-at-example');
  await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Eine Frage zum Rahmen');
  // The answer came back into this page: no further reload, no post of the whole page.
  expect(documents).toBe(2);
});

test.describe('toolbox', () => {
  test('converts an uploaded PNG and offers the converted file as a download', async ({ page, request }, testInfo) => {
    await page.goto(shopUrl('de.poster.localhost', '/service'));
    await ready(page, 'form.toolbox-form', testInfo.project.name);
    const form = page.locator('#toolbox');
    await form.getByRole('radio', { name: /Bildformat umwandeln/ }).check();
    await form.getByLabel('Zielformat').selectOption('jpeg');
    await form.getByLabel('Datei', { exact: true }).setInputFiles(await pngFile('urlaub.png'));
    await form.getByRole('button', { name: 'Datei umwandeln' }).click();
    const download = form.getByRole('link', { name: 'urlaub.jpg herunterladen' });
    await expect(download).toBeVisible();
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('urlaub.jpg');
    expect((await sharp(await readFile(await saved.path())).metadata()).format).toBe('jpeg');
    // The file is the shopper's alone: never stored by a cache on the way.
    const [url, init] = viaLoopback('de.poster.localhost', (await download.getAttribute('href'))!);
    const response = await request.get(url, init);
    expect(response.headers()).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, no-store' });
  });

  test('refuses a renamed text file and a renamed program by their content, saying why', async ({ page }, testInfo) => {
    for (const file of [
      { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('Dies ist kein Bild, nur Text.') },
      { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]) },
    ]) {
      await page.goto(shopUrl('de.poster.localhost', '/service'));
      const form = page.locator('#toolbox');
      await ready(page, 'form.toolbox-form', testInfo.project.name);
      await form.getByLabel('Datei', { exact: true }).setInputFiles(file);
      const posted = page.waitForResponse((response) => response.request().method() === 'POST').catch(() => null);
      await form.getByRole('button', { name: 'Datei umwandeln' }).click();
      if (testInfo.project.name === 'js-off') {
        // Refused from the file's first bytes while it is still arriving: a page that says why.
        expect((await posted)?.status()).toBe(415);
        await expect(page.getByRole('heading', { level: 1, name: 'Die Datei wurde nicht umgewandelt' })).toBeVisible();
        await expect(page.getByText('nicht die Endung')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Zurück zum Formular' })).toHaveAttribute('href', '/service#toolbox');
      } else {
        // The form refuses it before sending anything, and stays.
        await expect(form.getByRole('alert')).toContainText('nicht die Endung');
        await expect(form.getByRole('link', { name: /herunterladen/ })).toHaveCount(0);
        await expect(form.getByRole('button', { name: 'Datei umwandeln' })).toBeVisible();
      }
    }
  });

  test('refuses a file over the limit with a clear message, not a server error', async ({ page }, testInfo) => {
    await page.goto(shopUrl('de.poster.localhost', '/service'));
    await ready(page, 'form.toolbox-form', testInfo.project.name);
    const big = Buffer.alloc(7 * 1024 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    // From a file, not a buffer: a buffer crosses to the browser base64-encoded over the protocol
    // (about 6 of the test's 8 seconds), a local file's path is handed over as is.
    const bigFile = testInfo.outputPath('riesig.png');
    await writeFile(bigFile, big);
    await page.locator('#toolbox').getByLabel('Datei', { exact: true }).setInputFiles(bigFile);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST').catch(() => null);
    await page.locator('#toolbox').getByRole('button', { name: 'Datei umwandeln' }).click();
    if (testInfo.project.name === 'js-off') {
      // The body limit answers before the upload is read: 413 with a page that says why.
      expect((await posted)?.status()).toBe(413);
      await expect(page.getByRole('heading', { level: 1, name: 'Die Datei ist zu groß' })).toBeVisible();
      await expect(page.getByText('höchstens 5 MB')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zurück zum Formular' })).toHaveAttribute('href', '/service#toolbox');
      // In the shop's frame, as every error page: header, navigation, footer (issue 20).
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } else {
      // The form refuses it before sending anything.
      await expect(page.locator('#toolbox').getByRole('alert')).toContainText('höchstens 5 MB');
    }
  });
});

test('the video block loads nothing from the video host until the shopper presses play', async ({ page }, testInfo) => {
  const shopOrigin = new URL(shopUrl('de.poster.localhost')).origin;
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== shopOrigin && url.hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  // No internet here: the player host answers with a stand-in page.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  await page.goto(shopUrl('de.poster.localhost', '/'));
  const video = page.getByRole('figure').filter({ has: page.locator('.block-video__play') });
  const play = video.getByRole('link', { name: /Video abspielen/ });
  await play.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await expect(video.locator('iframe')).toHaveCount(0);
  expect(await play.getAttribute('href')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0$/);
  if (testInfo.project.name === 'js-on') {
    await page.locator('.block-video__link[data-enhanced]').waitFor();
    await play.click();
    // The player takes the poster's place (the only frame on the page).
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  }
});

test.describe('feed pages', () => {
  for (const [host, path, heading] of [
    ['de.poster.localhost', '/feed-collage', 'Neue Collage-Designs'],
    ['de.poster.localhost', '/feed-calendar', 'Neue Kalender-Designs'],
    ['de.card.localhost', '/feed-card/', 'Neue Karten-Designs'],
  ] as const) {
    test(`${path} shows its newest designs`, { tag: '@js-off-only' }, async ({ page }) => {
      const response = await page.goto(shopUrl(host, path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.feed .design-grid > li').first()).toBeVisible();
    });
  }

  test('the collage filter pictures load and the calendar filter page lists calendars', async ({ page }) => {
    await page.goto(shopUrl('de.poster.localhost', '/feed-collage'));
    const tiles = page.getByRole('navigation', { name: 'Collage-Arten' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    for (const image of await page.locator('.feed__tile img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
    await page.goto(shopUrl('de.poster.localhost', '/feed-calendar'));
    await page.getByRole('link', { name: 'Alle Kalender-Designs filtern' }).click();
    await expect(page).toHaveURL(/\/filters\/calendar$/);
    await expect(page.locator('.design-grid > li').first()).toBeVisible();
  });
});

test.describe('AB content', () => {
  // Headless Chromium counts as a crawler, which gets no flags: browse as an ordinary Chrome.
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });

  test('shows the variant of its flag’s treatment, and only that one', { tag: '@js-off-only' }, async ({ page }) => {
    const control = 'Die neuesten Vorlagen für Ihre Fotocollage';
    const variant = 'Bis zu 30 Fotos auf einem Bild';
    await page.goto(shopUrl('de.poster.localhost', '/feed-collage?_flag_on=feed-intro-variant'));
    await expect(page.getByText(variant)).toBeVisible();
    await expect(page.getByText(control)).toHaveCount(0);
    await page.goto(shopUrl('de.poster.localhost', '/feed-collage?_flag_off=feed-intro-variant'));
    await expect(page.getByText(control)).toBeVisible();
    await expect(page.getByText(variant)).toHaveCount(0);
  });
});
