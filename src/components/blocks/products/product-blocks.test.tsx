import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { getServerConfig } from '../../../lib/config/server-config.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { parseQuery } from '../../../lib/links/query.ts';
import { logger } from '../../../lib/log/logger.ts';
import { buildTestServices, runWithTestServices } from '../../../../tests/support/test-request-context.ts';
import type { Services } from '../../../lib/services/services.ts';
import {
  answerShopApi,
  CALCULATOR_REFERENCE_COLLAGE,
  CALCULATOR_REFERENCE_FRAMED,
  createShopApiDesignsMock,
} from '../../../../tests/mocks/shop-api-designs.ts';
import type { BlockContext } from '../block-context.ts';
import { BlockList } from '../registry.tsx';
import { buildTestContext } from '../../../../tests/support/test-block-context.ts';
import { headingsOf as headings, parseHtml } from '../../../../tests/support/parse-html.ts';
import { within } from '@testing-library/dom';
import { buildPricesFrom, createShopApiCatalogMock } from '../../../../tests/mocks/shop-api-catalog.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
let services: Services;
beforeEach(() => {
  services = buildTestServices();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const { shopApiUrl, designerUrl } = getServerConfig();
const ctx = buildTestContext();
const t = getTranslator('de-DE');
const euro = (amount: number) => formatPrice(amount, 'de-DE');
const IMAGE = { filename: 'https://a.storyblok.com/f/1/product.jpg', alt: 'A product' };
const richText = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });
const HEADLINE_AFTER = { _uid: 'after', component: 'headline', text: 'Still here' };

let uid = 0;
function block(component: string, fields: Record<string, unknown>) {
  uid += 1;
  return { _uid: `product-${uid}`, component, ...fields };
}

async function render(blocks: unknown[], context: BlockContext = ctx): Promise<string> {
  return runWithTestServices(services, async () => {
    const { prelude } = await prerenderToNodeStream(<BlockList blocks={blocks} ctx={context} />);
    return readStream(prelude as Readable);
  });
}

function answer(path: string, body: unknown, status = 200) {
  const requests: URLSearchParams[] = [];
  server.use(answerShopApi(shopApiUrl, path, body, { status, requests }));
  return requests;
}

/** The link to the designer, read the way the designer reads it. */
function designerLinkIn(html: string) {
  const link = parseHtml(html)
    .screen.queryAllByRole('link')
    .find((anchor) => anchor.getAttribute('href')?.startsWith(new URL(designerUrl).origin));
  if (!link) return null;
  const url = new URL(link.getAttribute('href')!);
  return { origin: url.origin, path: url.pathname, query: parseQuery(url.search) };
}

/** The table's rows: each format (the row header) with its price cell. */
function rowsOf(html: string) {
  return parseHtml(html)
    .screen.queryAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map((row) => ({ format: within(row).getByRole('rowheader').textContent, price: within(row).getByRole('cell') }));
}


/** Only the headline after the block is left: the block rendered nothing at all. */
function expectOnlyHeadlineAfter(html: string) {
  expect(headings(html)).toEqual(['h2 Still here']);
  expect(parseHtml(html).body.textContent).toBe('Still here');
}

/** A struck-through original price: its "instead of" text is inside the strike, hidden from nothing. */
function struckPrices(element: HTMLElement) {
  return [...element.querySelectorAll('s')].map((strike) => strike.textContent);
}

describe('formats_and_prices', () => {
  it('lists every format of the material cheapest first, with the original price struck when discounted', async () => {
    const requests = answer('/web-api/calculator/reference', CALCULATOR_REFERENCE_FRAMED);
    const html = await render([block('formats_and_prices', { product: 'framed', material: 'poster', headline: 'Poster im Rahmen' })]);
    expect(requests[0]!.get('product')).toBe('framed');
    expect(headings(html)).toEqual(['h2 Poster im Rahmen']);
    const rows = rowsOf(html);
    expect(rows.map((row) => row.format)).toEqual(['30 x 40 cm', '40 x 60 cm', '50 x 50 cm', '60 x 90 cm']);
    const first = within(rows[0]!.price);
    expect(first.getByText(euro(39.95), { normalizer: (text) => text })).toBeTruthy();
    // The struck original says "instead of" for screen readers, inside the strike.
    expect(first.getByText(t('calculator.insteadOf', { price: euro(49.95) }), { normalizer: (text) => text }).closest('s')).toBeTruthy();
    expect(rows[0]!.price.textContent).toContain(t('calculator.discount', { percent: 20 }));
    expect(struckPrices(rows[1]!.price)).toEqual([]);
  });

  it('takes the material label as headline when the editor gave none', async () => {
    answer('/web-api/calculator/reference', CALCULATOR_REFERENCE_FRAMED);
    const html = await render([block('formats_and_prices', { product: 'framed', material: 'leinwand' })]);
    expect(headings(html)).toEqual([`h2 ${t('material.leinwand-gerahmt')}`]);
    expect(rowsOf(html)).toHaveLength(3);
  });

  it('renders nothing for a material the product does not sell, or when the API fails', async () => {
    answer('/web-api/calculator/reference', CALCULATOR_REFERENCE_FRAMED);
    expectOnlyHeadlineAfter(await render([block('formats_and_prices', { product: 'framed', material: 'pvcplane' }), HEADLINE_AFTER]));
    services = buildTestServices();
    answer('/web-api/calculator/reference', { error: 'down' }, 503);
    expectOnlyHeadlineAfter(await render([block('formats_and_prices', { product: 'framed', material: 'poster' }), HEADLINE_AFTER]));
  });

  it('is malformed content without a known product', async () => {
    const warn = vi.spyOn(logger, 'warn');
    expect(await render([block('formats_and_prices', { product: 'spaceship', material: 'poster' })])).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ component: 'formats_and_prices', reason: 'invalid-content' }), 'block-render-error');
  });
});

