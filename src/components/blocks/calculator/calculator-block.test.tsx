import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorBlockSchema } from '../../../lib/calculator/calculator-block-schema.ts';
import { buildTestRequestContext, buildTestServices } from '../../../../tests/support/test-request-context.ts';
import type { Services } from '../../../lib/services/services.ts';
import { getServerConfig } from '../../../lib/config/server-config.ts';
import type { ExperimentId, Treatment } from '../../../lib/flags/get-treatment.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { runWithRequestContext } from '../../../lib/request/request-context.ts';
import { createShopApiCatalogMock } from '../../../../tests/mocks/shop-api-catalog.ts';
import { createShippingMock } from '../../../../tests/mocks/shop-api-shipping.ts';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { BlockList } from '../registry.tsx';
import { contrastRatio } from '../../../../domain/colors/contrast.ts';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import { within } from '@testing-library/dom';
import { buildTestContext } from '../../../../tests/support/test-block-context.ts';
import { CalculatorBlock } from './calculator-block.tsx';
import type * as EnhancerModule from './calculator-enhancer.tsx';

// In the bundle a 'use client' module is a client reference, which the block list leaves for React
// to render; in tests it is a plain function, so it is marked the same way.
vi.mock('./calculator-enhancer.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof EnhancerModule>();
  return { CalculatorEnhancer: Object.assign(actual.CalculatorEnhancer, { $$typeof: Symbol.for('react.client.reference') }) };
});

