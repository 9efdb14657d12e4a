import { describe, expect, it } from 'vitest';
import { buildCalculatorReference } from '../../../tests/mocks/shop-api-catalog.ts';
import { runWithTestServices } from '../../../tests/support/test-request-context.ts';
import { useShopApiCatalog } from '../../../tests/support/use-shop-api-catalog.ts';
import { CALCULATOR_PRODUCTS, calculatorReferenceSchema, getCalculatorReference as getCalculatorReferenceOf, getOwnFormatPrice } from './catalog.ts';

const baseUrl = 'https://shop-api.test';
const mocked = useShopApiCatalog(baseUrl);
const { catalog } = mocked;
const scope = { channel: 'poster', locale: 'de-DE' } as const;

function getCalculatorReference(...args: Parameters<typeof getCalculatorReferenceOf>) {
  return runWithTestServices(mocked.services, () => getCalculatorReferenceOf(...args));
}

describe('reference data', () => {
  it.each(CALCULATOR_PRODUCTS)('maps the contract answer for %s', async (product) => {
    const result = await getCalculatorReference(scope, product, { baseUrl });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const answer = buildCalculatorReference(product, 'eur');
    expect(result.value.product).toBe(product);
    expect(result.value.currency).toBe('eur');
    expect(result.value.materials.map((material) => material.value)).toEqual(answer.materials.map((material) => material.value));
    expect(result.value.materials[0]!.formats.map((format) => format.value)).toEqual(answer.materials[0]!.formats.map((format) => format.value));
    expect(result.value.formatLimit).toEqual(answer.formatLimit);
  });

  it('sends product, channel and locale; the currency follows the locale', async () => {
    const result = await getCalculatorReference({ channel: 'card', locale: 'de-CH' }, 'framed', { baseUrl });
    expect(catalog.requests[0]).toMatchObject({ path: '/web-api/calculator/reference', channel: 'card', locale: 'de-CH' });
    expect(catalog.requests[0]!.query.get('product')).toBe('framed');
    expect(result.ok && result.value.currency).toBe('chf');
  });

  it('asks the frame product through its own selection call (product-selection-photo-frame/data)', async () => {
    const result = await getCalculatorReference(scope, 'photoframe', { baseUrl });
    expect(catalog.requests.map((request) => request.path)).toEqual(['/web-api/product-selection-photo-frame/data']);
    expect(result.ok && result.value.product).toBe('photoframe');
  });

  it('keeps a successful answer for a minute, per locale', async () => {
    await getCalculatorReference(scope, 'framed', { baseUrl, now: 0 });
    await getCalculatorReference(scope, 'framed', { baseUrl, now: 59_000 });
    expect(catalog.requests).toHaveLength(1);
    await getCalculatorReference({ channel: 'poster', locale: 'en-GB' }, 'framed', { baseUrl, now: 59_000 });
    await getCalculatorReference(scope, 'framed', { baseUrl, now: 61_000 });
    expect(catalog.requests).toHaveLength(3);
  });

  it.each([
    ['server error', () => catalog.failWith(503)],
    ['network error', () => catalog.failWith(0)],
    ['answer without materials', () => catalog.answerWith({ ...buildCalculatorReference('framed'), materials: [] })],
    ['answer that is not the contract', () => catalog.answerWith({ product: 'framed' })],
  ])('a %s is a failed result, not a throw, and is not cached', async (_name, inject) => {
    inject();
    const failed = await getCalculatorReference(scope, 'framed', { baseUrl });
    expect(failed.ok).toBe(false);
    const healed = await getCalculatorReference(scope, 'framed', { baseUrl });
    expect(healed.ok).toBe(true);
  });
});

