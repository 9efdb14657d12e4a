import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../tests/support/test-backend.ts';

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
