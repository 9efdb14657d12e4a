import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../domain/locale/locales.ts';
import { buildCalculatorReference } from './build-calculator-reference.ts';
import { findCalculatorMaterial, getCalculatorMaterials } from './calculator-catalog.ts';
import { getPhotoboxes, getPhotoOptionsGroups, priceAccessorySku, priceFormatGroup, priceFormats, priceFrame } from './price-service.ts';

describe('the price service', () => {
  it.each(CURRENCIES)('prices every listed format as the calculator does (%s)', (currency) => {
    for (const product of ['photoframe', 'framed', 'photoprint', 'photobox'] as const) {
      const reference = buildCalculatorReference(product, currency);
      for (const material of getCalculatorMaterials(product)) {
        const shown = reference.materials.find((entry) => entry.value === material.value)!.formats;
        const group = priceFormatGroup(material, currency).formats;
        expect(group).toEqual(shown.map(({ value, priceCurrent, priceOriginal }) => ({ value, priceCurrent, priceOriginal })));
      }
    }
  });

  it('prices own formats within the limit and refuses the first one beyond it', () => {
    const canvas = findCalculatorMaterial('leinwand', 'framed')!;
    const fine = priceFormats(canvas, ['600x400', '700x500'], 'eur');
    expect(fine.ok && fine.value.formats.map((format) => format.value)).toEqual(['600x400', '700x500']);
    const refused = priceFormats(canvas, ['600x400', '9000x9000'], 'eur');
    expect(refused).toMatchObject({ ok: false, error: { status: 400, body: { error: 'format-out-of-range', format: '9000x9000' } } });
    const book = findCalculatorMaterial('echtfotobuch', 'photobook')!;
    expect(priceFormats(book, ['333x333'], 'eur')).toMatchObject({ ok: false, error: { body: { error: 'format-not-available' } } });
  });

  it('photo print groups and boxes are the calculator materials of those products', () => {
    expect(getPhotoOptionsGroups('chf').groups.map((group) => group.finish)).toEqual(getCalculatorMaterials('photoprint').map((material) => material.value));
    const boxes = getPhotoboxes('gbp').photoboxes;
    expect(boxes.map((box) => box.type)).toEqual(['small', 'photoprint']);
    expect(boxes.every((box) => box.formats.every((format) => format.quantityMax > 0))).toBe(true);
  });

  it('a frame costs more with a mat and more around a larger picture; unknown kinds and sizes are refused', () => {
    const bare = priceFrame('holzrahmen', '400x300', 0, 'eur');
    const matted = priceFrame('holzrahmen', '400x300', 30, 'eur');
    const larger = priceFrame('holzrahmen', '600x400', 0, 'eur');
    if (!bare.ok || !matted.ok || !larger.ok) throw new Error('expected prices');
    expect(matted.value.priceOriginal).toBeGreaterThan(bare.value.priceOriginal);
    expect(larger.value.priceOriginal).toBeGreaterThan(bare.value.priceOriginal);
    expect(priceFrame('goldrahmen', '400x300', 0, 'eur')).toMatchObject({ ok: false, error: { status: 404 } });
    expect(priceFrame('fotorahmen', '2000x2000', 0, 'eur')).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('an accessory is priced in the currency asked, unknown SKUs are null', () => {
    expect(priceAccessorySku('posterbar-300x20-schwarz', 'usd')).toMatchObject({ currency: 'usd', kind: 'posterbar' });
    expect(priceAccessorySku('nothing', 'eur')).toBeNull();
  });
});
