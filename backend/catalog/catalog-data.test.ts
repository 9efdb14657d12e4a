import { describe, expect, it } from 'vitest';
import { CALENDAR_FORMATS, getDefaultFrameKind, getDefaultPhotobookFormats, MATERIAL_TYPES, type MaterialType, OCCASION_SLUGS, PHOTO_PRINT_FORMATS, PHOTOBOOK_FORMATS } from '../../domain/catalog/vocabulary.ts';
import { parseCardSku } from '../../domain/catalog/sku.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { priceFormat } from './build-calculator-reference.ts';
import { getAllFormats, getCalculatorMaterials, listAllCalculatorMaterials } from './calculator-catalog.ts';
import { listAccessories, listCards } from './card-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';
import { CALENDAR_TYPES_DATA } from './data/calendars.ts';
import { OCCASION_CARDS } from './data/cards.ts';
import { PHOTOBOOK_PRINTINGS_DATA } from './data/photobooks.ts';
import { WALL_ART_MATERIALS } from './data/wall-art-materials.ts';

describe('calculator catalogue', () => {
  const materials = listAllCalculatorMaterials();

  it('lists 3 to 6 formats per material, none twice, and preselects a listed one', () => {
    for (const material of materials) {
      const label = `${material.product}/${material.value}`;
      expect(material.listedFormats.length, label).toBeGreaterThanOrEqual(3);
      expect(material.listedFormats.length, label).toBeLessThanOrEqual(6);
      const all = getAllFormats(material);
      expect(new Set(all).size, label).toBe(all.length);
      expect(material.listedFormats, label).toContain(material.initialFormat);
    }
  });

  it('sells only formats within the material limit', () => {
    for (const material of materials) {
      for (const format of getAllFormats(material)) {
        expect(fitsFormatLimit(parseFormat(format), material.limit), `${material.product}/${material.value} ${format}`).toBe(true);
      }
    }
  });

  // Frames are priced by perimeter and prints by area, so the property is dominance: a format at
  // least as long and as wide as another (either way round) costs more.
  it('charges more for a format that is larger on both sides', () => {
    const bySize = materials.filter((material) => material.product !== 'photobox');
    const sides = (format: string) => {
      const { width, height } = parseFormat(format);
      return [Math.max(width, height), Math.min(width, height)] as const;
    };
    let compared = 0;
    for (const material of bySize) {
      for (const small of getAllFormats(material)) {
        for (const large of getAllFormats(material)) {
          const [smallLong, smallShort] = sides(small);
          const [largeLong, largeShort] = sides(large);
          const dominates = largeLong >= smallLong && largeShort >= smallShort && (largeLong > smallLong || largeShort > smallShort);
          if (!dominates) continue;
          compared += 1;
          expect(material.getListPrice(parseFormat(large)), `${material.value} ${large} > ${small}`).toBeGreaterThan(material.getListPrice(parseFormat(small)));
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('frames the seven framed materials with their default frame', () => {
    const framed = getCalculatorMaterials('framed');
    expect(framed.map((material) => material.value).sort()).toEqual(
      ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond', 'hahnemuehle', 'leinwand', 'poster'],
    );
    for (const material of framed) {
      expect(String(material.context.frameType)).toBe(`${getDefaultFrameKind(material.value as MaterialType)}-schwarz`);
    }
  });

  it('sells every material of the vocabulary unframed and every photo print format', () => {
    expect(WALL_ART_MATERIALS.map((material) => material.value).sort()).toEqual([...MATERIAL_TYPES].sort());
    for (const finish of getCalculatorMaterials('photoprint')) expect(getAllFormats(finish)).toEqual([...PHOTO_PRINT_FORMATS]);
  });
});

describe('product data', () => {
  it('offers every photobook format and lists the default formats first', () => {
    expect(new Set(PHOTOBOOK_PRINTINGS_DATA.flatMap((printing) => printing.formats))).toEqual(new Set(PHOTOBOOK_FORMATS));
    for (const printing of PHOTOBOOK_PRINTINGS_DATA) {
      expect(printing.formats.slice(0, 3)).toEqual([...getDefaultPhotobookFormats(printing.printing)]);
      expect(printing.pages.min).toBeGreaterThanOrEqual(24);
      expect(printing.pages.max).toBeLessThanOrEqual(200);
    }
  });

  it('uses every calendar format in at least one calendar type', () => {
    expect(new Set(CALENDAR_TYPES_DATA.flatMap((type) => type.formats))).toEqual(new Set(CALENDAR_FORMATS));
  });

  it('sells cards for every occasion, each SKU a valid card SKU', () => {
    expect(OCCASION_CARDS.map((entry) => entry.occasion).sort()).toEqual([...OCCASION_SLUGS].sort());
    const skus = [...listCards().map((card) => card.sku), ...listAccessories().map((accessory) => accessory.sku)];
    for (const sku of skus) expect(parseCardSku(sku).ok, sku).toBe(true);
  });
});

// A sale must not make a larger size cheaper than a smaller one of the same material (issue 20,
// item 9: canvas 60x60 was sold below 50x50), in any currency, before and after the discount.
describe('sold prices', () => {
  const currencies = ['eur', 'chf', 'gbp', 'usd'] as const;
  const sides = (format: string) => {
    const { width, height } = parseFormat(format);
    return [Math.max(width, height), Math.min(width, height)] as const;
  };

  it('never sells a format larger on both sides for less, before or after a discount', () => {
    const failures: string[] = [];
    for (const material of listAllCalculatorMaterials().filter((entry) => entry.product !== 'photobox')) {
      for (const currency of currencies) {
        const priced = getAllFormats(material).map((format) => ({ format, sides: sides(format), ...priceFormat(material, format, currency) }));
        for (const small of priced) {
          for (const large of priced) {
            const [smallLong, smallShort] = small.sides;
            const [largeLong, largeShort] = large.sides;
            if (!(largeLong >= smallLong && largeShort >= smallShort && (largeLong > smallLong || largeShort > smallShort))) continue;
            if (large.priceCurrent < small.priceCurrent || large.priceOriginal < small.priceOriginal) {
              failures.push(`${material.product}/${material.value} ${currency}: ${large.format} ${large.priceCurrent} (${large.priceOriginal}) < ${small.format} ${small.priceCurrent} (${small.priceOriginal})`);
            }
          }
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('still puts some articles on sale', () => {
    const formats = listAllCalculatorMaterials().flatMap((material) => getAllFormats(material).map((format) => priceFormat(material, format, 'eur')));
    const share = formats.filter((price) => price.priceCurrent < price.priceOriginal).length / formats.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.5);
  });
});