describe('reference schema', () => {
  const answer = buildCalculatorReference('framed');

  it('drops unusable formats and materials and re-points labels to the materials that remain', () => {
    const [poster, leinwand, acrylglas] = answer.materials;
    const parsed = calculatorReferenceSchema.parse({
      ...answer,
      labels: [
        { index: 1, text: 'top-deal', backgroundColor: '#e3663b', textColor: 'red;background:url(x)' },
        { index: 0, text: 'nudging' },
        { index: 9, text: 'top-deal' },
      ],
      materials: [
        { ...poster, formats: [], moreFormats: [] },
        { ...leinwand, formats: [{ ...leinwand!.formats[0], value: '30x' }, ...leinwand!.formats.slice(1)] },
        { ...acrylglas, formats: [{ ...acrylglas!.formats[0], priceCurrent: 'free' }, acrylglas!.formats[1]] },
        { value: 'broken' },
      ],
    });
    expect(parsed.materials.map((material) => material.value)).toEqual(['leinwand', 'acrylglas']);
    expect(parsed.materials[0]!.formats).toHaveLength(leinwand!.formats.length - 1);
    expect(parsed.materials[1]!.formats.map((format) => format.value)).toEqual([acrylglas!.formats[1]!.value]);
    expect(parsed.labels).toEqual([{ index: 0, text: 'top-deal', backgroundColor: '#e3663b', textColor: null }]);
  });

  it('takes limit and own formats per material, else the product limit and the product rule', () => {
    const [poster, leinwand] = answer.materials;
    const ownLimit = { maxWidth: 700, maxHeight: 500, minWidth: 100, minHeight: 100 };
    const { formatLimit: _limit, ownFormats: _own, ...bare } = leinwand!;
    const framed = calculatorReferenceSchema.parse({ ...answer, materials: [{ ...poster, formatLimit: ownLimit, ownFormats: false }, bare] });
    expect(framed.materials.map(({ formatLimit, ownFormats }) => ({ formatLimit, ownFormats }))).toEqual([
      { formatLimit: ownLimit, ownFormats: false },
      { formatLimit: answer.formatLimit, ownFormats: true },
    ]);
    const book = buildCalculatorReference('photobook');
    const { formatLimit: _bookLimit, ownFormats: _bookOwn, ...bareBook } = book.materials[0]!;
    expect(calculatorReferenceSchema.parse({ ...book, materials: [bareBook] }).materials[0]!.ownFormats).toBe(false);
  });

  it('keeps scalar context values only and fills optional fields', () => {
    const [poster] = answer.materials;
    const parsed = calculatorReferenceSchema.parse({
      ...answer,
      labels: undefined,
      materials: [{ ...poster, tags: undefined, group: '', context: { materialType: 'poster', matSize: 30, nested: { a: 1 }, empty: null } }],
    });
    expect(parsed.materials[0]).toMatchObject({ tags: [], group: null, context: { materialType: 'poster', matSize: 30 } });
    expect(parsed.labels).toEqual([]);
  });
});

describe('own-format price', () => {
  it('prices a format inside the limit', async () => {
    const price = await getOwnFormatPrice({ channel: 'poster', locale: 'en-US' }, { product: 'framed', material: 'leinwand', width: 700, height: 500 }, { baseUrl });
    expect(price).toMatchObject({ kind: 'price', currency: 'usd', format: '700x500' });
    expect(catalog.requests[0]!.query.toString()).toBe('product=framed&material=leinwand&width=700&height=500');
  });

  it('answers out of range with the limit from the API', async () => {
    const price = await getOwnFormatPrice(scope, { product: 'framed', material: 'leinwand', width: 1600, height: 500 }, { baseUrl });
    expect(price).toEqual({ kind: 'out-of-range', limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 100, minHeight: 100 } });
  });

  it('answers unavailable when the API fails', async () => {
    catalog.failWith(500);
    const price = await getOwnFormatPrice(scope, { product: 'framed', material: 'leinwand', width: 700, height: 500 }, { baseUrl });
    expect(price).toEqual({ kind: 'unavailable' });
  });
});
