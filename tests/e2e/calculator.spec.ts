import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl } from '../support/urls.ts';

/**
 * The price calculator on product pages (docs/shop-rules.md, Calculator), with and without JavaScript: every
 * choice is a GET form or a link, the call to action a server action that leads to the designer
 * stand-in of the embedded backend. Pages and calculator products: backend/content/CALCULATOR_PAGES.md.
 */

/**
 * The calculator by its anchor: every calculator URL ends in #calculator, so the anchor is part of
 * what it promises; its heading differs from page to page.
 */
function calculatorOf(page: Page): Locator {
  return page.locator('#calculator');
}

const starting = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

function materialGroup(calculator: Locator): Locator {
  return calculator.getByRole('group', { name: /^Material/ });
}

function formatGroup(calculator: Locator): Locator {
  return calculator.getByRole('group', { name: /^(Format|Size)$/ });
}

/** A material button by the name it shows (a badge may follow the name). */
function material(calculator: Locator, name: string): Locator {
  return materialGroup(calculator).getByRole('button', { name: starting(name) });
}

/** A format button by the size it shows (a caption or price may follow). */
function format(calculator: Locator, size: string): Locator {
  return formatGroup(calculator).getByRole('button', { name: starting(size) });
}

/**
 * The summary of the current choice (size and price). It is a live region without a role of its
 * own and its texts also appear on the buttons, so only its place tells them apart.
 */
function selectedSize(calculator: Locator): Locator {
  return calculator.locator('.calculator__selected-size');
}

function selectedPrice(calculator: Locator): Locator {
  return calculator.locator('.calculator__selected-price .calculator__price');
}

/** The call to action, as each language names it. */
function callToAction(calculator: Locator): Locator {
  return calculator.getByRole('button', { name: /^(Übernehmen und weiter zum Gestalten|Apply and go to configurator|PERSONALIZE)$/ });
}

/**
 * With JavaScript the page marks the calculator ready once its enhancer has hydrated
 * (`data-enhanced`, no role: it is a readiness mark, not something a visitor sees). Before that
 * a click is an ordinary page load by design; a test that clicked then and clicked again before
 * that load had finished lost its second click to the document being replaced. Tests therefore
 * wait for the mark after every full page load.
 */
async function waitUntilReady(page: Page, projectName: string) {
  if (projectName === 'js-on') await page.locator('.calculator-enhancer[data-enhanced]').waitFor();
}

/** A full page load (JavaScript off) replaces this mark; an in-place update keeps it. */
async function markDocument(page: Page, projectName: string) {
  await waitUntilReady(page, projectName);
  await page.evaluate(() => ((window as unknown as { calculatorMark: number }).calculatorMark = 1));
}

async function expectSameDocument(page: Page, projectName: string) {
  if (projectName !== 'js-on') return;
  expect(await page.evaluate(() => (window as unknown as { calculatorMark?: number }).calculatorMark)).toBe(1);
}

/**
 * Presses a choice (a submit button of a GET form) and waits until the address carries it: after
 * the page load without JavaScript (waitForURL waits for the load), after the in-place update with
 * it. A pressed state alone cannot tell an old page from the new one when the choice was already
 * selected.
 */
async function choose(page: Page, button: Locator) {
  const [name, value] = await Promise.all([button.getAttribute('name'), button.getAttribute('value')]);
  await button.click();
  await page.waitForURL((url) => url.searchParams.get(name!) === value);
}

/** Follows a dialog's open or close link and waits until the address shows the dialog open or closed. */
async function followDialogLink(page: Page, link: Locator, expectOpen: boolean) {
  await link.click();
  await page.waitForURL((url) => url.searchParams.has('dialog') === expectOpen);
}

/** The designer stand-in (headed in the visitor's language) lists every parameter the shop sent, in order. */
async function readDesignerParameters(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { level: 1, name: /^Designer \(/ })).toBeVisible();
  const rows = await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
  return Object.fromEntries(rows);
}

