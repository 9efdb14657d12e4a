import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../test-support/start-test-backend.ts';

const backend = useTestBackend();

function shopGet(path: string, headers: Record<string, string> = { 'X-Channel': 'poster', 'X-Locale': 'de-DE' }) {
  return fetch(`${backend.url}${path}`, { headers });
}

describe('shop API headers', () => {
  it.each([
    ['both missing', {}],
    ['channel missing', { 'X-Locale': 'de-DE' }],
    ['locale missing', { 'X-Channel': 'poster' }],
    ['unknown channel', { 'X-Channel': 'mugs', 'X-Locale': 'de-DE' }],
    ['malformed locale', { 'X-Channel': 'card', 'X-Locale': 'german' }],
    ['unsupported locale', { 'X-Channel': 'card', 'X-Locale': 'pt-BR' }],
  ])('answers 400 with a JSON error when %s', async (_case, headers) => {
    const response = await shopGet('/web-api/customer-data', headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-headers' });
  });

  it('accepts a locale in any casing', async () => {
    const response = await shopGet('/web-api/shop-frontends-initial-data', { 'X-Channel': 'card', 'X-Locale': 'DE-ch' });
    expect(((await response.json()) as { payload: { locale: string } }).payload.locale).toBe('de-CH');
  });
});

describe('initial data', () => {
  it('answers per channel and country', async () => {
    type Payload = { payload: { currency: string; channel: string; freeShippingThreshold: number; serviceHotline: string; features: { defaultCollageId: number } } };
    const posterDe = ((await (await shopGet('/web-api/shop-frontends-initial-data')).json()) as Payload).payload;
    const cardCh = ((await (await shopGet('/web-api/shop-frontends-initial-data', { 'X-Channel': 'card', 'X-Locale': 'fr-CH' })).json()) as Payload).payload;
    expect(posterDe).toMatchObject({ channel: 'poster', currency: 'EUR', features: { defaultCollageId: 13 } });
    expect(cardCh).toMatchObject({ channel: 'card', currency: 'CHF', features: { defaultCollageId: 1 } });
    expect(posterDe.serviceHotline).toMatch(/^\+49 /);
    expect(cardCh.serviceHotline).toMatch(/^\+41 /);
  });
});

describe('localized URLs', () => {
  it('lists the page in every locale that has it directly or through a fallback', async () => {
    const response = await shopGet('/web-api/localized-urls?path=/');
    const { payload } = (await response.json()) as { payload: { locale: string; url: string }[] };
    const locales = payload.map((entry) => entry.locale);
    expect(locales).toEqual(expect.arrayContaining(['de-DE', 'de-AT', 'de-CH', 'en-GB', 'en-US']));
    expect(locales).not.toContain('fr-FR');
    expect(payload.every((entry) => entry.url === '/')).toBe(true);
  });

  it('answers an empty list for paths without a story and 400 without a path', async () => {
    const unknown = (await (await shopGet('/web-api/localized-urls?path=/gibt-es-nicht')).json()) as { payload: unknown[] };
    expect(unknown.payload).toEqual([]);
    expect((await shopGet('/web-api/localized-urls')).status).toBe(400);
  });

  it('uses the locale fallback to find the current page', async () => {
    const response = await shopGet('/web-api/localized-urls?path=/ueber-uns/', { 'X-Channel': 'poster', 'X-Locale': 'de-AT' });
    const { payload } = (await response.json()) as { payload: { locale: string; url: string }[] };
    expect(payload).toContainEqual({ locale: 'de-AT', url: '/ueber-uns' });
    expect(payload).toContainEqual({ locale: 'de-DE', url: '/ueber-uns' });
  });
});

describe('customer data', () => {
  it('answers an anonymous visitor', async () => {
    const body = await (await shopGet('/web-api/customer-data')).json();
    expect(body).toEqual({
      emailHash: null,
      firstName: null,
      lastName: null,
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: null,
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    });
  });
});
