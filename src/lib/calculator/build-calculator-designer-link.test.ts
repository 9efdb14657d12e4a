import { describe, expect, it } from 'vitest';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import { buildCalculatorDesignerLink } from './build-calculator-designer-link.ts';
import { buildTestReference } from '../../../tests/support/test-calculator-reference.ts';
import { validateCalculatorChoice } from './validate-calculator-choice.ts';

function linkFor(product: CalculatorProduct, material: string, format: string, locale: 'de-CH' | 'en-US' = 'de-CH', channel: 'poster' | 'card' = 'poster') {
  const validated = validateCalculatorChoice(buildTestReference(product), { material, format });
  if (!validated.ok) throw new Error(validated.error.kind);
  const { value } = validated;
  return buildCalculatorDesignerLink({ product, material: value.material, format: value.format, formatContext: value.formatContext }, { locale, channel });
}

describe('designer link per product (designer parameters per product)', () => {
  it.each([
    ['framed', 'poster', '600x400', '/configurator-photo-frame/?frameType=holzrahmen-schwarz&matSize=30&matType=weiss&materialType=poster&formatType=600x400&locale=de-CH'],
    ['framed', 'leinwand', '700x500', '/configurator-photo-frame/?frameType=schattenfuge-leinwand-schwarz&matSize=0&matType=ohne&materialType=leinwand&formatType=700x500&locale=de-CH'],
    ['photoframe', 'fotorahmen-holz', '180x130', '/configurator-photo-frame/?frameType=holzrahmen-schwarz&matSize=30&matType=weiss&materialType=poster&formatType=180x130&locale=de-CH'],
    ['photoprint', 'matt', '150x100', '/configurator-photo-frame/?optionTypes[]=matt&formatType=150x100&locale=de-CH&productType=photoprint'],
    ['collage', 'framedPoster', '900x600', '/configurator-collage/?frameType=holzrahmen-schwarz&matSize=30&matType=weiss&materialType=poster&formatType=900x600&designId=13&locale=de-CH'],
    ['photobox', 'photoprint', '180x130', '/configurator-photobox/?photoboxFormat[width]=180&photoboxFormat[height]=130&photoboxType=photoprint&photoboxQuantityMax=50&locale=de-CH'],
    ['photobook', 'echtfotobuch', '297x210', '/configurator-photobook/?photobookBinding=layflat&photobookCover=hard&photobookCoverLamination=glossy&photobookFormat=a4-quer&photobookPageCount=24&photobookPaper=glaenzend&photobookPrinting=echtfotobuch&locale=de-CH'],
  ] as const)('%s %s %s', (product, material, format, expected) => {
    expect(linkFor(product, material, format)).toBe(expected);
  });

  it("the calculator's photobook and collage links take the card channel's defaults there (spec 9.4)", () => {
    const book = new URL(linkFor('photobook', 'echtfotobuch', '297x210', 'de-CH', 'card'), 'https://d.example').searchParams;
    expect(book.get('photobookCoverLamination')).toBe('matt');
    const collage = new URL(linkFor('collage', 'framedPoster', '900x600', 'de-CH', 'card'), 'https://d.example').searchParams;
    expect(collage.get('designId')).toBe('1');
  });

  it('the page locale goes along', () => {
    expect(linkFor('framed', 'poster', '600x400', 'en-US')).toMatch(/&locale=en-US$/);
  });

  it('a framed material without frame context gets its default frame from the catalogue', () => {
    const link = buildCalculatorDesignerLink(
      { product: 'framed', material: { value: 'acrylglas', context: {} }, format: '400x300', formatContext: {} },
      { locale: 'de-DE', channel: 'poster' },
    );
    expect(link).toBe('/configurator-photo-frame/?frameType=schattenfuge-platte-schwarz&matSize=0&matType=ohne&materialType=acrylglas&formatType=400x300&locale=de-DE');
  });

  it('context values outside the vocabulary are left out rather than passed on', () => {
    const link = buildCalculatorDesignerLink(
      { product: 'photobook', material: { value: 'hardcover-deluxe', context: {} }, format: '210x297', formatContext: { photobookFormat: 'b5' } },
      { locale: 'de-DE', channel: 'poster' },
    );
    expect(link).toBe('/configurator-photobook/?photobookCoverLamination=glossy&locale=de-DE');
  });
});