/**
 * Presses the call to action and reads where it led. With JavaScript Waku follows the action's
 * redirect; without it the browser posts the form and follows the 303 to the designer's origin
 * (which the CSP's form-action allows).
 */
async function applyAndReadDesigner(page: Page, designer: string): Promise<Record<string, string>> {
  await callToAction(calculatorOf(page)).click();
  await page.waitForURL((url) => url.pathname === `/configurator-${designer}/`);
  return readDesignerParameters(page);
}

const EUR = /^\d{1,3}(?:\.\d{3})*,\d\d\u00a0€$/;
const CHF = /^CHF\u00a0\d{1,3}(?:'\d{3})*\.\d\d$/;
const GBP = /^£\d{1,3}(?:,\d{3})*\.\d\d$/;
const USD = /^\$\d{1,3}(?:,\d{3})*\.\d\d$/;

test('poster shop: material, format, both dialogs and the call to action', async ({ page }, testInfo) => {
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  const calculator = calculatorOf(page);
  await expect(calculator.getByRole('heading', { level: 2 })).toBeVisible();
  // The content's initial SKU (leinwand:600x400) preselects; it is listed, so it is pressed in
  // its place and not repeated in the extra slot.
  await expect(material(calculator, 'Leinwand')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '60 x 40 cm')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '60 x 40 cm')).toHaveCount(1);
  await expect(selectedPrice(calculator)).toHaveText(EUR);
  await markDocument(page, testInfo.project.name);

  // Choosing a material resets the format to that material's initial one and clears the slot.
  await choose(page, material(calculator, 'Acrylglas'));
  await expect(material(calculator, 'Acrylglas')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '60 x 40 cm')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '60 x 40 cm')).toHaveCount(1);
  await choose(page, format(calculator, '90 x 60 cm'));
  await expect(format(calculator, '90 x 60 cm')).toHaveAttribute('aria-pressed', 'true');
  await expect(selectedSize(calculator)).toHaveText('90 x 60 cm');
  await expect(page).toHaveURL(/\?calc-material=acrylglas&calc-format=900x600#calculator$/);

  // The more-formats dialog: a format of another material switches the material and fills the slot.
  await followDialogLink(page, calculator.getByRole('link', { name: 'Weitere Formate', exact: true }), true);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=more-formats/);
  // One disclosure per material, its summary the material's full name.
  const posterSection = dialog.getByRole('group').filter({ has: page.getByText('Poster mit Rahmen', { exact: true }) });
  await posterSection.getByText('Poster mit Rahmen', { exact: true }).click();
  await choose(page, posterSection.getByRole('button', { name: starting('40 x 50 cm') }));
  await expect(dialog).toHaveCount(0);
  await expect(material(calculator, 'Poster')).toHaveAttribute('aria-pressed', 'true');
  // Not a listed format of the poster: it fills the extra slot, pressed.
  await expect(format(calculator, '40 x 50 cm')).toHaveAttribute('aria-pressed', 'true');

  // The own-format dialog: bad input comes back with its message and the typed value.
  await followDialogLink(page, calculator.getByRole('link', { name: 'Eigenes Format eingeben' }), true);
  const width = dialog.getByLabel(/\(cm\)/).first();
  const height = dialog.getByLabel(/\(cm\)/).nth(1);
  await width.fill('abc');
  await height.fill('50');
  await dialog.getByRole('button').click();
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(width).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein.');
  await expect(height).not.toHaveAttribute('aria-invalid', 'true');
  await expect(width).toHaveValue('abc');
  await expect(height).toHaveValue('50');
  await width.fill('70');
  await dialog.getByRole('button').click();
  await expect(dialog).toHaveCount(0);
  // An own format shows in the extra slot of the format group.
  await expect(formatGroup(calculator).getByText('70 x 50 cm')).toBeVisible();
  await expect(selectedPrice(calculator)).toHaveText(EUR);
  await expectSameDocument(page, testInfo.project.name);

  expect(await applyAndReadDesigner(page, 'photo-frame')).toEqual({
    frameType: 'holzrahmen-schwarz',
    matSize: '30',
    matType: 'weiss',
    materialType: 'poster',
    formatType: '700x500',
    locale: 'de-DE',
  });
});

