/**
 * The blocks with a server side: contact form, toolbox, customer pictures, feed, shop and AB
 * content, rendered as a page renders them, with the shop API answered by msw.
 */
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getServerConfig } from '../../lib/config/server-config.ts';
import { setRequestFlags, type RequestFlags } from '../../lib/flags/request-flags.ts';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import type { Treatment } from '../../../domain/flags/treatments.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { logger } from '../../lib/log/logger.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import type { Services } from '../../lib/services/services.ts';
import { createShopApiBlocksMock, CUSTOMER_PICTURES } from '../../../tests/mocks/shop-api-blocks.ts';
import { answerShopApi, CALCULATOR_REFERENCE_COLLAGE, createShopApiDesignsMock } from '../../../tests/mocks/shop-api-designs.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { buildTestContext } from '../../../tests/support/test-block-context.ts';
import { buildTestRequestContext, buildTestServices } from '../../../tests/support/test-request-context.ts';
import { BlockList } from './registry.tsx';

const { shopApiUrl } = getServerConfig();
const server = setupServer();
const blocksMock = createShopApiBlocksMock({ baseUrl: shopApiUrl });
const designsMock = createShopApiDesignsMock({ baseUrl: shopApiUrl });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
let services: Services;
beforeEach(() => {
  services = buildTestServices();
  server.use(...blocksMock.handlers, ...designsMock.handlers);
});
afterEach(() => {
  server.resetHandlers();
  blocksMock.reset();
  designsMock.failWith(null);
});
afterAll(() => server.close());

const ctx = buildTestContext();
const t = getTranslator('de-DE');
const IMAGE = { filename: 'https://a.storyblok.com/f/1/product.jpg', alt: 'A product' };
const richText = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });
const STILL_HERE = { _uid: 'after', component: 'headline', text: 'Still here' };

let uid = 0;
function block(component: string, fields: Record<string, unknown> = {}) {
  uid += 1;
  return { _uid: `server-block-${uid}`, component, ...fields };
}

function flags(treatments: Partial<Record<string, Treatment>>): RequestFlags {
  return {
    userKey: 'key',
    crawler: false,
    mobileDevice: false,
    overridesAllowed: false,
    overrides: { on: [], off: [], disabled: false },
    clientState: 'ready',
    debug: false,
    results: [],
    treatments: Object.fromEntries(SHOP_FLAGS.map(({ key }) => [key, treatments[key] ?? 'off'])),
  } as unknown as RequestFlags;
}

async function render(blocks: unknown[], { pageUrl = 'http://de.poster.localhost/service', treatments = {} }: { pageUrl?: string; treatments?: Partial<Record<string, Treatment>> } = {}) {
  const context = buildTestRequestContext(pageUrl, {}, services);
  setRequestFlags(context, flags(treatments));
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<BlockList blocks={blocks} ctx={ctx} />);
    return readStream(prelude as Readable);
  });
  return parseHtml(html);
}

