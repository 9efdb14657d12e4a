import { describe, expect, it } from 'vitest';
import { fillPricePlaceholders, fillStoryPrices, findPriceFrom, parsePricePlaceholder, showsOverviewPrices, storyHasPricePlaceholder, type PricesFrom } from './fill-price-placeholders.ts';
import { formatPrice } from '../../../domain/catalog/price.ts';

const chf: PricesFrom = {
  currency: 'chf',
  prices: [
    { product: 'framed', material: 'poster', priceCurrent: 43.9 },
    { product: 'framed', material: 'leinwand', priceCurrent: 56.9 },
    { product: 'framed', material: 'hahnemuehle', priceCurrent: 40.9 },
    { product: 'photoprint', material: 'glossy', priceCurrent: 0.3 },
    { product: 'photoprint', material: 'matt', priceCurrent: 0.4 },
  ],
};
const eur: PricesFrom = { currency: 'eur', prices: [{ product: 'framed', material: 'leinwand', priceCurrent: 50.95 }] };

describe('findPriceFrom', () => {
  it('takes the lowest price of the named materials, or of the whole product', () => {
    expect(findPriceFrom(chf, 'canvas')).toBe(56.9);
    expect(findPriceFrom(chf, 'framed')).toBe(40.9);
    expect(findPriceFrom(chf, 'photoprint')).toBe(0.3);
  });

  it('knows no price for unknown keys, products without an entry or no answer', () => {
    expect(findPriceFrom(chf, 'toString')).toBeNull();
    expect(findPriceFrom(chf, 'photobook')).toBeNull();
    expect(findPriceFrom(null, 'canvas')).toBeNull();
  });
});

describe('fillPricePlaceholders', () => {
  it('writes the host currency in the host format: francs in Swiss French and Italian, not euros', () => {
    expect(fillPricePlaceholders('Tendue sur châssis, dès {price:canvas}.', chf, 'fr-CH').text).toBe(`Tendue sur châssis, dès ${formatPrice(56.9, 'fr-CH')}.`);
    expect(fillPricePlaceholders('da {price:canvas}', chf, 'it-CH').text).toBe('da CHF\u00a056.90');
    expect(fillPricePlaceholders('ab {price:canvas}', eur, 'de-DE').text).toBe('ab 50,95\u00a0€');
    expect(fillPricePlaceholders('from {price:canvas}', { currency: 'gbp', prices: [{ product: 'framed', material: 'leinwand', priceCurrent: 43.99 }] }, 'en-GB').text).toBe('from £43.99');
    expect(fillPricePlaceholders('from {price:canvas}', { currency: 'usd', prices: [{ product: 'framed', material: 'leinwand', priceCurrent: 56.99 }] }, 'en-US').text).toBe('from $56.99');
  });

  it('fills every placeholder of a text and leaves texts without one alone', () => {
    expect(fillPricePlaceholders('{price:photoprint} – {price:framed}', chf, 'de-CH').text).toBe('CHF\u00a00.30 – CHF\u00a040.90');
    expect(fillPricePlaceholders('19,95 € {price', chf, 'de-CH')).toEqual({ text: '19,95 € {price', missing: [] });
  });

  it('leaves no placeholder and no amount when the price is unknown, and says which', () => {
    expect(fillPricePlaceholders('Fotobuch ab {price:photobook} | Posterly', chf, 'de-CH')).toEqual({ text: 'Fotobuch ab | Posterly', missing: ['photobook'] });
    expect(fillPricePlaceholders('ab {price:canvas}', null, 'de-DE')).toEqual({ text: 'ab', missing: ['canvas'] });
    expect(fillPricePlaceholders('ab {price:nothing}', chf, 'de-DE').missing).toEqual(['nothing']);
  });
});

describe('fillStoryPrices', () => {
  it('fills titles, descriptions, rich-text nodes and tiles, and keeps untouched parts as they are', () => {
    const untouched = { _uid: 'b', component: 'text', text: 'Kein Preis' };
    const story = {
      title: 'Leinwand ab {price:canvas}',
      body: [
        { _uid: 'a', component: 'teaser', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'nur {price:canvas}' }] }] } },
        untouched,
      ],
      count: 3,
    };
    const missing: string[] = [];
    const filled = fillStoryPrices(story, chf, 'de-CH', missing);
    expect(filled.title).toBe('Leinwand ab CHF\u00a056.90');
    expect(JSON.stringify(filled.body[0])).toContain('nur CHF\u00a056.90');
    expect(filled.body[1]).toBe(untouched);
    expect(filled.count).toBe(3);
    expect(missing).toEqual([]);
    expect(fillStoryPrices(untouched, chf, 'de-CH')).toBe(untouched);
  });
});

describe('price fields of tiles', () => {
  it('are left to their block, which reads the key of a field that is one placeholder', () => {
    const tile = { _uid: 't', title: 'Leinwand', priceFrom: '{price:canvas}' };
    expect(fillStoryPrices(tile, chf, 'de-CH')).toBe(tile);
    expect(storyHasPricePlaceholder({ items: [tile] })).toBe(false);
    expect(storyHasPricePlaceholder({ items: [{ ...tile, text: 'ab {price:canvas}' }] })).toBe(true);
    expect(parsePricePlaceholder('{price:canvas}')).toBe('canvas');
    expect(parsePricePlaceholder(' {price:photoprint} ')).toBe('photoprint');
    expect(parsePricePlaceholder('ab {price:canvas}')).toBeNull();
    expect(parsePricePlaceholder(19.95)).toBeNull();
  });

  it('show on the poster channel only', () => {
    expect(showsOverviewPrices('poster')).toBe(true);
    expect(showsOverviewPrices('card')).toBe(false);
  });
});