test('Swiss francs and the Swiss locale on the Swiss host', async ({ page }, testInfo) => {
  await page.goto(shopUrl('ch.poster.localhost', '/leinwanddruck'));
  const calculator = calculatorOf(page);
  await expect(selectedPrice(calculator)).toHaveText(CHF);
  await waitUntilReady(page, testInfo.project.name);
  await choose(page, format(calculator, '80 x 60 cm'));
  await expect(format(calculator, '80 x 60 cm')).toHaveAttribute('aria-pressed', 'true');
  await expect(selectedPrice(calculator)).toHaveText(CHF);
  const parameters = await applyAndReadDesigner(page, 'photo-frame');
  expect(parameters).toMatchObject({ materialType: 'leinwand', formatType: '800x600', locale: 'de-CH' });
});

test('pounds in Britain', { tag: '@js-off-only' }, async ({ page }) => {
  await page.goto(shopUrl('gb.poster.localhost', '/canvas-prints'));
  const calculator = calculatorOf(page);
  await expect(selectedPrice(calculator)).toHaveText(GBP);
  await expect(selectedSize(calculator)).toHaveText('60 x 40 cm');
  await expect(calculator.getByRole('button', { name: 'Apply and go to configurator' })).toBeVisible();
  expect(await applyAndReadDesigner(page, 'photo-frame')).toMatchObject({ formatType: '600x400', locale: 'en-GB' });
});

test('dollars and inches in the US, also for an own format', async ({ page }, testInfo) => {
  await page.goto(shopUrl('com.poster.localhost', '/canvas-prints'));
  const calculator = calculatorOf(page);
  await expect(selectedPrice(calculator)).toHaveText(USD);
  await expect(selectedSize(calculator)).toHaveText('23.6 x 15.7 in');
  await expect(calculator.getByRole('button', { name: 'PERSONALIZE' })).toBeVisible();
  await expect(calculator.getByText(/^individually up to .+ in$/)).toBeVisible();

  await waitUntilReady(page, testInfo.project.name);
  await followDialogLink(page, calculator.getByRole('link', { name: 'Enter your own size' }), true);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/\(in\)/).first().fill('20');
  await dialog.getByLabel(/\(in\)/).nth(1).fill('16');
  await dialog.getByRole('button').click();
  await expect(formatGroup(calculator).getByText('20 x 16 in')).toBeVisible();
  await expect(selectedPrice(calculator)).toHaveText(USD);
  expect(await applyAndReadDesigner(page, 'photo-frame')).toMatchObject({ materialType: 'leinwand', formatType: '508x406', locale: 'en-US' });
});

