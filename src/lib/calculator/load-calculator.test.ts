import { describe, expect, it } from 'vitest';
import type { ExperimentId, Treatment } from '../flags/get-treatment.ts';
import { getTranslator } from '../i18n/get-translator.ts';
import { runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { useShopApiCatalog } from '../../../tests/support/use-shop-api-catalog.ts';
import { calculatorBlockSchema } from './calculator-block-schema.ts';
import { EMPTY_CALCULATOR_QUERY } from './calculator-query.ts';
import { loadCalculatorView, type LoadCalculatorInput } from './load-calculator.ts';
import { PORTRAIT_FORMAT_EXPERIMENT } from './resolve-calculator-features.ts';

const baseUrl = 'https://shop-api.test';
const mocked = useShopApiCatalog(baseUrl);
const { catalog, server } = mocked;

function load(search: string, overrides: Partial<LoadCalculatorInput> & { tags?: string[] } = {}) {
  const block = calculatorBlockSchema.parse({ product: 'framed', tags: overrides.tags ?? ['top-deal', 'nudging'] });
  return runWithTestServices(mocked.services, () =>
    loadCalculatorView({
      block,
      pageUrl: new URL(`https://shop.test/leinwanddruck${search}`),
      scope: { channel: 'poster', locale: 'de-DE' },
      baseUrl,
      ...overrides,
    }),
  );
}

const t = getTranslator('de-DE');
const allOn = (): Treatment => 'on';
const only = (id: ExperimentId) => (asked: ExperimentId): Treatment => (asked === id ? 'on' : 'control');

describe('loadCalculatorView', () => {
  it('renders from the page query', async () => {
    const result = await load('?calc-material=leinwand&calc-format=900x600');
    expect(result.ok && result.value.cta).toMatchObject({ material: 'leinwand', format: '900x600' });
    expect(catalog.requests.map((request) => request.query.get('product'))).toEqual(['framed']);
  });

  it('treatments change what renders: labels with the experiments on, none in control', async () => {
    const badges = async (getTreatment: LoadCalculatorInput['getTreatment'], tags?: string[]) => {
      const result = await load('', { getTreatment, tags });
      return result.ok ? result.value.materials.flatMap((material) => material.badges.map(() => material.value)) : null;
    };
    expect(await badges(undefined)).toEqual([]);
    expect(await badges(allOn)).toEqual(['leinwand', 'acrylglas']);
    expect(await badges(only(965))).toEqual(['leinwand']);
    expect(await badges(allOn, [])).toEqual([]);
  });

  it('the portrait experiment turns the formats upright', async () => {
    const formats = async (getTreatment?: LoadCalculatorInput['getTreatment']) => {
      const result = await load('', { getTreatment });
      return result.ok ? result.value.formats.map((format) => format.value) : null;
    };
    expect(await formats()).toEqual(['300x200', '400x300', '600x400', '900x600']);
    expect(await formats(only(PORTRAIT_FORMAT_EXPERIMENT))).toEqual(['200x300', '300x400', '400x600', '600x900']);
  });

  it('an unreachable reference API gives a short "not available" instead of a calculator', async () => {
    catalog.failWith(503);
    expect(await load('')).toEqual({ ok: false, error: { kind: 'unavailable', message: t('calculator.notAvailable.short') } });
  });

  it('an own format is priced by the price API', async () => {
    const result = await load('?calc-material=leinwand&calc-w=70&calc-h=50');
    expect(catalog.requests.map((request) => request.path)).toEqual(['/web-api/calculator/reference', '/web-api/product-selection-photo-frame/price-article']);
    expect(catalog.requests[1]!.query.toString()).toBe('product=framed&material=leinwand&width=700&height=500');
    expect(result.ok && result.value.selected.price?.current).toMatch(/€$/);
  });

  it('an own format the price API refuses reopens the dialog', async () => {
    catalog.failWith(0, { match: (request) => request.path.endsWith('/price-article') });
    const unavailable = await load('?calc-material=leinwand&calc-w=70&calc-h=50');
    expect(unavailable.ok && unavailable.value.selected.price).toBeNull();

    // The mock's limit is the reference's; a stricter API limit shows as a refusal.
    server.use(
      (await import('msw')).http.get(`${baseUrl}/web-api/product-selection-photo-frame/price-article`, () =>
        Response.json({ error: 'format-out-of-range', maxWidth: 600, maxHeight: 1000 }, { status: 400 }),
      ),
    );
    const refused = await load('?calc-material=leinwand&calc-w=70&calc-h=50');
    expect(refused.ok && refused.value.dialog?.kind).toBe('own-format');
    expect(refused.ok && refused.value.selected.size).toBe('60 x 40 cm');
  });

  it('a refused submission with an unknown material keeps the page material', async () => {
    const result = await load('?calc-material=acrylglas', { submission: { query: { ...EMPTY_CALCULATOR_QUERY, material: 'gold', format: '900x600' } } });
    expect(result.ok && result.value.cta).toMatchObject({ material: 'acrylglas' });
  });

  it('a refused submission shows the submitted state and says so', async () => {
    const result = await load('?calc-material=poster', { submission: { query: { ...EMPTY_CALCULATOR_QUERY, material: 'acrylglas', format: '900x600' } } });
    expect(result.ok && result.value).toMatchObject({ error: t('calculator.notAvailable'), cta: { material: 'acrylglas', format: '900x600' } });
  });
});