describe('sku_container', () => {
  const CONTAINER = { sku: 'leinwand:600x400', context: { materialType: 'leinwand', frameType: 'schattenfuge-leinwand-schwarz', matSize: 0 }, priceCurrent: 49.95, priceOriginal: 59.95, currency: 'eur' };

  it('shows a material article with its price and opens the photo frame designer with its parameters', async () => {
    const requests = answer('/web-api/sku/container', CONTAINER);
    const html = await render([block('sku_container', { sku: 'leinwand:600x400', headline: 'Leinwand 60 x 40', text: 'Auf Keilrahmen' })]);
    expect(requests[0]!.get('sku')).toBe('leinwand:600x400');
    const { screen } = parseHtml(html);
    const heading = screen.getByRole('heading', { level: 2, name: 'Leinwand 60 x 40' });
    expect(heading.nextElementSibling).toBe(screen.getByText('Auf Keilrahmen'));
    expect(screen.getByText('Auf Keilrahmen').tagName).toBe('P');
    expect(html).toContain(euro(49.95));
    expect(designerLinkIn(html)).toEqual({
      origin: new URL(designerUrl).origin,
      path: '/configurator-photo-frame/',
      query: { frameType: 'schattenfuge-leinwand-schwarz', matSize: '0', materialType: 'leinwand', formatType: '600x400', locale: 'de-DE', sku: 'leinwand:600x400' },
    });
  });

  it('opens the card designer for a card SKU', async () => {
    answer('/web-api/sku/container', { ...CONTAINER, sku: 'klappkarte-148x105-matt', context: {} });
    const html = await render([block('sku_container', { sku: 'klappkarte-148x105-matt' })]);
    expect(designerLinkIn(html)).toMatchObject({ path: '/configurator-card/', query: { sku: 'klappkarte-148x105-matt', locale: 'de-DE' } });
  });

  it('keeps the article and its call to action without a price when the API fails', async () => {
    answer('/web-api/sku/container', { error: 'down' }, 500);
    const html = await render([block('sku_container', { sku: 'leinwand:600x400' })]);
    expect(headings(html)).toEqual([`h2 ${t('material.leinwand')} 60 x 40 cm`]);
    expect(parseHtml(html).body.textContent).not.toContain('€');
    expect(designerLinkIn(html)).toMatchObject({ query: { materialType: 'leinwand', formatType: '600x400' } });
  });

  it.each(['leinwand:600x0400', 'gold:600x400', 'leinwand', 'Klappkarte-148x105-matt'])('is malformed content for the SKU %j', async (sku) => {
    expect(await render([block('sku_container', { sku })])).toBe('');
  });
});

