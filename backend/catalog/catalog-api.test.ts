import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALCULATOR_PRODUCTS } from '../../domain/catalog/vocabulary.ts';
import { getCardUnitPrice } from '../../domain/catalog/card-prices.ts';
import { useTestBackend } from '../../tests/support/test-backend.ts';
import {
  calculatorReferenceSchema, calendarPriceSchema, cardAccessoriesSchema, cardPriceSchema, errorSchema,
  formatLimitSchema, formatOutOfRangeSchema, frameTypesSchema, photobookPriceSchema, priceArticleSchema,
  skuContainerSchema,
} from '../../domain/shop-api-contract/index.ts';
import { findCalculatorMaterial, type CatalogProduct } from './calculator-catalog.ts';

const backend = useTestBackend();

async function get(path: string, locale = 'de-DE', channel = 'poster') {
  const response = await fetch(`${backend.url}${path}`, { headers: { 'X-Channel': channel, 'X-Locale': locale } });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function getParsed<S extends z.ZodType>(path: string, schema: S, locale = 'de-DE', channel = 'poster'): Promise<z.infer<S>> {
  const { status, body } = await get(path, locale, channel);
  expect(status, `${path} -> ${JSON.stringify(body)}`).toBe(200);
  return schema.parse(body);
}

describe('headers', () => {
  it.each([
    '/web-api/calculator/reference?product=framed',
    '/web-api/themes',
    '/web-api/themes/1001',
    '/web-api/product-selection-photo-frame/price-article?material=poster&width=300&height=400',
    '/web-api/card-price?sku=klappkarte-148x105-matt',
  ])('%s answers 400 without X-Channel or X-Locale', async (path) => {
    const incomplete: Record<string, string>[] = [{}, { 'X-Channel': 'poster' }, { 'X-Locale': 'de-DE' }, { 'X-Channel': 'mugs', 'X-Locale': 'de-DE' }];
    for (const headers of incomplete) {
      const response = await fetch(`${backend.url}${path}`, { headers });
      expect(response.status).toBe(400);
      expect(errorSchema.parse(await response.json()).error).toBe('invalid-headers');
    }
  });
});

describe('currency per locale', () => {
  it.each([
    ['de-DE', 'eur'],
    ['fr-FR', 'eur'],
    ['de-CH', 'chf'],
    ['it-CH', 'chf'],
    ['de-LI', 'chf'],
    ['en-GB', 'gbp'],
    ['en-US', 'usd'],
  ])('%s pays in %s in every answer', async (locale, currency) => {
    const reference = await getParsed('/web-api/calculator/reference?product=framed', calculatorReferenceSchema, locale);
    const photobook = await getParsed('/web-api/photobook-price?printing=digitalfotobuch&format=a4-hoch&pages=24', photobookPriceSchema, locale);
    const card = await getParsed('/web-api/card-price?sku=klappkarte-148x105-matt&quantity=10', cardPriceSchema, locale, 'card');
    expect([reference.currency, photobook.currency, card.currency]).toEqual([currency, currency, currency]);
  });

  it('derives other currencies from the euro list with their own endings, not the same numbers', async () => {
    const prices = await Promise.all(
      ['de-DE', 'de-CH', 'en-GB', 'en-US'].map(async (locale) => {
        const reference = await getParsed('/web-api/calculator/reference?product=framed', calculatorReferenceSchema, locale);
        return reference.materials[0]!.formats[0]!.priceOriginal;
      }),
    );
    const [eur, chf, gbp, usd] = prices.map((price) => Math.round(price * 100) % 100);
    expect([eur, chf, gbp, usd]).toEqual([95, 90, 99, 99]);
    expect(new Set(prices).size).toBe(4);
  });
});

describe('calculator reference', () => {
  it.each(CALCULATOR_PRODUCTS)('%s matches the contract, with labels pointing at materials', async (product) => {
    const reference = await getParsed(`/web-api/calculator/reference?product=${product}`, calculatorReferenceSchema);
    expect(reference.product).toBe(product);
    expect(reference.isCollage).toBe(product === 'collage');
    expect(reference.materials.map((material) => material.value)).toContain(reference.selectedValue);
    for (const label of reference.labels) expect(reference.materials[label.index]?.tags).toContain(label.text);
  });

  it('names the materials the contract lists per product', async () => {
    const values = async (product: string) =>
      (await getParsed(`/web-api/calculator/reference?product=${product}`, calculatorReferenceSchema)).materials.map((material) => material.value);
    expect(await values('photobox')).toEqual(['small', 'photoprint']);
    expect(await values('photoprint')).toEqual(['glossy', 'matt']);
    expect(await values('collage')).toEqual(['leinwand', 'poster', 'framedPoster', 'mixed']);
    expect(await values('photobook')).toEqual(['digitalfotobuch', 'echtfotobuch', 'fotoheft']);
    expect(await values('photoframe')).toEqual(['fotorahmen-alu', 'fotorahmen-holz', 'fotorahmen-kunststoff']);
  });

  it('carries the photobook format id in the format context', async () => {
    const reference = await getParsed('/web-api/calculator/reference?product=photobook', calculatorReferenceSchema);
    const digital = reference.materials.find((material) => material.value === 'digitalfotobuch')!;
    expect(digital.formats.map((format) => [format.value, format.context.photobookFormat])).toEqual([
      ['210x148', 'a5-quer'],
      ['210x297', 'a4-hoch'],
      ['200x200', '200-200'],
    ]);
  });

  it('has discounted formats, and no current price above the original, in every product and currency', async () => {
    let formats = 0;
    let discounted = 0;
    for (const locale of ['de-DE', 'de-CH', 'en-GB', 'en-US']) {
      for (const product of CALCULATOR_PRODUCTS) {
        const reference = await getParsed(`/web-api/calculator/reference?product=${product}`, calculatorReferenceSchema, locale);
        for (const format of reference.materials.flatMap((material) => [...material.formats, ...material.moreFormats])) {
          formats += 1;
          expect(format.priceOriginal).toBeGreaterThanOrEqual(format.priceCurrent);
          if (format.priceOriginal > format.priceCurrent) discounted += 1;
        }
      }
    }
    expect(discounted / formats).toBeGreaterThan(0.1);
    expect(discounted / formats).toBeLessThan(0.35);
  });

  it('refuses unknown products with the issue list', async () => {
    const { status, body } = await get('/web-api/calculator/reference?product=mug');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid-request', issues: [{ path: 'product' }] });
  });
});

/** A material's printable sizes, as the calculator reference carries them for each material. */
function limitOf(material: string, product?: CatalogProduct) {
  return formatLimitSchema.parse(findCalculatorMaterial(material, product)?.limit);
}

describe('own formats', () => {
  it('prices a format within the limit and agrees with the calculator for listed formats', async () => {
    const limits = limitOf('leinwand', 'framed');
    const own = await getParsed(
      `/web-api/product-selection-photo-frame/price-article?product=framed&material=leinwand&width=${limits.maxWidth}&height=${limits.maxHeight}`,
      priceArticleSchema,
    );
    expect(own.format).toBe(`${limits.maxWidth}x${limits.maxHeight}`);
    const reference = await getParsed('/web-api/calculator/reference?product=framed', calculatorReferenceSchema);
    const listed = reference.materials.find((material) => material.value === 'leinwand')!.formats[0]!;
    const [width, height] = listed.value.split('x');
    const article = await getParsed(
      `/web-api/product-selection-photo-frame/price-article?product=framed&material=leinwand&width=${width}&height=${height}`,
      priceArticleSchema,
    );
    expect([article.priceCurrent, article.priceOriginal]).toEqual([listed.priceCurrent, listed.priceOriginal]);
    expect(own.priceOriginal).toBeGreaterThan(article.priceOriginal);
  });

  it('accepts the limit turned round and answers 400 with the limit beyond it', async () => {
    const limits = limitOf('leinwand');
    const turned = await get(`/web-api/product-selection-photo-frame/price-article?material=leinwand&width=${limits.maxHeight}&height=${limits.maxWidth}`);
    expect(turned.status).toBe(200);
    const tooWide = await get(`/web-api/product-selection-photo-frame/price-article?material=leinwand&width=${limits.maxWidth + 1}&height=${limits.maxHeight}`);
    expect(tooWide.status).toBe(400);
    expect(formatOutOfRangeSchema.parse(tooWide.body)).toMatchObject({ maxWidth: limits.maxWidth, maxHeight: limits.maxHeight });
    const tooSmall = await get(`/web-api/product-selection-photo-frame/price-article?material=leinwand&width=${limits.minWidth - 1}&height=${limits.minHeight}`);
    expect(tooSmall.status).toBe(400);
  });

  it('frames limit the size: a framed canvas as wide as the widest canvas is refused', async () => {
    const unframed = limitOf('leinwand');
    expect(limitOf('leinwand', 'framed').maxWidth).toBeLessThan(unframed.maxWidth);
    const widest = `width=${unframed.maxWidth}&height=${unframed.minHeight}`;
    expect((await get(`/web-api/product-selection-photo-frame/price-article?material=leinwand&${widest}`)).status).toBe(200);
    expect((await get(`/web-api/product-selection-photo-frame/price-article?product=framed&material=leinwand&${widest}`)).status).toBe(400);
  });

  it('refuses bad numbers, unknown materials and own formats of fixed-size products', async () => {
    expect((await get('/web-api/product-selection-photo-frame/price-article?material=leinwand&width=0&height=300')).status).toBe(400);
    expect((await get('/web-api/product-selection-photo-frame/price-article?material=leinwand&width=1e3&height=300')).status).toBe(400);
    expect((await get('/web-api/product-selection-photo-frame/price-article?material=marble&width=300&height=300')).status).toBe(404);
    const box = await get('/web-api/product-selection-photo-frame/price-article?product=photobox&material=small&width=140&height=95');
    expect(box).toMatchObject({ status: 400, body: { error: 'format-not-available' } });
  });
});

describe('product data', () => {
  it('photobook prices grow with pages, round pages up to the next step and refuse impossible books', async () => {
    const base = '/web-api/photobook-price?printing=digitalfotobuch&format=a4-hoch&cover=hard&paper=matt';
    const thin = await getParsed(`${base}&pages=24`, photobookPriceSchema);
    const odd = await getParsed(`${base}&pages=101`, photobookPriceSchema);
    const thick = await getParsed(`${base}&pages=200`, photobookPriceSchema);
    expect(odd.pages).toBe(102);
    expect(thin.priceOriginal).toBeLessThan(odd.priceOriginal);
    expect(odd.priceOriginal).toBeLessThan(thick.priceOriginal);
    expect((await get(`${base}&pages=202`)).status).toBe(400);
    expect((await get(`${base}&pages=22`)).status).toBe(400);
    expect((await get('/web-api/photobook-price?printing=fotoheft&format=a4-hoch&cover=hard')).body).toMatchObject({ error: 'unavailable-option' });
    expect((await get('/web-api/photobook-price?printing=fotoheft&format=a4-hoch&pages=100')).body).toMatchObject({ error: 'pages-out-of-range', maxPages: 64 });
  });

  it('calendar prices: wooden block means loose sheets plus the block, only for desk calendars', async () => {
    const spiral = await getParsed('/web-api/calendar-price?calendarType=tischkalender&format=a5-quer', calendarPriceSchema);
    const path = '/web-api/calendar-price?calendarType=tischkalender&format=a5-quer&mounting=holzblock';
    const block = await getParsed(path, calendarPriceSchema);
    expect((await get(path)).body).toMatchObject({ mounting: 'ohne', accessoryType: 'holzblock' });
    expect(block.priceOriginal).toBeGreaterThan(spiral.priceOriginal);
    expect((await get('/web-api/calendar-price?calendarType=wandkalender&format=a5-quer')).status).toBe(400);
    expect((await get('/web-api/calendar-price?calendarType=wandkalender&format=a3-quer&mounting=holzblock')).status).toBe(400);
    expect((await get('/web-api/calendar-price?calendarType=bildkalender&format=a3-quer')).status).toBe(400);
  });

  it('card prices follow the unit price table and convert German prices where a country has none', async () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH'] as const) {
      const price = await getParsed('/web-api/card-price?sku=klappkarte-210x100-matt&quantity=100', cardPriceSchema, locale, 'card');
      const expected = getCardUnitPrice({ format: '210x100' }, locale)!;
      expect([price.unitPrice, price.currency]).toEqual([expected.amount, expected.currency]);
      expect(price.priceOriginal).toBeCloseTo(expected.amount * 100, 2);
    }
    const french = await getParsed('/web-api/card-price?sku=klappkarte-210x100-matt&quantity=100', cardPriceSchema, 'fr-FR', 'card');
    expect(french.unitPrice).toBe(getCardUnitPrice({ format: '210x100' }, 'de-DE')!.amount);
    const british = await getParsed('/web-api/card-price?sku=klappkarte-210x100-matt&quantity=100', cardPriceSchema, 'en-GB', 'card');
    expect(british.unitPrice).toBeLessThan(french.unitPrice);
  });

  it('card prices: a sample is one card; unknown and malformed SKUs are refused', async () => {
    expect((await getParsed('/web-api/card-price?sku=pocketfold-140x140-perlmutt&quantity=sample', cardPriceSchema, 'de-DE', 'card')).quantity).toBe(1);
    expect((await get('/web-api/card-price?sku=klappkarte-999x999-matt', 'de-DE', 'card')).status).toBe(404);
    expect((await get('/web-api/card-price?sku=Klappkarte', 'de-DE', 'card')).status).toBe(400);
    expect((await get('/web-api/card-price?sku=klappkarte-148x105-matt&quantity=5001', 'de-DE', 'card')).status).toBe(400);
  });

  it('card accessories fit the card: a C6 envelope for A6, none for a square pocketfold', async () => {
    const a6 = await getParsed('/web-api/card-accessories?sku=klappkarte-148x105-matt', cardAccessoriesSchema, 'fr-FR', 'card');
    const envelopes = a6.accessories.filter((accessory) => accessory.kind === 'envelope');
    expect(envelopes.length).toBeGreaterThan(0);
    expect(envelopes.every((accessory) => accessory.sku.startsWith('envelope-162x114-'))).toBe(true);
    expect(envelopes[0]!.label).toContain('Enveloppe C6');
    const square = await getParsed('/web-api/card-accessories?sku=pocketfold-140x140-perlmutt', cardAccessoriesSchema, 'de-DE', 'card');
    expect(square.accessories.some((accessory) => accessory.kind === 'envelope')).toBe(false);
  });

  it('SKU containers resolve card, accessory and material SKUs', async () => {
    const card = await getParsed('/web-api/sku/container?sku=klappkarte-148x105-matt', skuContainerSchema, 'de-DE', 'card');
    expect(card.context).toMatchObject({ productType: 'card', format: '148x105', sizeClass: 'standard' });
    const envelope = await getParsed('/web-api/sku/container?sku=envelope-162x114-kraft', skuContainerSchema);
    expect(envelope.context).toMatchObject({ kind: 'envelope' });
    const canvas = await getParsed('/web-api/sku/container?sku=leinwand:600x400', skuContainerSchema);
    expect(canvas.context).toMatchObject({ materialType: 'leinwand', format: '600x400' });
    expect((await get('/web-api/sku/container?sku=leinwand:9000x400')).status).toBe(404);
    expect((await get('/web-api/sku/container?sku=nothing-here')).status).toBe(404);
  });

  it('frame variants', async () => {
    const canvas = await getParsed('/web-api/variants-for-frame-types?material=leinwand', frameTypesSchema);
    expect(canvas.frameTypes.map((frame) => frame.kind)).toEqual(expect.arrayContaining(['schattenfuge-leinwand']));
    expect(canvas.frameTypes[0]!.value).toBe('schattenfuge-leinwand-schwarz');
    expect((await getParsed('/web-api/variants-for-frame-types?material=fototapete', frameTypesSchema)).frameTypes).toEqual([]);
    expect((await get('/web-api/variants-for-frame-types?material=marble')).status).toBe(404);
  });
});
