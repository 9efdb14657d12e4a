import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FIRST_VISIT_STATE } from '../support/consent-state.ts';
import { backendUrl, shopUrl, viaLoopback } from '../support/urls.ts';

/**
 * Consent and analytics, with JavaScript and without. The stack's tag manager is the embedded
 * backend's stand-in on its own host name (tags.localhost): it sets the `_ga` cookie like a real
 * tag manager and reports every data-layer event to `/dev/analytics`, where these tests read them
 * back by the visitor's `_ga` value.
 */
const HOST = 'de.poster.localhost';

// A first visit: the other specs start with the banner answered.
test.use({ storageState: FIRST_VISIT_STATE });
const TAGGING_HOST = 'tags.localhost';

type DataLayerEvent = { event: string; page?: { uniqueIdentifier?: string } };

function banner(page: Page) {
  return page.getByRole('region', { name: /Cookies und Datenschutz|Cookie-Einstellungen/ });
}

/** Every request the page makes to the tagging host. */
function watchTaggingRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === TAGGING_HOST) seen.push(request);
  });
  return seen;
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Waits until the page is hydrated, so a form post goes through Waku's client, not a page load. */
async function waitForHydration(page: Page) {
  await page.locator('.newsletter-form[data-enhanced]').waitFor();
}

/** The events the stand-in received from this visitor. */
async function receivedEvents(page: Page, cid: string): Promise<DataLayerEvent[]> {
  const response = await page.request.get(backendUrl(`/dev/analytics?cid=${encodeURIComponent(cid)}`));
  const { hits } = (await response.json()) as { hits: { events: DataLayerEvent[] }[] };
  return hits.flatMap((hit) => hit.events);
}

/** The data layer as the server rendered it into the page (readable without JavaScript). */
async function renderedDataLayer(page: Page): Promise<DataLayerEvent[] | null> {
  const element = page.locator('script#shop-data-layer');
  if ((await element.count()) === 0) return null;
  return JSON.parse((await element.textContent()) ?? 'null') as DataLayerEvent[];
}

/** Scripts that load from or name the text: by their src, or in their inline code (which adds the tag). */
async function scriptsMentioning(page: Page, text: string): Promise<number> {
  return page.locator('script').evaluateAll((scripts, wanted) => scripts.filter((script) => (script.getAttribute('src') ?? '').includes(wanted) || (script.textContent ?? '').includes(wanted)).length, text);
}

test('consent refused: no tag script, no analytics cookie, no request to the tagging host', async ({ page, context }, testInfo) => {
  const tagging = watchTaggingRequests(page);
  await page.goto(shopUrl(HOST, '/fotobuch'));
  await expect(banner(page)).toBeVisible();
  if (testInfo.project.name === 'js-on') await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(shopUrl(HOST, '/fotobuch'));
  expect(await cookieValue(context, 'consent')).toBe('1.s0.m0');

  // A full load with the choice stored: still nothing.
  await page.goto(shopUrl(HOST, '/fotoabzuege'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scriptsMentioning(page, TAGGING_HOST)).toBe(0);
  expect(await renderedDataLayer(page)).toBeNull();
  if (testInfo.project.name === 'js-on') expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await cookieValue(context, '_ga')).toBeUndefined();
  expect(tagging.map((request) => request.url())).toEqual([]);
});