const catalog = createShopApiCatalogMock({ baseUrl: getServerConfig().shopApiUrl });
const shipping = createShippingMock({ baseUrl: getServerConfig().shopApiUrl });
const server = setupServer(...catalog.handlers, ...shipping.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
let services: Services;
beforeEach(() => {
  catalog.reset();
  shipping.reset();
  services = buildTestServices();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const t = getTranslator('de-DE');

async function renderAt(pageUrl: string, node: ReactNode): Promise<string> {
  return runWithRequestContext(buildTestRequestContext(pageUrl, {}, services), async () => {
    const { prelude } = await prerenderToNodeStream(<>{node}</>);
    return readStream(prelude as Readable);
  });
}

function renderBlocks(pageUrl: string, blocks: unknown[]) {
  return renderAt(pageUrl, <BlockList blocks={blocks} ctx={buildTestContext()} />);
}

const calculator = (fields: Record<string, unknown> = {}) => ({ _uid: 'calc', component: 'calculator', product: 'framed', ...fields });
const headline = { _uid: 'h', component: 'headline', text: 'Leinwand' };

describe('calculator block', () => {
  it('renders GET forms whose buttons carry the choice, the pressed selection and the price', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?utm_source=mail&calc-material=leinwand&calc-format=900x600', [calculator()]));
    const region = screen.getByRole('region', { name: t('calculator.headline') });
    // The page's anchor: every GET form and link of the calculator comes back to it.
    expect(region.id).toBe('calculator');
    expect(within(region).getByRole('heading', { level: 2, name: t('calculator.headline') })).toBeTruthy();
    const materials = within(region).getByRole('group', { name: t('calculator.materialFramed') });
    const formats = within(region).getByRole('group', { name: t('calculator.format') });
    for (const group of [materials, formats]) {
      const form = group.closest('form')!;
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '#calculator']);
      // A campaign parameter is the page's, not the calculator's: no form sends it on.
      expect(form.querySelector('[name="utm_source"]')).toBeNull();
    }
    const choice = (button: HTMLElement) => [(button as HTMLButtonElement).name, (button as HTMLButtonElement).value, button.getAttribute('aria-pressed')];
    expect(choice(within(materials).getByRole('button', { name: t('material.leinwand.short') }))).toEqual(['calc-material', 'leinwand', 'true']);
    expect(choice(within(materials).getByRole('button', { name: t('material.poster.short') }))).toEqual(['calc-material', 'poster', 'false']);
    // The format form sends the chosen material along with the format.
    expect((formats.closest('form')!.querySelector('input[type="hidden"][name="calc-material"]') as HTMLInputElement).value).toBe('leinwand');
    expect(choice(within(formats).getByRole('button', { name: /90 x 60 cm/ }))).toEqual(['calc-format', '900x600', 'true']);
    expect(within(region).getAllByRole('button', { pressed: true })).toHaveLength(2);
    expect(within(region).getAllByText('90 x 60 cm').length).toBeGreaterThan(1);
    expect(within(region).getAllByText(/^[\d.]+,\d\d\s€$/).length).toBeGreaterThan(0);
    const apply = within(region).getByRole('button', { name: t('calculator.apply') });
    expect((apply.closest('form')!.querySelector('input[name="format"]') as HTMLInputElement).value).toBe('900x600');
    expect(within(region).getByRole('link', { name: t('calculator.moreFormats') }).getAttribute('href')).toBe(
      '/leinwanddruck?calc-material=leinwand&calc-format=900x600&dialog=more-formats#calculator',
    );
  });

  it('a discount shows the struck original with an accessible "instead of"', async () => {
    // 400x300 is discounted in the mock's price list.
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?calc-format=400x300', [calculator()]));
    const original = screen.getAllByText(/^[\d.,]+\s€$/).find((price) => price.tagName === 'S')!;
    // Strike-through is not read out: the struck price is hidden, an "instead of" text says it.
    expect(original.getAttribute('aria-hidden')).toBe('true');
    expect(original.previousElementSibling!.textContent).toBe(t('calculator.insteadOf', { price: original.textContent! }));
    expect(screen.getAllByText(/^-\d+ %$/).length).toBeGreaterThan(0);
  });

  it('an open dialog is part of the page: more formats per material, a close link without the dialog', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?calc-material=poster&dialog=more-formats', [calculator()]));
    const dialog = screen.getByRole('dialog', { name: t('calculator.moreFormats') });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('link', { name: t('calculator.close') }).getAttribute('href')).toBe('/leinwanddruck?calc-material=poster#calculator');
    // One disclosure per material; each one's formats switch to that material.
    const sections = [...dialog.querySelectorAll('details')];
    expect(sections).toHaveLength(3);
    const sectionMaterials = sections.map((section) => (section.querySelector('input[type="hidden"][name="calc-material"]') as HTMLInputElement | null)?.value);
    expect(sectionMaterials).toContain('acrylglas');
  });

  it('a listed initial format is shown once, pressed in its place', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck', [calculator({ initialSku: 'leinwand:600x400' })]));
    const formats = screen.getByRole('group', { name: t('calculator.format') });
    const pressed = within(formats).getAllByRole('button', { pressed: true });
    expect(pressed.map((button) => button.textContent)).toEqual([expect.stringContaining('60 x 40 cm')]);
    expect(within(formats).getAllByRole('button', { name: /60 x 40 cm/ })).toHaveLength(1);
  });

  it('framed materials are named plainly; the legend says they are framed', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck', [calculator()]));
    const materials = screen.getByRole('group', { name: t('calculator.materialFramed') });
    const names = within(materials).getAllByRole('button').map((button) => button.textContent);
    expect(names).toContain(t('material.poster.short'));
    expect(names.filter((name) => /gerahmt/.test(name ?? ''))).toEqual([]);
  });

  it('the more-formats dialog groups sizes by shape under headings, smallest first, with one VAT note', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?calc-material=leinwand&dialog=more-formats', [calculator()]));
    const dialog = screen.getByRole('dialog', { name: t('calculator.moreFormats') });
    expect(within(dialog).getAllByText(t('price.allInclVat'))).toHaveLength(1);
    const lists = within(dialog).getAllByRole('list').filter((list) => list.getAttribute('aria-labelledby'));
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) {
      const title = list.ownerDocument.getElementById(list.getAttribute('aria-labelledby')!)!;
      expect(within(dialog).getAllByRole('heading', { level: 4, name: title.textContent! })).toContain(title);
      const areas = within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('value')!.split('x').map(Number).reduce((a, b) => a * b));
      expect(areas).toEqual([...areas].sort((a, b) => a - b));
    }
  });

  it('bad own-format input comes back with the typed values and messages', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?calc-material=leinwand&calc-w=abc&calc-h=500', [calculator()]));
    const [width, height] = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(screen.getAllByLabelText(/\(cm\)/)).toEqual([width, height]);
    expect([width!.name, width!.value, width!.inputMode, width!.getAttribute('autocomplete'), width!.getAttribute('aria-invalid')]).toEqual(['calc-w', 'abc', 'decimal', 'off', 'true']);
    expect(screen.getByText(t('calculator.error.notANumber')).id).toBe(width!.getAttribute('aria-describedby'));
    expect([height!.name, height!.value, height!.getAttribute('aria-invalid')]).toEqual(['calc-h', '500', 'true']);
    // The height is refused too (out of range next to a missing width); its message is linked the same way.
    const heightError = height!.ownerDocument.getElementById(height!.getAttribute('aria-describedby')!);
    expect(heightError?.textContent).toBeTruthy();
  });

  it('treatments change what renders', async () => {
    const props = calculatorBlockSchema.parse({ product: 'framed', tags: ['top-deal'] });
    const ctx = { channel: 'poster', locale: 'de-DE' } as const;
    const treatment = (on: ExperimentId[]) => (id: ExperimentId): Treatment => (on.includes(id) ? 'on' : 'control');
    const control = await renderAt('https://shop.test/leinwanddruck', <CalculatorBlock props={props} ctx={ctx} getTreatment={treatment([])} />);
    const topDeal = await renderAt('https://shop.test/leinwanddruck', <CalculatorBlock props={props} ctx={ctx} getTreatment={treatment([965])} />);
    expect(parseHtml(control).screen.queryByText(t('calculator.label.top-deal.short'))).toBeNull();
    // The API's badge colours (white on #e3663b) are below AA: the text colour is made readable.
    const badge = parseHtml(topDeal).screen.getByText(t('calculator.label.top-deal.short'));
    expect(contrastRatio(badge.style.color.startsWith('#') ? badge.style.color : rgbToHex(badge.style.color), '#e3663b')).toBeGreaterThanOrEqual(4.5);
  });

  it('an unreachable reference API leaves a short message and the rest of the page', async () => {
    catalog.failWith(503);
    const { body, screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck', [headline, calculator()]));
    expect(screen.getByRole('heading', { level: 2, name: 'Leinwand' })).toBeTruthy();
    expect(screen.getByText(t('calculator.notAvailable.short'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(body.querySelector('form')).toBeNull();
  });

  it('names delivery cost, free-shipping threshold and time, and express, under the price in the host currency', async () => {
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck', [calculator()]));
    const delivery = screen.getByRole('list', { name: t('delivery.headline', { country: 'Deutschland' }) });
    expect(within(delivery).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t('delivery.standard', { price: formatPrice(4.9, 'de-DE'), days: t('delivery.days', { min: 2, max: 3 }) }),
      t('delivery.freeFrom', { price: formatPrice(50, 'de-DE', { minimumFractionDigits: 0 }) }),
      t('delivery.express', { price: formatPrice(14.9, 'de-DE'), days: t('delivery.daysExact', { days: 1 }) }),
    ]);
    expect(shipping.requests.map((request) => request.locale)).toEqual(['de-DE', 'de-DE']);
  });

  it('without shipping information the calculator and its price stay, the delivery lines go', async () => {
    shipping.failWith(503);
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck', [calculator()]));
    expect(screen.getAllByText(/^[\d.]+,\d\d\s€$/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: t('delivery.headline', { country: 'Deutschland' }) })).toBeNull();
  });

  it('content without a product renders nothing', async () => {
    expect(await renderBlocks('https://shop.test/leinwanddruck', [calculator({ product: 'calendar' })])).toBe('');
    expect(catalog.requests).toHaveLength(0);
  });
});

function rgbToHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
