import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { backendUrl, shopUrl } from '../support/urls.ts';

/**
 * The price calculator on product pages (docs/shop-rules.md, Calculator), with and without JavaScript: every
 * choice is a GET form or a link, the call to action a server action that leads to the designer
 * stand-in of the embedded backend. Pages and calculator products: backend/content/CALCULATOR_PAGES.md.
 */

function calculatorOf(page: Page): Locator {
  return page.locator('#calculator');
}

function material(calculator: Locator, value: string): Locator {
  return calculator.locator(`.calculator__group button[name="calc-material"][value="${value}"]`);
}

function format(calculator: Locator, value: string): Locator {
  return calculator.locator(`.calculator__group button[name="calc-format"][value="${value}"]`);
}

/**
 * A full page load (JavaScript off, or a fallback) replaces this mark; an in-place update keeps it.
 * With JavaScript it is set once the enhancer has hydrated: a click before that is an ordinary
 * page load by design.
 */
async function markDocument(page: Page, projectName: string) {
  if (projectName === 'js-on') await page.locator('.calculator-enhancer[data-enhanced]').waitFor();
  await page.evaluate(() => ((window as unknown as { calculatorMark: number }).calculatorMark = 1));
}

async function expectSameDocument(page: Page, projectName: string) {
  if (projectName !== 'js-on') return;
  expect(await page.evaluate(() => (window as unknown as { calculatorMark?: number }).calculatorMark)).toBe(1);
}

/**
 * Follows a dialog's open or close link until the address shows it. A click that lands while the
 * previous page is still being replaced can go nowhere in a loaded browser; the link itself must
 * work, so a lost click is repeated, never skipped.
 */
