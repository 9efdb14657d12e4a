import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorBlockSchema } from '../../../lib/calculator/calculator-block-schema.ts';
import { buildTestRequestContext } from '../../../../tests/support/test-request-context.ts';
import { getServerConfig } from '../../../lib/config/server-config.ts';
import type { ExperimentId, Treatment } from '../../../lib/flags/get-treatment.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { runWithRequestContext } from '../../../lib/request/request-context.ts';
import { clearCalculatorReferenceCache } from '../../../lib/shop-api/catalog.ts';
import { createShopApiCatalogMock } from '../../../../tests/mocks/shop-api-catalog.ts';
import { BlockList } from '../registry.tsx';
import { contrastRatio } from '../../../lib/colors/contrast.ts';
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
const server = setupServer(...catalog.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  catalog.reset();
  clearCalculatorReferenceCache();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const t = getTranslator('de-DE');

async function renderAt(pageUrl: string, node: ReactNode): Promise<string> {
  return runWithRequestContext(buildTestRequestContext(pageUrl), async () => {
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
    const html = await renderBlocks('https://shop.test/leinwanddruck?utm_source=mail&calc-material=leinwand&calc-format=900x600', [calculator()]);
    expect(html).toContain('<section id="calculator" class="block calculator"');
    expect(html).toContain(`>${t('calculator.headline')}</h2>`);
    expect(html).toContain('<form class="calculator__group" action="#calculator" method="get">');
    expect(html).not.toContain('name="utm_source"');
    expect(html).toContain('<button type="submit" value="leinwand" aria-pressed="true" class="calculator__option" name="calc-material">');
    expect(html).toContain('<button type="submit" value="poster" aria-pressed="false" class="calculator__option" name="calc-material">');
    expect(html).toContain('<input type="hidden" name="calc-material" value="leinwand"/>');
    expect(html).toMatch(/<button type="submit" value="900x600" aria-pressed="true" class="[^"]*" name="calc-format">/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).toContain('90 x 60 cm');
    expect(html).toMatch(/class="calculator__price">\d+,\d\d\u00a0€</);
    expect(html).toContain('<input type="hidden" name="format" value="900x600"/>');
    expect(html).toContain(`>${t('calculator.apply')}</button>`);
    expect(html).toContain('href="/leinwanddruck?calc-material=leinwand&amp;calc-format=900x600&amp;calc-dialog=more-formats#calculator"');
  });

  it('a discount shows the struck original with an accessible "instead of"', async () => {
    // 400x300 is discounted in the mock's price list.
    const html = await renderBlocks('https://shop.test/leinwanddruck?calc-format=400x300', [calculator()]);
    expect(html).toMatch(/<span class="visually-hidden">[^<]+<\/span><s class="calculator__price-original" aria-hidden="true">[\d,]+\u00a0€<\/s>/);
    expect(html).toMatch(/class="calculator__discount">-\d+ %</);
  });

  it('an open dialog is part of the page: more formats per material, a close link without the dialog', async () => {
    const html = await renderBlocks('https://shop.test/leinwanddruck?calc-material=poster&calc-dialog=more-formats', [calculator()]);
    expect(html).toMatch(/<dialog open="" id="calculator-dialog" class="calculator__dialog" aria-labelledby="calculator-dialog-title">/);
    expect(html).toContain('<a href="/leinwanddruck?calc-material=poster#calculator" class="calculator__close"');
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('<input type="hidden" name="calc-material" value="acrylglas"/>');
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
    const { screen } = parseHtml(await renderBlocks('https://shop.test/leinwanddruck?calc-material=leinwand&calc-dialog=more-formats', [calculator()]));
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
    const html = await renderBlocks('https://shop.test/leinwanddruck?calc-material=leinwand&calc-w=abc&calc-h=500', [calculator()]);
    expect(html).toContain('<label for="calculator-width">');
    expect(html).toContain('<input id="calculator-width" type="text" inputMode="decimal" autoComplete="off" aria-invalid="true" aria-describedby="calculator-width-error" name="calc-w" value="abc"/>');
    expect(html).toContain(`<p id="calculator-width-error" class="form-error">${t('calculator.error.notANumber')}</p>`);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="calculator-height-error" name="calc-h" value="500"\/>/);
  });

  it('treatments change what renders', async () => {
    const props = calculatorBlockSchema.parse({ product: 'framed', tags: ['top-deal'] });
    const ctx = { channel: 'poster', locale: 'de-DE' } as const;
    const treatment = (on: ExperimentId[]) => (id: ExperimentId): Treatment => (on.includes(id) ? 'on' : 'control');
    const control = await renderAt('https://shop.test/leinwanddruck', <CalculatorBlock props={props} ctx={ctx} getTreatment={treatment([])} />);
    const topDeal = await renderAt('https://shop.test/leinwanddruck', <CalculatorBlock props={props} ctx={ctx} getTreatment={treatment([965])} />);
    expect(control).not.toContain('calculator__badge');
    // The API's badge colours (white on #e3663b) are below AA: the text colour is made readable.
    const badge = parseHtml(topDeal).screen.getByText(t('calculator.label.top-deal.short'));
    expect(contrastRatio(badge.style.color.startsWith('#') ? badge.style.color : rgbToHex(badge.style.color), '#e3663b')).toBeGreaterThanOrEqual(4.5);
  });

  it('an unreachable reference API leaves a short message and the rest of the page', async () => {
    catalog.failWith(503);
    const html = await renderBlocks('https://shop.test/leinwanddruck', [headline, calculator()]);
    expect(html).toContain('Leinwand</h2>');
    expect(html).toContain(`<p class="calculator__unavailable">${t('calculator.notAvailable.short')}</p>`);
    expect(html).not.toContain('<form');
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