test('card shop: the photobook calculator leads to the photobook designer', async ({ page, request }, testInfo) => {
  await page.goto(shopUrl('de.card.localhost', '/fotobuch/'));
  const calculator = calculatorOf(page);
  const digital = materialGroup(calculator).getByRole('button', { name: /^Digitaldruck/ });
  const real = materialGroup(calculator).getByRole('button', { name: 'Echtfoto', exact: true });
  await expect(digital).toHaveAttribute('aria-pressed', 'true');
  // The content's SKU format (297x210) is not listed for this book: it sits in the slot.
  await expect(formatGroup(calculator).getByText('29,7 x 21 cm (A4)')).toBeVisible();
  await expect(calculator.getByRole('link', { name: /^(Weitere Formate|Eigenes Format eingeben)$/ })).toHaveCount(1);

  await waitUntilReady(page, testInfo.project.name);
  await choose(page, real);
  await expect(real).toHaveAttribute('aria-pressed', 'true');
  const a4Portrait = format(calculator, '21 x 29,7 cm');
  await choose(page, a4Portrait);
  await expect(a4Portrait).toHaveAttribute('aria-pressed', 'true');
  await expect(selectedPrice(calculator)).toHaveText(EUR);

  // Cover, paper and pages are the book's defaults from the reference data.
  const reference = await (
    await request.get(backendUrl('/web-api/calculator/reference?product=photobook'), { headers: { 'x-channel': 'card', 'x-locale': 'de-DE' } })
  ).json();
  const book = reference.materials.find((entry: { value: string }) => entry.value === 'echtfotobuch').context;
  expect(await applyAndReadDesigner(page, 'photobook')).toEqual({
    photobookBinding: 'layflat',
    photobookCover: String(book.photobookCover),
    // The card channel's default cover finish, filled in where the link names none (decision 0030).
    photobookCoverLamination: 'matt',
    photobookFormat: 'a4-hoch',
    photobookPageCount: String(book.photobookPageCount),
    photobookPaper: String(book.photobookPaper),
    photobookPrinting: 'echtfotobuch',
    locale: 'de-DE',
  });
});

test('a dialog is addressable by URL and closes with a link', async ({ page }, testInfo) => {
  await page.goto(shopUrl('de.poster.localhost', '/gerahmte-bilder?utm_source=test&dialog=more-formats#calculator'));
  const calculator = calculatorOf(page);
  const dialog = page.getByRole('dialog', { name: 'Weitere Formate' });
  await expect(dialog).toBeVisible();
  // One material's disclosure is open (the open state has no role query of its own).
  await expect(dialog.locator('details[open]')).toHaveCount(1);
  await waitUntilReady(page, testInfo.project.name);
  await followDialogLink(page, dialog.getByRole('link', { name: 'Schließen' }), false);
  await expect(dialog).toHaveCount(0);
  // Parameters that are not the calculator's own (a campaign tag here) are not carried on.
  await expect(page).toHaveURL(/\/gerahmte-bilder#calculator$/);
  await choose(page, format(calculator, '40 x 60 cm'));
  await expect(page).toHaveURL(/\/gerahmte-bilder\?calc-material=poster&calc-format=400x600#calculator$/);
});

test('without JavaScript the keyboard starts in the calculator dialog and stays there, on a phone too @js-off-only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('de.poster.localhost', '/gerahmte-bilder?dialog=more-formats#calculator'));
  const dialog = page.getByRole('dialog', { name: 'Weitere Formate' });
  await expect(dialog).toBeVisible();
  // Outside main, so an inert page behind can hold it without making it inert too (decision 0037).
  expect(await dialog.evaluate((element) => element.closest('main') === null)).toBe(true);
  // From the page start (nothing focused), Tab after Tab stays within the dialog.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('aria-labelledby') ?? null), `Tab ${step + 1}`).not.toBeNull();
  }
  // The whole dialog is on the phone's screen.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
});

test('a tampered call to action comes back with a message instead of a designer', async ({ page }, testInfo) => {
  await page.goto(shopUrl('de.poster.localhost', '/acrylglas'));
  const calculator = calculatorOf(page);
  await expect(material(calculator, 'Acrylglas')).toHaveAttribute('aria-pressed', 'true');
  await markDocument(page, testInfo.project.name);
  // The tampering goes into the call to action's hidden field, which nothing but its name finds.
  await calculator.locator('input[type="hidden"][name="format"]').evaluate((input: HTMLInputElement) => (input.value = '9999x9999'));
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await callToAction(calculator).click();
  const response = await posted;
  if (testInfo.project.name === 'js-off') expect(response.status()).toBe(422);
  await expect(calculator.getByRole('alert')).toBeVisible();
  await expect(material(calculator, 'Acrylglas')).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).pathname).toBe('/acrylglas');
  await expectSameDocument(page, testInfo.project.name);
});