test('consent given: init and landingpage_view reach the data layer with the page identifier', async ({ page, context }, testInfo) => {
  const tagging = watchTaggingRequests(page);
  await page.goto(shopUrl(HOST, '/leinwanddruck'));
  expect(await renderedDataLayer(page)).toBeNull();
  if (testInfo.project.name === 'js-on') {
    await waitForHydration(page);
    // A mark that only survives if the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { consentMark: number }).consentMark = 1));
  }
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await cookieValue(context, 'consent')).toBe('1.s1.m1');

  if (testInfo.project.name === 'js-off') {
    // The 303 leads to a full load: the data layer and the tag script are in the HTML. The banner is
    // gone as soon as the new document commits, before it is parsed to the end.
    await page.waitForLoadState('domcontentloaded');
    const events = await renderedDataLayer(page);
    expect(events?.map((event) => [event.event, event.page?.uniqueIdentifier])).toEqual([
      ['init', '/canvas-prints'],
      ['landingpage_view', '/canvas-prints'],
    ]);
    // The tag script is added by the page's inline script (it runs only with JavaScript).
    expect(await scriptsMentioning(page, '/gtm.js?id=GTM-E2ETEST')).toBeGreaterThanOrEqual(1);
    // Without JavaScript nothing runs: no tag, no analytics cookie, no request.
    expect(await cookieValue(context, '_ga')).toBeUndefined();
    expect(tagging).toEqual([]);
    return;
  }

  // With JavaScript the form went through Waku's client and the page re-rendered in place: the
  // route tracker pushed the events and loaded the tag, which set its cookie and reported them.
  expect(await page.evaluate(() => (window as unknown as { consentMark?: number }).consentMark)).toBe(1);
  await expect.poll(() => cookieValue(context, '_ga')).toBeDefined();
  const cid = (await cookieValue(context, '_ga'))!;
  await expect.poll(async () => (await receivedEvents(page, cid)).map((event) => [event.event, event.page?.uniqueIdentifier])).toEqual([
    ['init', '/canvas-prints'],
    ['landingpage_view', '/canvas-prints'],
  ]);

  // A full page load: the server-rendered data layer, one page view (not a second one from the tracker).
  await page.goto(shopUrl(HOST, '/fotoabzuege'));
  await expect
    .poll(async () => (await receivedEvents(page, cid)).filter((event) => event.event === 'landingpage_view').map((event) => event.page?.uniqueIdentifier))
    .toEqual(['/canvas-prints', '/photo-prints']);
  await page.waitForTimeout(500);
  const events = await receivedEvents(page, cid);
  expect(events.filter((event) => event.event === 'landingpage_view')).toHaveLength(2);
  expect(events.filter((event) => event.event === 'init')).toHaveLength(2);
  expect(tagging.some((request) => /\/gtm\.js\?id=GTM-E2ETEST$/.test(request.url()))).toBe(true);

  // Opening and saving the settings stays on the page: no second page view for it.
  await page.goto(shopUrl(HOST, '/fotoabzuege?consent=settings'));
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page).toHaveURL(shopUrl(HOST, '/fotoabzuege'));
  const pageViews = async () => (await receivedEvents(page, cid)).filter((event) => event.event === 'landingpage_view').length;
  await expect.poll(pageViews).toBe(3);
  await page.waitForTimeout(500);
  expect(await pageViews()).toBe(3);
});

// Without JavaScript no tag runs, so there is no analytics cookie to remove.
test('withdrawing consent removes the analytics cookie and the tags from the next page', { tag: '@js-on-only' }, async ({ page, context }) => {
  await page.goto(shopUrl(HOST, '/fotokalender'));
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => cookieValue(context, '_ga')).toBeDefined();

  await page.goto(shopUrl(HOST, '/fotokalender?consent=settings'));
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await cookieValue(context, 'consent')).toBe('1.s0.m0');
  await expect.poll(() => cookieValue(context, '_ga')).toBeUndefined();
  await page.goto(shopUrl(HOST, '/fotokalender'));
  expect(await scriptsMentioning(page, TAGGING_HOST)).toBe(0);
});

test('the second layer opens from ?consent=settings and saves a choice per category', async ({ page, context }) => {
  await page.goto(shopUrl(HOST, '/fotobuch?consent=settings'));
  const settings = page.getByRole('region', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  const categories = settings.getByRole('group', { name: 'Kategorien' });
  await expect(categories.getByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
  await expect(categories.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
  await expect(categories.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
  await categories.getByRole('checkbox', { name: 'Statistik' }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page).toHaveURL(shopUrl(HOST, '/fotobuch'));
  await expect(banner(page)).toHaveCount(0);
  expect(await cookieValue(context, 'consent')).toBe('1.s1.m0');

  // Opened again, it shows the stored choice.
  await page.goto(shopUrl(HOST, '/fotobuch?consent=settings'));
  await expect(settings.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
});

test('the banner settings link opens the second layer on the same page', async ({ page }) => {
  await page.goto(shopUrl(HOST, '/fotobuch'));
  await banner(page).getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL(/\/fotobuch\?consent=settings#consent-settings$/);
  await expect(page.getByRole('group', { name: 'Kategorien' })).toBeVisible();
});

test('?tracking=0 and light mode keep the tags off even with consent', { tag: '@js-off-only' }, async ({ request }) => {
  const [url, init] = viaLoopback(HOST, '/fotobuch?tracking=0');
  const html = await (await request.get(url, { headers: { ...init.headers, cookie: 'consent=1.s1.m1' } })).text();
  expect(html).not.toContain('shop-data-layer');
  expect(html).not.toContain(TAGGING_HOST);
  const [light, lightInit] = viaLoopback(HOST, '/fotobuch');
  const lightHtml = await (await request.get(light, { headers: { ...lightInit.headers, cookie: 'consent=1.s1.m1; light_mode=1' } })).text();
  expect(lightHtml).not.toContain('shop-data-layer');
  const [withTracking, withInit] = viaLoopback(HOST, '/fotobuch');
  expect(await (await request.get(withTracking, { headers: { ...withInit.headers, cookie: 'consent=1.s1.m1' } })).text()).toContain('shop-data-layer');
});