describe('accessory', () => {
  it('lists the accessories of a card with prices', async () => {
    const requests = answer('/web-api/card-accessories', {
      currency: 'eur',
      accessories: [
        { kind: 'envelope', sku: 'envelope-162x114-white', label: 'Umschlag C6 weiß', priceCurrent: 0.3 },
        { kind: 'ribbon', sku: 'ribbon-10x1000-gold', label: 'Schleifenband gold', priceCurrent: 0.5 },
      ],
    });
    const html = await render([block('accessory', { sku: 'klappkarte-148x105-matt', headline: 'Dazu passend' })]);
    expect(requests[0]!.get('sku')).toBe('klappkarte-148x105-matt');
    const { screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 Dazu passend']);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(new RegExp(`^Umschlag C6 weiß ${euro(0.3)}`));
    // Each one is added to the order by a form post with its own quantity.
    const add = within(items[0]!).getByRole('button', { name: t('accessory.addNamed', { name: 'Umschlag C6 weiß' }) });
    const form = add.closest('form')!;
    const field = (name: string) => (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect([field('sku'), field('accessory'), field('quantity')]).toEqual(['klappkarte-148x105-matt', 'envelope-162x114-white', '10']);
    expect(within(items[0]!).getByRole('spinbutton', { name: t('accessory.quantity') })).toBeTruthy();
  });

  it.each([
    ['there are none', { currency: 'eur', accessories: [] }, 200],
    ['the API fails', { error: 'down' }, 502],
  ])('renders nothing when %s', async (_case, body, status) => {
    answer('/web-api/card-accessories', body, status);
    expect(await render([block('accessory', { sku: 'klappkarte-148x105-matt' })])).toBe('');
  });
});

describe('frame', () => {
  it('lists the frame variants of a material by kind with translated colours', async () => {
    const requests = answer('/web-api/variants-for-frame-types', {
      frameTypes: [
        { value: 'holzrahmen-schwarz', kind: 'holzrahmen', color: 'schwarz' },
        { value: 'alurahmen-silber', kind: 'alurahmen', color: 'silber' },
        { value: 'holzrahmen-eiche', kind: 'holzrahmen', color: 'eiche' },
      ],
    });
    const html = await render([block('frame', { material: 'poster' })]);
    expect(requests[0]!.get('material')).toBe('poster');
    // A description list: each kind a term, its colours the definitions that follow it.
    const { screen } = parseHtml(html);
    const kinds = screen.getAllByRole('term');
    expect(kinds.map((kind) => kind.textContent)).toEqual([t('frame.holzrahmen'), t('frame.alurahmen')]);
    const coloursOf = (kind: HTMLElement) => within(kind.parentElement!).getAllByRole('definition').map((colour) => [colour.textContent, colour.dataset.frameType]);
    expect(coloursOf(kinds[0]!)).toEqual([
      [t('frame.color.schwarz'), 'holzrahmen-schwarz'],
      [t('frame.color.eiche'), 'holzrahmen-eiche'],
    ]);
  });

  it('renders nothing when the API fails', async () => {
    answer('/web-api/variants-for-frame-types', { error: 'down' }, 500);
    expectOnlyHeadlineAfter(await render([block('frame', { material: 'poster' }), HEADLINE_AFTER]));
  });
});

describe('detail wrappers', () => {
  const content = { headline: 'Ihr Produkt', text: richText('Schön und gut.'), image: IMAGE };

  it('calendar: price from the calendar price API with the type\'s own mounting, designer with type and format', async () => {
    const requests = answer('/web-api/calendar-price', { currency: 'eur', priceCurrent: 24.99, priceOriginal: 29.99 });
    const html = await render([block('calendar_detail_wrapper', { calendarType: 'wandkalender', format: 'a4-hoch', ...content })]);
    expect(Object.fromEntries(requests[0]!)).toEqual({ calendarType: 'wandkalender', format: 'a4-hoch' });
    const { screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 Ihr Produkt']);
    expect(screen.getByText('Schön und gut.').tagName).toBe('P');
    expect(screen.getByRole('img', { name: 'A product' })).toBeTruthy();
    expect(html).toContain(t('products.priceFrom', { price: euro(24.99) }));
    expect(html).toContain(t('calculator.insteadOf', { price: euro(29.99) }));
    const link = designerLinkIn(html);
    expect(link).toMatchObject({ path: '/configurator-calendar/', query: { calendarType: 'wandkalender', formatType: 'a4-hoch', locale: 'de-DE' } });
    expect(link!.query.startMonth).toMatch(/^\d{1,2}$/);
  });

  /** A design of a group as the backend lists it (themeItemSchema). */
  const groupDesign = (number: number, product: string) => ({
    id: `design-${number}`, name: `Design ${number}`, product, image: `https://backend.test/a/${product}.jpg`, aspectRatio: '3:4', colors: ['red'],
    category: 'birthday', style: 'modern', createdAt: new Date(Date.UTC(2025, 0, number)).toISOString(), popularity: 1, priceFrom: 9.99, currency: 'eur' as const, designerParams: {},
  });

  it('calendar: a strip of the type\'s design group, newest four first, each linking its themes page', async () => {
    answer('/web-api/calendar-price', { currency: 'eur', priceCurrent: 24.99, priceOriginal: 29.99 });
    const groupRequests = answer('/web-api/calendar-design-group', { name: 'wandkalender', designs: [1, 2, 3, 4, 5, 6].map((number) => groupDesign(number, 'calendar')) });
    const html = await render([block('calendar_detail_wrapper', { calendarType: 'wandkalender', format: 'a4-hoch', ...content })]);
    expect(Object.fromEntries(groupRequests[0]!)).toEqual({ calendarType: 'wandkalender' });
    expect(headings(html)).toEqual(['h2 Ihr Produkt', `h3 ${t('blocks.designStrip.title', { product: 'Ihr Produkt' })}`]);
    const stripElement = parseHtml(html).body.querySelector('.block-detail__designs') as HTMLElement;
    const strip = within(stripElement);
    const links = strip.getAllByRole('link');
    // The newest four, then the landing page with every calendar design (decision 0045).
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...[6, 5, 4, 3].map((number) => `/themes/design-${number}`), '/alle-fotokalender']);
    expect(links.map((link) => link.textContent)).toEqual([...[6, 5, 4, 3].map((number) => expect.stringContaining(`Design ${number}`)), t('calendarLanding.title')]);
    // Decorative pictures (the name is the link text), one per design.
    expect([...stripElement.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(Array.from({ length: 4 }, () => expect.stringContaining('calendar.jpg')));
  });

  it('collage: a strip of the collage type\'s group, asked with name[]; a failed group call leaves only the strip out', async () => {
    answer('/web-api/calculator/reference', CALCULATOR_REFERENCE_COLLAGE);
    const groupRequests = answer('/web-api/collage-designer-design-groups', { groups: [{ name: 'framedPoster', designs: [groupDesign(7, 'collage')] }] });
    const html = await render([block('collage_detail_wrapper', { collageType: 'framedPoster', ...content })]);
    expect(groupRequests[0]!.getAll('name[]')).toEqual(['framedPoster']);
    expect(within(parseHtml(html).body.querySelector('.block-detail__designs') as HTMLElement).getByRole('link').getAttribute('href')).toBe('/themes/design-7');

    answer('/web-api/collage-designer-design-groups', { error: 'down' }, 503);
    const degraded = await render([block('collage_detail_wrapper', { collageType: 'framedPoster', ...content })]);
    expect(headings(degraded)).toEqual(['h2 Ihr Produkt']);
    expect(degraded).toContain(t('products.priceFrom', { price: euro(44.95) }));
    expect(designerLinkIn(degraded)).not.toBeNull();
  });

  it('photobook: a strip of the design group sets, one category by its set path, several by categoryIds[]; a failed call leaves only the strip out', async () => {
    const printed = (number: number) => ({ ...groupDesign(number, 'photobook'), designerParams: { productType: 'photobook', photobookPrinting: 'digitalfotobuch' } });
    const set = (id: number, numbers: number[]) => ({ id, categoryId: id, name: `set-${id}`, groups: [{ name: 'modern', designs: numbers.map(printed) }] });
    answer('/web-api/photobook-price', { currency: 'eur', priceCurrent: 39.99, priceOriginal: 39.99, pages: 26 });
    const oneRequests = answer('/web-api/photobook-design-group-set/14', set(14, [1, 2]));
    const one = await render([block('photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer', categoryIds: ['14'], ...content })]);
    expect(oneRequests).toHaveLength(1);
    const stripLinks = (html: string) => within(parseHtml(html).body.querySelector('.block-detail__designs') as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(stripLinks(one)).toEqual(['/themes/design-2', '/themes/design-1']);
    expect(headings(one)).toEqual(['h2 Ihr Produkt', `h3 ${t('blocks.feed.title.photobook')}`]);

    // The page's price is the real-photo book's; each tile names the printing its price is for.
    const tiles = within(parseHtml(one).body.querySelector('.block-detail__designs') as HTMLElement).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual([expect.stringMatching(/^Design 2Digitaldruckab 9,99\s€/), expect.stringMatching(/^Design 1Digitaldruckab 9,99\s€/)]);

    const manyRequests = answer('/web-api/photobook-design-group-set', { sets: [set(14, [1, 3]), set(22, [2, 4, 5])] });
    const many = await render([block('photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer', categoryIds: [14, 22], ...content })]);
    expect(manyRequests[0]!.getAll('categoryIds[]')).toEqual(['14', '22']);
    expect(stripLinks(many)).toEqual([5, 4, 3, 2].map((number) => `/themes/design-${number}`));

    const allRequests = answer('/web-api/photobook-design-group-set', { sets: [set(14, [1])] });
    await render([block('photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer', ...content })]);
    expect([...allRequests[0]!.keys()]).toEqual([]);

    const error = vi.spyOn(logger, 'error');
    answer('/web-api/photobook-design-group-set', { error: 'down' }, 503);
    const degraded = await render([block('photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer', ...content }), HEADLINE_AFTER]);
    expect(headings(degraded)).toEqual(['h2 Ihr Produkt', 'h2 Still here']);
    expect(degraded).toContain(t('products.priceFrom', { price: euro(39.99) }));
    expect(designerLinkIn(degraded)).not.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ path: '/web-api/photobook-design-group-set', status: 503 }), 'shop-api-error');
  });

  it('card: price per card at the default quantity, designer with SKU and occasion', async () => {
    const requests = answer('/web-api/card-price', { currency: 'eur', unitPrice: 0.95, priceCurrent: 47.5, priceOriginal: 47.5, quantity: 50 });
    const html = await render([block('card_detail_wrapper', { sku: 'klappkarte-148x105-matt', occasion: 'hochzeit', ...content })]);
    expect(Object.fromEntries(requests[0]!)).toEqual({ sku: 'klappkarte-148x105-matt', quantity: '50' });
    expect(html).toContain(t('products.priceFrom', { price: euro(0.95) }));
    expect(struckPrices(parseHtml(html).body)).toEqual([]);
    expect(designerLinkIn(html)).toMatchObject({
      path: '/configurator-card/',
      query: { occasion: 'hochzeit', sku: 'klappkarte-148x105-matt', locale: 'de-DE' },
    });
  });

  it('card: a discounted card shows its discounted price per card and the list price struck', async () => {
    answer('/web-api/card-price', { currency: 'eur', unitPrice: 1.8, unitPriceCurrent: 1.44, priceCurrent: 72, priceOriginal: 90, quantity: 50 });
    const html = await render([block('card_detail_wrapper', { sku: 'klappkarte-210x148-matt', ...content })]);
    expect(html).toContain(t('products.priceFrom', { price: euro(1.44) }));
    expect(html).toContain(t('calculator.insteadOf', { price: euro(1.8) }));
  });

  it('card: an unknown occasion drops only the preselection', async () => {
    answer('/web-api/card-price', { currency: 'eur', unitPrice: 0.95, priceCurrent: 47.5, priceOriginal: 47.5, quantity: 50 });
    const html = await render([block('card_detail_wrapper', { sku: 'klappkarte-148x105-matt', occasion: 'mondlandung', ...content })]);
    expect(designerLinkIn(html)!.query).not.toHaveProperty('occasion');
  });

  it('collage: the lowest price of the collage type and its calculator context for the designer', async () => {
    answer('/web-api/calculator/reference', CALCULATOR_REFERENCE_COLLAGE);
    const html = await render([block('collage_detail_wrapper', { collageType: 'framedPoster', ...content })]);
    expect(html).toContain(t('products.priceFrom', { price: euro(44.95) }));
    expect(designerLinkIn(html)).toMatchObject({
      path: '/configurator-collage/',
      query: { frameType: 'holzrahmen-schwarz', matSize: '30', matType: 'weiss', materialType: 'poster', formatType: '500x700', productType: 'collage' },
    });
  });

  it('photobook: price of the printing and format, designer with printing, format and binding', async () => {
    const requests = answer('/web-api/photobook-price', { currency: 'eur', priceCurrent: 39.99, priceOriginal: 39.99, pages: 26 });
    const html = await render([block('photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer', ...content })]);
    expect(Object.fromEntries(requests[0]!)).toEqual({ printing: 'echtfotobuch', format: 'a4-quer' });
    expect(html).toContain(t('products.priceFrom', { price: euro(39.99) }));
    expect(designerLinkIn(html)).toMatchObject({
      path: '/configurator-photobook/',
      query: { photobookBinding: 'layflat', photobookFormat: 'a4-quer', photobookPrinting: 'echtfotobuch' },
    });
  });

  it.each([
    ['calendar_detail_wrapper', '/web-api/calendar-price', { calendarType: 'wandkalender', format: 'a4-hoch' }],
    ['card_detail_wrapper', '/web-api/card-price', { sku: 'klappkarte-148x105-matt' }],
    ['collage_detail_wrapper', '/web-api/calculator/reference', { collageType: 'mixed' }],
    ['photobook_detail_wrapper', '/web-api/photobook-price', { printing: 'fotoheft', format: 'a5-quer' }],
  ])('%s keeps image, text and call to action without a price when the API fails', async (component, path, fields) => {
    answer(path, { error: 'down' }, 503);
    const html = await render([block(component, { ...fields, ...content })]);
    const { body, screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 Ihr Produkt']);
    expect(screen.getByRole('img', { name: 'A product' })).toBeTruthy();
    expect(body.textContent).not.toContain('€');
    expect(designerLinkIn(html)).not.toBeNull();
  });

  it.each([
    ['calendar_detail_wrapper', { calendarType: 'mondkalender', format: 'a4-hoch' }],
    ['card_detail_wrapper', { sku: 'not a sku' }],
    ['collage_detail_wrapper', { collageType: 'sculpture' }],
    ['photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a2-hoch' }],
    ['calendar_detail_wrapper', { calendarType: 'wandkalender', format: 'a4-hoch', headline: 'x', image: { filename: '' } }],
  ])('%s is malformed content with %j', async (component, fields) => {
    expect(await render([{ ...block(component, { ...content }), ...fields }])).toBe('');
  });
});