test('the browser itself follows the call to action to the designer', async ({ page }) => {
  // Without JavaScript the browser follows the 303 of the form post; the CSP's form-action names
  // the designer origin for exactly this (src/server/security-headers.ts).
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  await callToAction(calculatorOf(page)).click();
  await page.waitForURL((url) => url.pathname === '/configurator-photo-frame/', { timeout: 5_000 });
  expect(await readDesignerParameters(page)).toMatchObject({ materialType: 'leinwand', formatType: '600x400', locale: 'de-DE' });
});

/**
 * Every calculator product on both channels (docs/shop-rules.md, Calculator): choose a material and a format,
 * open and close both dialogs where the product offers them, and land on the product's designer
 * with the choice.
 */
/**
 * Every product page once, and every product in both projects: its page on one channel with
 * JavaScript and on the other without (`withJavaScript`). The enhancer that updates in place is one
 * component for all of them, and the form posts, the server's prices and its designer parameters
 * are one code path per product whatever the channel (decisions 0035 and 0027).
 */
const PRODUCT_PAGES = [
  { host: 'de.poster.localhost', path: '/leinwanddruck', product: 'framed', designer: 'photo-frame', withJavaScript: true },
  { host: 'de.poster.localhost', path: '/bilderrahmen', product: 'photoframe', designer: 'photo-frame', withJavaScript: false },
  { host: 'de.poster.localhost', path: '/fotocollage', product: 'collage', designer: 'collage', withJavaScript: true },
  { host: 'de.poster.localhost', path: '/fotoabzuege', product: 'photoprint', designer: 'photo-frame', withJavaScript: false },
  { host: 'de.poster.localhost', path: '/bilderbox', product: 'photobox', designer: 'photobox', withJavaScript: true },
  { host: 'de.poster.localhost', path: '/fotobuch', product: 'photobook', designer: 'photobook', withJavaScript: false },
  { host: 'de.card.localhost', path: '/fotobuch/', product: 'photobook', designer: 'photobook', withJavaScript: true },
  { host: 'de.card.localhost', path: '/fotocollage/', product: 'collage', designer: 'collage', withJavaScript: false },
  { host: 'de.card.localhost', path: '/fotoabzuege/', product: 'photoprint', designer: 'photo-frame', withJavaScript: true },
  { host: 'de.card.localhost', path: '/bilderrahmen/', product: 'photoframe', designer: 'photo-frame', withJavaScript: true },
  { host: 'de.card.localhost', path: '/fotobox/', product: 'photobox', designer: 'photobox', withJavaScript: false },
  { host: 'de.card.localhost', path: '/wandbilder/', product: 'framed', designer: 'photo-frame', withJavaScript: false },
] as const;

