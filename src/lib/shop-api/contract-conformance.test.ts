/**
 * The msw mocks answer what the contract describes, and the shop's readers accept every contract
 * answer: each mocked call is asked in several locales and its answer parsed against the contract
 * and against the shop's reader. (`backend/shop-api-contract.test.ts` does the same for the
 * embedded backend.)
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopApiBlocksMock } from '../../../tests/mocks/shop-api-blocks.ts';
import { buildFlagDefinition, createFeatureFlagsMock } from '../../../tests/mocks/shop-api-feature-flags.ts';
import { createShopApiCatalogMock } from '../../../tests/mocks/shop-api-catalog.ts';
import { CLIENT_READERS } from '../../../tests/mocks/shop-api-contract.ts';
import { CALCULATOR_REFERENCE_COLLAGE, CALCULATOR_REFERENCE_FRAMED, createShopApiDesignsMock } from '../../../tests/mocks/shop-api-designs.ts';
import { createInitialDataMock } from '../../../tests/mocks/shop-api-initial-data.ts';
import { createActionBarMock } from '../../../tests/mocks/shop-api-action-bar.ts';
import { createReviewsMock } from '../../../tests/mocks/shop-api-reviews.ts';
import { createShippingMock } from '../../../tests/mocks/shop-api-shipping.ts';
import { buildShopApiPath, CALCULATOR_PRODUCTS, SHOP_API, type ShopApiEndpointName } from '../../../domain/shop-api-contract/index.ts';

const baseUrl = 'https://shop-api.test';
const catalog = createShopApiCatalogMock({ baseUrl });
const designs = createShopApiDesignsMock({ baseUrl });
const initialData = createInitialDataMock({ baseUrl, hotlines: { 'de-DE': '+49 221 1', 'fr-CH': '+41 44 1' } });
const flags = createFeatureFlagsMock({ baseUrl });
flags.setFlags([buildFlagDefinition('calculator-portrait-formats'), buildFlagDefinition('listing-sort', { enabled: false })]);
const actionBar = createActionBarMock({
  baseUrl,
  bars: { '/': { id: 'sale', text: '<b>Sale</b>', color: '#ffffff', backgroundColor: '#1f3a5f', countdownEndDate: '2030-01-01T00:00:00.000Z' } },
});
const blocks = createShopApiBlocksMock({ baseUrl });
const reviews = createReviewsMock({ baseUrl });
const shipping = createShippingMock({ baseUrl });
const server = setupServer(...catalog.handlers, ...designs.handlers, ...initialData.handlers, ...flags.handlers, ...actionBar.handlers, ...blocks.handlers, ...reviews.handlers, ...shipping.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => catalog.reset());
afterAll(() => server.close());

const LOCALES = ['de-DE', 'fr-CH', 'en-GB', 'en-US'] as const;

async function ask(name: ShopApiEndpointName, locale: string, query: Record<string, string> = {}, params: Record<string, string> = {}): Promise<unknown> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${baseUrl}${buildShopApiPath(name, params)}${search ? `?${search}` : ''}`, {
    headers: { 'x-channel': 'poster', 'x-locale': locale },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function expectContractAnswer(name: ShopApiEndpointName, answer: unknown) {
  expect(SHOP_API[name].answer.safeParse(answer).error?.issues ?? []).toEqual([]);
  const reader = CLIENT_READERS[name];
  if (reader) expect(reader.safeParse(answer).error?.issues ?? []).toEqual([]);
}

describe('every mock answer follows the shop API contract', () => {
  it.each(LOCALES.flatMap((locale) => CALCULATOR_PRODUCTS.map((product) => ({ locale, product }))))(
    'calculator reference and own-format price of $product in $locale',
    async ({ locale, product }) => {
      const reference = SHOP_API.calculatorReference.answer.parse(await ask('calculatorReference', locale, { product }));
      expectContractAnswer('calculatorReference', reference);
      const [material] = reference.materials;
      const [width = '', height = ''] = material!.formats[0]!.value.split('x');
      expectContractAnswer('priceArticle', await ask('priceArticle', locale, { product, material: material!.value, width, height }));
    },
  );

  it.each(LOCALES)('every material\'s "from" price in %s', async (locale) => {
    expectContractAnswer('pricesFrom', await ask('pricesFrom', locale));
  });

  it.each(LOCALES)('the frame product\'s selection in %s', async (locale) => {
    expectContractAnswer('photoFrameSelectionData', await ask('photoFrameSelectionData', locale));
  });

  it.each(LOCALES)('designs: listing, filtered and sorted pages and a design in %s', async (locale) => {
    const first = await ask('themes', locale);
    expectContractAnswer('themes', first);
    expectContractAnswer('themes', await ask('themes', locale, { perPage: '48', sort: 'created', color: 'red' }));
    const id = String(SHOP_API.themes.answer.parse(first).items[0]!.id);
    expectContractAnswer('theme', await ask('theme', locale, {}, { id }));
  });

  it.each(LOCALES)('initial data, feature flags and reviews in %s', async (locale) => {
    expectContractAnswer('initialData', await ask('initialData', locale));
    expectContractAnswer('featureFlags', await ask('featureFlags', locale));
    expectContractAnswer('reviews', await ask('reviews', locale));
  });

  it.each(LOCALES)('shipping information and express in %s', async (locale) => {
    expectContractAnswer('shippingInformation', await ask('shippingInformation', locale));
    expectContractAnswer('expressShop', await ask('expressShop', locale));
  });

  it.each(LOCALES)('action bar with and without a bar in %s', async (locale) => {
    expectContractAnswer('actionBar', await ask('actionBar', locale, { url: '/' }));
    expectContractAnswer('actionBar', await ask('actionBar', locale, { url: '/impressum' }));
  });

  it.each(LOCALES)('customer pictures and the contact form in %s', async (locale) => {
    expectContractAnswer('customerPictures', await ask('customerPictures', locale));
    const response = await fetch(`${baseUrl}${SHOP_API.contactForm.path}`, {
      method: 'POST',
      headers: { 'x-channel': 'poster', 'x-locale': locale, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', message: 'Hallo' }),
    });
    expectContractAnswer('contactForm', await response.json());
  });

  it.each([
    ['framed', CALCULATOR_REFERENCE_FRAMED],
    ['collage', CALCULATOR_REFERENCE_COLLAGE],
  ])('the fixed %s reference the product-block tests answer', (_name, reference) => {
    expectContractAnswer('calculatorReference', reference);
  });
});