describe('overview_wrapper', () => {
  const canvasFrom = (currency: 'eur' | 'chf' | 'gbp' | 'usd') =>
    buildPricesFrom(currency).prices.filter((entry) => entry.product === 'framed' && entry.material === 'leinwand')[0]!.priceCurrent;
  const tile = (fields: Record<string, unknown>) => ({ _uid: 'a', title: 'Canvas', image: IMAGE, link: { linktype: 'url', url: '/canvas' }, ...fields });

  it('prices come from the price data in the host currency and say "incl. VAT" where the country requires it', async () => {
    const catalog = createShopApiCatalogMock({ baseUrl: shopApiUrl });
    server.use(...catalog.handlers);
    const tiles = [block('overview_wrapper', { headline: 'All', items: [tile({ priceFrom: '{price:canvas}' })] })];
    const british = parseHtml(await render(tiles, buildTestContext({ locale: 'en-GB' }))).screen;
    expect(british.getByText(`from ${formatPrice(canvasFrom('gbp'), 'en-GB')}`)).toBeTruthy();
    expect(british.getByText('incl. VAT')).toBeTruthy();
    const swiss = parseHtml(await render(tiles, buildTestContext({ locale: 'fr-CH' }))).body;
    expect(swiss.textContent).toContain(formatPrice(canvasFrom('chf'), 'fr-CH'));
    expect(swiss.textContent).not.toContain('€');
    const american = parseHtml(await render(tiles, buildTestContext({ locale: 'en-US' }))).screen;
    expect(american.getByText(`from ${formatPrice(canvasFrom('usd'), 'en-US')}`)).toBeTruthy();
    expect(american.queryByText(/VAT|tax/i)).toBeNull();
    expect(catalog.requests.map((request) => request.locale)).toEqual(['en-GB', 'fr-CH', 'en-US']);
  });

  it('an editor may add the newest designs of a design group under the tiles; a failed or unnamed group leaves them out', async () => {
    const design = (number: number, product: string) => ({
      id: `design-${number}`, name: `Design ${number}`, product, image: `https://backend.test/a/${product}.jpg`, aspectRatio: '3:4', colors: ['red'],
      category: 'familie', style: 'modern', createdAt: new Date(Date.UTC(2025, 0, number)).toISOString(), popularity: 1, priceFrom: 9.99, currency: 'eur' as const, designerParams: {},
    });
    const stripLinks = (html: string) => {
      const strip = parseHtml(html).body.querySelector('.block-detail__designs') as HTMLElement | null;
      return strip ? within(strip).getAllByRole('link').map((link) => link.getAttribute('href')) : [];
    };
    const sets = answer('/web-api/photobook-design-group-set/14', { id: 14, categoryId: 14, name: 'familie', groups: [{ name: 'modern', designs: [1, 2, 3, 4, 5].map((number) => design(number, 'photobook')) }] });
    const photobook = await render([block('overview_wrapper', { headline: 'Fotobücher', designProduct: 'photobook', designGroup: '14', items: [tile({})] })]);
    expect(sets).toHaveLength(1);
    expect(headings(photobook)).toEqual(['h2 Fotobücher', 'h3 Canvas', `h3 ${t('blocks.feed.title.photobook')}`]);
    expect(stripLinks(photobook)).toEqual([5, 4, 3, 2].map((number) => `/themes/design-${number}`));

    const calendars = answer('/web-api/calendar-design-group', { name: 'all', designs: [design(7, 'calendar')] });
    expect(stripLinks(await render([block('overview_wrapper', { designProduct: 'calendar', designGroup: 'mondkalender', items: [tile({})] })]))).toEqual(['/themes/design-7']);
    expect([...calendars[0]!.keys()]).toEqual([]);

    // A collage group must be named; a failed call leaves only the strip out.
    expect(stripLinks(await render([block('overview_wrapper', { designProduct: 'collage', items: [tile({})] })]))).toEqual([]);
    answer('/web-api/collage-designer-design-groups', { error: 'down' }, 503);
    const failed = await render([block('overview_wrapper', { designProduct: 'collage', designGroup: 'mixed', items: [tile({})] }), HEADLINE_AFTER]);
    expect(headings(failed)).toEqual(['h2 Canvas', 'h2 Still here']);
  });

  it('shows linked tiles, leaving out amounts typed into content and unknown products', async () => {
    const catalog = createShopApiCatalogMock({ baseUrl: shopApiUrl });
    server.use(...catalog.handlers);
    const html = await render([
      block('overview_wrapper', {
        headline: 'Alle Produkte',
        items: [
          { _uid: 'a', title: 'Leinwand', text: 'Auf Keilrahmen', image: IMAGE, link: { linktype: 'story', cached_url: 'poster/de-de/leinwanddruck' }, priceFrom: '{price:canvas}' },
          { _uid: 'b', title: 'Poster', image: IMAGE, link: { linktype: 'url', url: '' }, priceFrom: 19.95 },
          { _uid: 'c', title: 'Tapete', image: IMAGE, link: { linktype: 'url', url: '/tapete' }, priceFrom: '{price:wallpaper}' },
        ],
      }),
    ]);
    const { body, screen } = parseHtml(html);
    expect(headings(html)).toEqual(['h2 Alle Produkte', 'h3 Leinwand', 'h3 Poster', 'h3 Tapete']);
    const [canvas, poster, wallpaper] = screen.getAllByRole('listitem');
    // The tile links title and price; the text follows outside the link.
    const link = within(canvas!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/leinwanddruck');
    expect(link.textContent).toBe(`Leinwand${t('products.priceFrom', { price: euro(canvasFrom('eur')) })} ${t('price.inclVat')}`);
    expect(within(canvas!).getByText('Auf Keilrahmen').closest('a')).toBeNull();
    // The second tile has no link; its price was typed into content and is left out.
    expect(within(poster!).queryByRole('link')).toBeNull();
    expect(within(poster!).getByRole('img', { name: 'A product' })).toBeTruthy();
    expect(poster!.textContent).not.toContain('19,95');
    expect(wallpaper!.textContent).toBe('Tapete');
    expect(body.textContent!.match(new RegExp(t('price.inclVat'), 'g'))).toHaveLength(1);
  });

  it('shows no prices on the card channel and does not ask for them', async () => {
    const catalog = createShopApiCatalogMock({ baseUrl: shopApiUrl });
    server.use(...catalog.handlers);
    const html = await render([block('overview_wrapper', { items: [tile({ priceFrom: '{price:photobook}' })] })], buildTestContext({ channel: 'card' }));
    expect(parseHtml(html).body.textContent).toBe('Canvas');
    expect(catalog.requests).toEqual([]);
  });

  it('is malformed content without items', async () => {
    expect(await render([block('overview_wrapper', { items: [] })])).toBe('');
  });
});

describe('themes_overview', () => {
  it('shows the first designs of the product, each linking to its themes page in the visitor locale', async () => {
    const mock = createShopApiDesignsMock({ baseUrl: shopApiUrl });
    server.use(...mock.handlers);
    const frenchCtx = buildTestContext({ locale: 'fr-CH', buildPath: (path) => `/fr/${path}` });
    const html = await render([block('themes_overview', { headline: 'Beliebte Kalender', product: 'calendar', limit: 3 })], frenchCtx);
    expect(mock.requests[0]!.query.get('product')).toBe('calendar');
    expect(mock.requests[0]!.query.get('sort')).toBe('popularity');
    expect(mock.requests[0]).toMatchObject({ channel: 'poster', locale: 'fr-CH' });
    const calendars = mock.designs.filter((design) => design.product === 'calendar').sort((a, b) => b.popularity - a.popularity);
    const links = parseHtml(html).screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(calendars.slice(0, 3).map((design) => `/fr/themes/${design.id}`));
    // Each card is named by its design.
    expect(links[0]!.textContent).toContain(calendars[0]!.name);
    expect(html).toContain(formatPrice(calendars[0]!.priceFrom, 'fr-CH', { currency: 'eur' }));
  });

  it('shows designs without prices on the card channel (prices in overviews are the poster channel\'s)', async () => {
    const mock = createShopApiDesignsMock({ baseUrl: shopApiUrl });
    server.use(...mock.handlers);
    const html = await render([block('themes_overview', { limit: 3 })], buildTestContext({ channel: 'card', locale: 'en-US' }));
    const links = parseHtml(html).screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.textContent).not.toMatch(/from|\$/);
  });

  it('shows eight designs by default and asks for the larger page beyond twelve', async () => {
    const mock = createShopApiDesignsMock({ baseUrl: shopApiUrl });
    server.use(...mock.handlers);
    expect(parseHtml(await render([block('themes_overview', {})])).screen.getAllByRole('link')).toHaveLength(8);
    expect(parseHtml(await render([block('themes_overview', { limit: 20 })])).screen.getAllByRole('link')).toHaveLength(20);
    expect(mock.requests.map((request) => request.query.get('perPage'))).toEqual(['12', '48']);
  });

  it('renders nothing when the API fails', async () => {
    const mock = createShopApiDesignsMock({ baseUrl: shopApiUrl });
    server.use(...mock.handlers);
    mock.failWith(500);
    expectOnlyHeadlineAfter(await render([block('themes_overview', { headline: 'x' }), HEADLINE_AFTER]));
  });
});

