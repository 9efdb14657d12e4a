import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerShopApi } from '../../../tests/mocks/shop-api-designs.ts';
import { getServerConfig } from '../config/server-config.ts';
import {
  getCalendarPrice,
  getCardAccessories,
  getCardPrice,
  getFrameVariants,
  getLowestPrice,
  getMaterialFormats,
  getPhotobookPrice,
  getSkuContainer,
} from './product-data.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = getServerConfig().shopApiUrl;
const scope = { channel: 'poster', locale: 'de-DE' } as const;

function answer(path: string, body: unknown, status = 200, unchecked = false) {
  const requests: URLSearchParams[] = [];
  server.use(answerShopApi(baseUrl, path, body, { status, requests, unchecked }));
  return requests;
}

describe('product data calls', () => {
  it.each([
    ['sku container', '/web-api/sku/container', () => getSkuContainer(scope, 'poster:300x400'), { sku: 'poster:300x400' },
      { sku: 'poster:300x400', context: { materialType: 'poster' }, priceCurrent: 19.95, priceOriginal: 24.95, currency: 'eur' }],
    ['card accessories', '/web-api/card-accessories', () => getCardAccessories(scope, 'klappkarte-148x105-matt'), { sku: 'klappkarte-148x105-matt' },
      { currency: 'eur', accessories: [{ kind: 'envelope', sku: 'envelope-162x114-white', label: 'Umschlag C6', priceCurrent: 0.3 }] }],
    ['frame variants', '/web-api/variants-for-frame-types', () => getFrameVariants(scope, 'poster'), { material: 'poster' },
      { frameTypes: [{ value: 'holzrahmen-schwarz', kind: 'holzrahmen', color: 'schwarz' }] }],
    ['calendar price', '/web-api/calendar-price', () => getCalendarPrice(scope, { calendarType: 'wandkalender', format: 'a4-hoch', mounting: 'spirale' }),
      { calendarType: 'wandkalender', format: 'a4-hoch', mounting: 'spirale' }, { currency: 'eur', priceCurrent: 24.99, priceOriginal: 29.99 }],
    ['card price', '/web-api/card-price', () => getCardPrice(scope, { sku: 'klappkarte-148x105-matt', quantity: 50 }),
      { sku: 'klappkarte-148x105-matt', quantity: '50' }, { currency: 'eur', unitPrice: 0.95, priceCurrent: 47.5, priceOriginal: 47.5, quantity: 50 }],
    ['photobook price', '/web-api/photobook-price', () => getPhotobookPrice(scope, { printing: 'echtfotobuch', format: 'a4-quer' }),
      { printing: 'echtfotobuch', format: 'a4-quer' }, { currency: 'eur', priceCurrent: 39.99, priceOriginal: 49.99, pages: 26 }],
  ])('%s: sends exactly its parameters and reads the documented answer', async (_name, path, call, expectedQuery, body) => {
    const requests = answer(path, body);
    const result = await call();
    expect(Object.fromEntries(requests[0]!)).toEqual(expectedQuery);
    expect(result).toMatchObject({ ok: true, value: body });
  });

  it('a wrong answer shape is a failed result, not an exception', async () => {
    answer('/web-api/calendar-price', { price: '24,99' }, 200, true);
    expect(await getCalendarPrice(scope, { calendarType: 'wandkalender', format: 'a4-hoch' })).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('an upstream error is a failed result', async () => {
    answer('/web-api/sku/container', { error: 'unknown sku' }, 404);
    expect(await getSkuContainer(scope, 'x')).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});

describe('formats of a material', () => {
  const format = (value: string, priceCurrent: number) => ({ value, priceCurrent, priceOriginal: priceCurrent, context: {}, labelTranslationKey: null });

  it('lists listed and more formats once each, cheapest first', () => {
    const material = { formats: [format('400x600', 59.95), format('300x400', 39.95)], moreFormats: [format('500x500', 69.95), format('300x400', 39.95)] };
    expect(getMaterialFormats(material).map((entry) => entry.value)).toEqual(['300x400', '400x600', '500x500']);
  });

  it.each([
    [[], null],
    [[{ priceCurrent: 5 }, { priceCurrent: 3 }], 3],
    [[{ priceCurrent: Number.NaN }, { priceCurrent: 7 }], 7],
  ])('getLowestPrice(%j) -> %s', (formats, expected) => {
    expect(getLowestPrice(formats)).toBe(expected);
  });
});