describe('contact_form', () => {
  const contactBlock = () => block('contact_form', { headline: 'Schreiben Sie uns', text: richText('Wir antworten schnell.'), contactPerson: 'customer-service' });

  it('offers labelled fields, names whom it writes to and hides the honeypot from people', async () => {
    const { screen, body } = await render([contactBlock()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeTruthy();
    expect(screen.getByText('Wir antworten schnell.')).toBeTruthy();
    for (const label of [t('blocks.contactForm.name'), t('blocks.contactForm.email'), t('blocks.contactForm.message')]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText(new RegExp(t('blocks.contactForm.subject')))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('blocks.contactForm.submit') })).toBeTruthy();
    expect((body.querySelector('input[name="contactPerson"]') as HTMLInputElement).value).toBe('customer-service');
    expect(body.querySelector('input[name="website"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the thank-you instead of the form after sending', async () => {
    const { screen } = await render([contactBlock()], { pageUrl: 'http://de.poster.localhost/service?contact=sent' });
    expect(screen.getByRole('heading', { level: 2, name: t('blocks.contactForm.sentTitle') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t('blocks.contactForm.sent'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('toolbox', () => {
  it('offers the three converters, the target format and a file field', async () => {
    const { screen } = await render([block('toolbox', { headline: 'Dateien vorbereiten' })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Dateien vorbereiten' })).toBeTruthy();
    const group = screen.getByRole('group', { name: t('blocks.toolbox.converterLegend') });
    expect([...group.querySelectorAll('input[type="radio"]')].map((radio) => (radio as HTMLInputElement).value)).toEqual(['convertFile', 'convertPdf', 'optimizeImage']);
    expect(screen.getByRole('radio', { name: new RegExp(t('blocks.toolbox.convertFile.label')) })).toHaveProperty('checked', true);
    expect(screen.getByLabelText(t('blocks.toolbox.format'))).toBeTruthy();
    expect((screen.getByLabelText(t('blocks.toolbox.file')) as HTMLInputElement).type).toBe('file');
  });
});

describe('customer_pictures', () => {
  it('shows the pictures with their alt texts and who sent them', async () => {
    const { screen } = await render([block('customer_pictures', { headline: 'Bei Ihnen zu Hause' })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Bei Ihnen zu Hause' })).toBeTruthy();
    for (const picture of CUSTOMER_PICTURES) {
      expect(screen.getByRole('img', { name: picture.alt })).toBeTruthy();
      expect(screen.getByText(t('blocks.customerPictures.by', { name: picture.author }))).toBeTruthy();
    }
  });

  it('is left out when the pictures cannot be loaded; the page goes on', async () => {
    blocksMock.failWith('customerPictures', 500);
    const { screen } = await render([block('customer_pictures', {}), STILL_HERE]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Still here']);
  });
});

describe('feed', () => {
  it('collage: one picture tile per collage type leading to the designer, then the newest designs', async () => {
    server.use(answerShopApi(shopApiUrl, '/web-api/calculator/reference', CALCULATOR_REFERENCE_COLLAGE));
    const { screen } = await render([block('feed', { product: 'collage', headline: 'Neu eingetroffen' })]);
    const filter = screen.getByRole('navigation', { name: t('blocks.feed.collageFilter') });
    const tiles = [...filter.querySelectorAll('a')];
    expect(tiles.map((tile) => tile.textContent)).toEqual(['leinwand', 'poster', 'framedPoster', 'mixed'].map((type) => t(`blocks.feed.collageType.${type}`)));
    expect(tiles.map((tile) => tile.querySelector('img')!.getAttribute('src'))).toEqual([
      '/filters/collage/leinwand.jpg',
      '/filters/collage/poster.jpg',
      '/filters/collage/framedPoster.jpg',
      '/filters/collage/mixed.jpg',
    ]);
    expect(tiles.every((tile) => tile.getAttribute('href')!.includes('/configurator-collage/'))).toBe(true);
    expect(screen.getByRole('link', { name: t('blocks.feed.all.collage') }).getAttribute('href')).toBe('/products?product=collage');
    // The designs come from the collage designer's groups, every collage type in one call.
    const asked = designsMock.requests.find((request) => request.path === '/web-api/collage-designer-design-groups');
    expect(asked?.query.getAll('name[]')).toEqual(['leinwand', 'poster', 'framedPoster', 'mixed']);
  });

  it('calendar: the newest designs of the calendar design group and the way to the calendar filters', async () => {
    const { screen } = await render([block('feed', { product: 'calendar' })]);
    expect(designsMock.requests.at(-1)!.path).toBe('/web-api/calendar-design-group');
    const calendars = designsMock.designs.filter((design) => design.product === 'calendar');
    const newest = [...calendars].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(Math.min(12, calendars.length));
    expect(items[0]!.textContent).toContain(newest.name);
    expect(screen.getByRole('link', { name: t('blocks.feed.all.calendar') }).getAttribute('href')).toBe('/filters/calendar');
  });

  it('keeps the way to the filters when the designs cannot be loaded', async () => {
    designsMock.failWith(503);
    const { screen } = await render([block('feed', { product: 'card' })]);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByRole('link', { name: t('blocks.feed.all.card') }).getAttribute('href')).toBe('/vorkonfigurator-karten');
  });
});

describe('shop', () => {
  const CONTAINER = { sku: 'leinwand:600x400', context: { materialType: 'leinwand' }, priceCurrent: 49.95, priceOriginal: 59.95, currency: 'eur' };

  it('lists its articles with picture, price and the way into the designer; an unreadable item is left out', async () => {
    server.use(answerShopApi(shopApiUrl, '/web-api/sku/container', CONTAINER));
    const { screen } = await render([
      block('shop', {
        headline: 'Direkt gestalten',
        items: [{ _uid: 'a', sku: 'leinwand:600x400', title: 'Leinwand 60 x 40', image: IMAGE }, { _uid: 'b', sku: 'not a sku', image: IMAGE }],
      }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Direkt gestalten' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Leinwand 60 x 40' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A product' })).toBeTruthy();
    expect(screen.getByText(/49,95/)).toBeTruthy();
    const cta = screen.getByRole('link', { name: `${t('themes.personalise')}: Leinwand 60 x 40` });
    expect(cta.getAttribute('href')).toContain('materialType=leinwand');
  });

  it('keeps the article buyable without its price when the API fails', async () => {
    server.use(answerShopApi(shopApiUrl, '/web-api/sku/container', { error: 'down' }, { status: 500 }));
    const { screen } = await render([block('shop', { items: [{ sku: 'klappkarte-148x105-matt', title: 'Klappkarte', image: IMAGE }] })]);
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.getByRole('link', { name: `${t('themes.personalise')}: Klappkarte` }).getAttribute('href')).toContain('/configurator-card/');
  });
});

describe('ab_content', () => {
  const abBlock = () =>
    block('ab_content', {
      flag: 'feed-intro-variant',
      control: [{ _uid: 'c', component: 'text', text: richText('Control copy') }],
      variant: [{ _uid: 'v', component: 'text', text: richText('Variant copy') }],
    });

  it.each([
    ['on', 'Variant copy', 'Control copy'],
    ['control', 'Control copy', 'Variant copy'],
    ['off', 'Control copy', 'Variant copy'],
  ] as const)('treatment %s shows only its variant', async (treatment, shown, hidden) => {
    const { screen } = await render([abBlock()], { treatments: { 'feed-intro-variant': treatment } });
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText(hidden)).toBeNull();
  });

  it('is malformed for a flag the shop does not know (logged, nothing shown)', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const { screen } = await render([block('ab_content', { flag: 'no-such-flag', control: [STILL_HERE] }), STILL_HERE]);
    expect(screen.getAllByText('Still here')).toHaveLength(1);
    expect(warn.mock.calls.some(([fields]) => (fields as { event?: string }).event === 'block-render-error')).toBe(true);
  });
});