describe('voucher', () => {
  const fields = { code: 'SOMMER25', headline: 'Sommeraktion', text: 'Auf alle Leinwände.', validUntil: '2031-07-31', minimumOrderValue: 50 };
  const TERMS = { code: 'SOMMER25', percent: 10, currency: 'eur', minimumOrderValue: 30, validUntil: '2031-08-15', expired: false, firstOrderOnly: true };

  it('shows the code with value, validity and conditions from the shop API, not the content’s', async () => {
    const requests = answer('/web-api/voucher', TERMS);
    const html = await render([block('voucher', fields)]);
    expect(requests[0]!.get('code')).toBe('SOMMER25');
    const { screen } = parseHtml(html);
    const heading = screen.getByRole('heading', { level: 2, name: 'Sommeraktion' });
    expect(heading.nextElementSibling).toBe(screen.getByText('Auf alle Leinwände.'));
    const code = screen.getByText('SOMMER25');
    expect(code.tagName).toBe('CODE');
    expect(code.parentElement!.textContent).toBe(t('voucher.code', { code: 'SOMMER25' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t('voucher.percent', { percent: 10 }),
      t('voucher.validUntil', { date: '15. August 2031' }),
      t('voucher.minimumOrder', { value: euro(30) }),
      t('voucher.firstOrderOnly'),
    ]);
  });

  it('names the minimum in the currency the shop API answers for the host', async () => {
    answer('/web-api/voucher', { ...TERMS, currency: 'chf', minimumOrderValue: 35 });
    const html = await render([block('voucher', fields)], buildTestContext({ locale: 'fr-CH' }));
    expect(html).toContain(formatPrice(35, 'fr-CH'));
    expect(html).toContain('15 août 2031');
    expect(html).not.toContain(formatPrice(50, 'fr-CH'));
  });

  it('says so when the code has expired, without offering it', async () => {
    answer('/web-api/voucher', { ...TERMS, validUntil: '2025-08-31', expired: true });
    const { screen } = parseHtml(await render([block('voucher', fields)]));
    expect(screen.getByText(t('voucher.expired', { code: 'SOMMER25', date: '31. August 2025' }))).toBeTruthy();
    expect(screen.queryByText('SOMMER25')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('logs error-add-voucher when the call fails and shows the code without terms', async () => {
    vi.useFakeTimers({ now: new Date('2031-07-31T20:00:00Z'), toFake: ['Date'] });
    const error = vi.spyOn(logger, 'error');
    answer('/web-api/voucher', { error: 'down' }, 503);
    const { screen } = parseHtml(await render([block('voucher', fields)]));
    expect(screen.getByText('SOMMER25').tagName).toBe('CODE');
    expect(screen.queryByRole('list')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: 'SOMMER25', error: 'http', status: 503 }), 'error-add-voucher');
  });

  it('is not shown for a code the shop API does not know, nor after the content’s last day when the API is down', async () => {
    answer('/web-api/voucher', { error: 'unknown-voucher' }, 404);
    expectOnlyHeadlineAfter(await render([block('voucher', fields), HEADLINE_AFTER]));
    vi.useFakeTimers({ now: new Date('2031-08-01T00:00:00Z'), toFake: ['Date'] });
    answer('/web-api/voucher', { error: 'down' }, 503);
    expectOnlyHeadlineAfter(await render([block('voucher', fields), HEADLINE_AFTER]));
  });

  it('takes a rich-text text', async () => {
    answer('/web-api/voucher', TERMS);
    const html = await render([block('voucher', { ...fields, text: richText('Nur heute.') })]);
    expect(parseHtml(html).screen.getByText('Nur heute.').tagName).toBe('P');
  });

  it('is malformed content without a code', async () => {
    expect(await render([block('voucher', { ...fields, code: ' ' })])).toBe('');
  });
});