async function followDialogLink(page: Page, link: Locator, expectOpen: boolean) {
  const arrived = () => /calc-dialog=/.test(page.url()) === expectOpen;
  await expect(async () => {
    if (arrived()) return;
    await link.click({ timeout: 3_000 });
    await expect.poll(arrived, { timeout: 5_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/** The designer stand-in lists every parameter the shop sent, in order. */
async function readDesignerParameters(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { level: 1, name: /^Designer \(/ })).toBeVisible();
  const rows = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
  return Object.fromEntries(rows);
}

/**
 * Presses the call to action and reads where it led. With JavaScript Waku follows the action's
 * redirect; without it the browser posts the form and follows the 303 to the designer's origin
 * (which the CSP's form-action allows).
 */
async function applyAndReadDesigner(page: Page, designer: string): Promise<Record<string, string>> {
  await calculatorOf(page).locator('.calculator__cta').click();
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
  await expect(calculator.locator('h2')).toBeVisible();
  // The content's initial SKU (leinwand:600x400) preselects; it is listed, so it is pressed in
  // its place and not repeated in the extra slot.
  await expect(material(calculator, 'leinwand')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '600x400')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__option--slot')).toHaveCount(0);
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(EUR);
  await markDocument(page, testInfo.project.name);

  // Choosing a material resets the format to that material's initial one and clears the slot.
  await material(calculator, 'acrylglas').click();
  await expect(material(calculator, 'acrylglas')).toHaveAttribute('aria-pressed', 'true');
  await expect(format(calculator, '600x400')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__option--slot')).toHaveCount(0);
  await format(calculator, '900x600').click();
  await expect(format(calculator, '900x600')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__selected-size')).toHaveText('90 x 60 cm');
  await expect(page).toHaveURL(/\?calc-material=acrylglas&calc-format=900x600#calculator$/);

  // The more-formats dialog: a format of another material switches the material and fills the slot.
  await followDialogLink(page, calculator.locator('a.calculator__link').first(), true);
  const dialog = calculator.locator('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/calc-dialog=more-formats/);
  const posterSection = dialog.locator('details', { has: page.locator('input[name="calc-material"][value="poster"]') });
  await posterSection.locator('summary').click();
  await posterSection.locator('button[value="400x500"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(material(calculator, 'poster')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__option--slot')).toContainText('40 x 50 cm');
  await expect(calculator.locator('.calculator__option--slot')).toHaveAttribute('aria-pressed', 'true');

  // The own-format dialog: bad input comes back with its message and the typed value.
  await followDialogLink(page, calculator.locator('a.calculator__link').nth(1), true);
  const width = dialog.getByLabel(/\(cm\)/).first();
  const height = dialog.getByLabel(/\(cm\)/).nth(1);
  await width.fill('abc');
  await height.fill('50');
  await dialog.locator('button[type="submit"]').click();
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('.form-error')).toHaveCount(1);
  await expect(width).toHaveValue('abc');
  await expect(height).toHaveValue('50');
  await width.fill('70');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(calculator.locator('.calculator__option--slot')).toContainText('70 x 50 cm');
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(EUR);
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

test('Swiss francs and the Swiss locale on the Swiss host', async ({ page }) => {
  await page.goto(shopUrl('ch.poster.localhost', '/leinwanddruck'));
  const calculator = calculatorOf(page);
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(CHF);
  await format(calculator, '800x600').click();
  await expect(format(calculator, '800x600')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(CHF);
  const parameters = await applyAndReadDesigner(page, 'photo-frame');
  expect(parameters).toMatchObject({ materialType: 'leinwand', formatType: '800x600', locale: 'de-CH' });
});

test('pounds in Britain', async ({ page }) => {
  await page.goto(shopUrl('gb.poster.localhost', '/canvas-prints'));
  const calculator = calculatorOf(page);
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(GBP);
  await expect(calculator.locator('.calculator__selected-size')).toHaveText('60 x 40 cm');
  await expect(calculator.locator('.calculator__cta')).toHaveText('Apply and go to configurator');
  expect(await applyAndReadDesigner(page, 'photo-frame')).toMatchObject({ formatType: '600x400', locale: 'en-GB' });
});

test('dollars and inches in the US, also for an own format', async ({ page }) => {
  await page.goto(shopUrl('com.poster.localhost', '/canvas-prints'));
  const calculator = calculatorOf(page);
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(USD);
  await expect(calculator.locator('.calculator__selected-size')).toHaveText('23.6 x 15.7 in');
  await expect(calculator.locator('.calculator__cta')).toHaveText('PERSONALIZE');
  await expect(calculator.locator('.calculator__limit').first()).toHaveText(/ in$/);

  await followDialogLink(page, calculator.locator('a.calculator__link').nth(1), true);
  const dialog = calculator.locator('dialog');
  await dialog.getByLabel(/\(in\)/).first().fill('20');
  await dialog.getByLabel(/\(in\)/).nth(1).fill('16');
  await dialog.locator('button[type="submit"]').click();
  await expect(calculator.locator('.calculator__option--slot')).toContainText('20 x 16 in');
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(USD);
  expect(await applyAndReadDesigner(page, 'photo-frame')).toMatchObject({ materialType: 'leinwand', formatType: '508x406', locale: 'en-US' });
});

test('card shop: the photobook calculator leads to the photobook designer', async ({ page, request }) => {
  await page.goto(shopUrl('de.card.localhost', '/fotobuch/'));
  const calculator = calculatorOf(page);
  await expect(material(calculator, 'digitalfotobuch')).toHaveAttribute('aria-pressed', 'true');
  // The content's SKU format (297x210) is not listed for this book: it sits in the slot.
  await expect(calculator.locator('.calculator__option--slot')).toContainText('29,7 x 21 cm (A4)');
  await expect(calculator.locator('a.calculator__link')).toHaveCount(1);

  await material(calculator, 'echtfotobuch').click();
  await expect(material(calculator, 'echtfotobuch')).toHaveAttribute('aria-pressed', 'true');
  await format(calculator, '210x297').click();
  await expect(format(calculator, '210x297')).toHaveAttribute('aria-pressed', 'true');
  await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(EUR);

  // Cover, paper and pages are the book's defaults from the reference data.
  const reference = await (
    await request.get(backendUrl('/web-api/calculator/reference?product=photobook'), { headers: { 'x-channel': 'card', 'x-locale': 'de-DE' } })
  ).json();
  const book = reference.materials.find((entry: { value: string }) => entry.value === 'echtfotobuch').context;
  expect(await applyAndReadDesigner(page, 'photobook')).toEqual({
    photobookBinding: 'layflat',
    photobookCover: String(book.photobookCover),
    photobookFormat: 'a4-hoch',
    photobookPageCount: String(book.photobookPageCount),
    photobookPaper: String(book.photobookPaper),
    photobookPrinting: 'echtfotobuch',
    locale: 'de-DE',
  });
});

test('a dialog is addressable by URL and closes with a link', async ({ page }) => {
  await page.goto(shopUrl('de.poster.localhost', '/gerahmte-bilder?utm_source=test&calc-dialog=more-formats#calculator'));
  const calculator = calculatorOf(page);
  const dialog = calculator.locator('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('details[open]')).toHaveCount(1);
  await followDialogLink(page, dialog.locator('.calculator__close'), false);
  await expect(dialog).toHaveCount(0);
  // Parameters that are not the calculator's own (a campaign tag here) are not carried on.
  await expect(page).toHaveURL(/\/gerahmte-bilder#calculator$/);
  await format(calculator, '400x600').click();
  await expect(page).toHaveURL(/\/gerahmte-bilder\?calc-material=poster&calc-format=400x600#calculator$/);
});

test('a tampered call to action comes back with a message instead of a designer', async ({ page }, testInfo) => {
  await page.goto(shopUrl('de.poster.localhost', '/acrylglas'));
  const calculator = calculatorOf(page);
  await expect(material(calculator, 'acrylglas')).toHaveAttribute('aria-pressed', 'true');
  await markDocument(page, testInfo.project.name);
  await calculator.locator('.calculator__apply input[name="format"]').evaluate((input: HTMLInputElement) => (input.value = '9999x9999'));
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await calculator.locator('.calculator__cta').click();
  const response = await posted;
  if (testInfo.project.name === 'js-off') expect(response.status()).toBe(422);
  await expect(calculator.locator('.calculator__error[role="alert"]')).toBeVisible();
  await expect(material(calculator, 'acrylglas')).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).pathname).toBe('/acrylglas');
  await expectSameDocument(page, testInfo.project.name);
});

test('the browser itself follows the call to action to the designer', async ({ page }) => {
  // Without JavaScript the browser follows the 303 of the form post; the CSP's form-action names
  // the designer origin for exactly this (src/server/security-headers.ts).
  await page.goto(shopUrl('de.poster.localhost', '/leinwanddruck'));
  await calculatorOf(page).locator('.calculator__cta').click();
  await page.waitForURL((url) => url.pathname === '/configurator-photo-frame/', { timeout: 5_000 });
  expect(await readDesignerParameters(page)).toMatchObject({ materialType: 'leinwand', formatType: '600x400', locale: 'de-DE' });
});

/**
 * Every calculator product on both channels (docs/shop-rules.md, Calculator): choose a material and a format,
 * open and close both dialogs where the product offers them, and land on the product's designer
 * with the choice.
 */
const PRODUCT_PAGES = [
  { host: 'de.poster.localhost', path: '/leinwanddruck', product: 'framed', designer: 'photo-frame' },
  { host: 'de.poster.localhost', path: '/bilderrahmen', product: 'photoframe', designer: 'photo-frame' },
  { host: 'de.poster.localhost', path: '/fotocollage', product: 'collage', designer: 'collage' },
  { host: 'de.poster.localhost', path: '/fotoabzuege', product: 'photoprint', designer: 'photo-frame' },
  { host: 'de.poster.localhost', path: '/bilderbox', product: 'photobox', designer: 'photobox' },
  { host: 'de.poster.localhost', path: '/fotobuch', product: 'photobook', designer: 'photobook' },
  { host: 'de.card.localhost', path: '/fotobuch/', product: 'photobook', designer: 'photobook' },
  { host: 'de.card.localhost', path: '/fotocollage/', product: 'collage', designer: 'collage' },
  { host: 'de.card.localhost', path: '/fotoabzuege/', product: 'photoprint', designer: 'photo-frame' },
  { host: 'de.card.localhost', path: '/bilderrahmen/', product: 'photoframe', designer: 'photo-frame' },
  { host: 'de.card.localhost', path: '/fotobox/', product: 'photobox', designer: 'photobox' },
  { host: 'de.card.localhost', path: '/wandbilder/', product: 'framed', designer: 'photo-frame' },
] as const;

for (const { host, path, product, designer } of PRODUCT_PAGES) {
  test(`${product} calculator on ${host}${path}: choose, open the dialogs, go to the designer`, async ({ page }) => {
    await page.goto(shopUrl(host, path));
    const calculator = calculatorOf(page);
    const materials = calculator.locator('.calculator__group button[name="calc-material"]');
    const chosenMaterial = (await materials.count()) > 1 ? materials.last() : materials.first();
    const materialValue = (await chosenMaterial.getAttribute('value'))!;
    await chosenMaterial.click();
    await expect(material(calculator, materialValue)).toHaveAttribute('aria-pressed', 'true');
    const formats = calculator.locator('.calculator__group button[name="calc-format"]');
    const chosenFormat = formats.last();
    const formatValue = (await chosenFormat.getAttribute('value'))!;
    await chosenFormat.click();
    await expect(format(calculator, formatValue)).toHaveAttribute('aria-pressed', 'true');
    await expect(calculator.locator('.calculator__selected-price .calculator__price')).toHaveText(EUR);

    const links = calculator.locator('.calculator__links a.calculator__link');
    for (let index = 0; index < (await links.count()); index++) {
      await followDialogLink(page, links.nth(index), true);
      const dialog = calculator.locator('dialog');
      await expect(dialog).toBeVisible();
      await followDialogLink(page, dialog.locator('a.calculator__close'), false);
      await expect(dialog).toHaveCount(0);
      await expect(format(calculator, formatValue)).toHaveAttribute('aria-pressed', 'true');
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
  // A discount badge stays on one line.
  const badge = dialog.locator('details[open] .calculator__discount').first();
  const box = await badge.boundingBox();
  const lineHeight = await badge.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
  expect(box!.height).toBeLessThanOrEqual(lineHeight * 1.5);
  // On a phone the open list is far shorter than the 2,930 px it was.
  const listHeight = await dialog.locator('details[open]').evaluate((element) => element.getBoundingClientRect().height);
  expect(listHeight).toBeLessThan(1600);
  await expectSameDocument(page, testInfo.project.name);
});