for (const { host, path, product, designer, withJavaScript } of PRODUCT_PAGES) {
  test(`${product} calculator on ${host}${path}: choose, open the dialogs, go to the designer`, { tag: withJavaScript ? '@js-on-only' : '@js-off-only' }, async ({ page }, testInfo) => {
    await page.goto(shopUrl(host, path));
    const calculator = calculatorOf(page);
    await waitUntilReady(page, testInfo.project.name);
    // The last material and format; their values are what the designer receives.
    const chosenMaterial = materialGroup(calculator).getByRole('button').last();
    const materialValue = (await chosenMaterial.getAttribute('value'))!;
    await choose(page, chosenMaterial);
    await expect(chosenMaterial).toHaveAttribute('aria-pressed', 'true');
    const chosenFormat = formatGroup(calculator).getByRole('button').last();
    const formatValue = (await chosenFormat.getAttribute('value'))!;
    await choose(page, chosenFormat);
    await expect(chosenFormat).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedPrice(calculator)).toHaveText(EUR);

    const links = calculator.getByRole('link', { name: /^(Weitere Formate|Eigenes Format eingeben)$/ });
    for (let index = 0; index < (await links.count()); index++) {
      await followDialogLink(page, links.nth(index), true);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await followDialogLink(page, dialog.getByRole('link', { name: 'Schließen' }), false);
      await expect(dialog).toHaveCount(0);
      await expect(chosenFormat).toHaveAttribute('aria-pressed', 'true');
    }

    const parameters = await applyAndReadDesigner(page, designer);
    expect(parameters.locale).toBe('de-DE');
    const [width, height] = formatValue.split('x');
    switch (product) {
      case 'framed':
        expect(parameters).toMatchObject({ materialType: materialValue, formatType: formatValue });
        break;
      case 'photoframe':
      case 'collage':
        expect(parameters.formatType).toBe(formatValue);
        break;
      case 'photoprint':
        expect(parameters).toMatchObject({ formatType: formatValue, productType: 'photoprint', 'optionTypes[]': materialValue });
        break;
      case 'photobox':
        expect(parameters).toMatchObject({ 'photoboxFormat[width]': width, 'photoboxFormat[height]': height, photoboxType: materialValue });
        break;
      case 'photobook':
        expect(parameters.photobookPrinting).toBe(materialValue);
        expect(parameters.photobookFormat).toBeTruthy();
        break;
    }
  });
}

test('canvas page: the selected size shows once, materials are named plainly, more formats are grouped and sorted', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  const calculator = page.getByRole('region', { name: 'Ihre Leinwand zum besten Preis' });
  const formats = calculator.getByRole('group', { name: 'Format' });
  await expect(formats.getByRole('button', { name: /60 x 40 cm/ })).toHaveCount(1);
  await expect(formats.getByRole('button', { pressed: true })).toHaveCount(1);

  // Every material is framed here: the legend says so once, the buttons name the material.
  const materials = calculator.getByRole('group', { name: 'Material – jeweils mit Rahmen' });
  await expect(materials.getByRole('button', { name: 'Leinwand', exact: true })).toBeVisible();
  await expect(materials.getByRole('button', { name: /gerahmt/ })).toHaveCount(0);
  // The price says it includes VAT.
  await expect(calculator.getByText('inkl. MwSt.', { exact: true })).toBeVisible();

  await markDocument(page, testInfo.project.name);
  await followDialogLink(page, calculator.getByRole('link', { name: 'Weitere Formate', exact: true }), true);
  const dialog = page.getByRole('dialog', { name: 'Weitere Formate' });
  await expect(dialog.getByText('Alle Preise inkl. MwSt.')).toBeVisible();
  // The open material's formats come in groups of one shape, each sorted by size.
  const groups = dialog.locator('details[open]').getByRole('list');
  expect(await groups.count()).toBeGreaterThan(2);
  for (const list of await groups.all()) {
    const areas = await list.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => (button.getAttribute('value') ?? '0x0').split('x').map(Number).reduce((a, b) => a * b)),
    );
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
  }
  // On a phone the open list is far shorter than the 2,930 px it was.
  const listHeight = await dialog.locator('details[open]').evaluate((element) => element.getBoundingClientRect().height);
  expect(listHeight).toBeLessThan(1600);
  // A discount badge stays on one line. Sales go by material (a larger size is never cheaper), so
  // the material on sale may be another than the open one: open it.
  const onSale = dialog.locator('details').filter({ has: page.getByText(/^-\d+ %$/) }).first();
  if (!(await onSale.evaluate((element) => (element as HTMLDetailsElement).open))) await onSale.locator('summary').click();
  const badge = onSale.getByText(/^-\d+ %$/).first();
  const box = await badge.boundingBox();
  const lineHeight = await badge.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
  expect(box!.height).toBeLessThanOrEqual(lineHeight * 1.5);
  await expectSameDocument(page, testInfo.project.name);
});
