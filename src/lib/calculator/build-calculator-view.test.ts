import { contrastRatio } from '../../../domain/colors/contrast.ts';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../domain/catalog/price.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import type { OwnFormatPrice } from '../shop-api/catalog.ts';
import { buildCalculatorView, buildPriceView, formatSize, type BuildCalculatorViewInput } from './build-calculator-view.ts';
import { parseCalculatorQuery } from './calculator-query.ts';
import { DEFAULT_CALCULATOR_FEATURES, type CalculatorFeatures } from './resolve-calculator-features.ts';
import { resolveCalculatorState } from './resolve-calculator-state.ts';
import { buildKeyTranslator, buildTestReference } from '../../../tests/support/test-calculator-reference.ts';

type Options = {
  product?: CalculatorProduct;
  locale?: LocaleCode;
  search?: string;
  initialSku?: string;
  features?: CalculatorFeatures;
  known?: string[];
  ownFormatPrice?: OwnFormatPrice | null;
  submissionRefused?: boolean;
  headline?: string;
};

function view({ product = 'framed', locale = 'de-DE', search = '', initialSku, features = DEFAULT_CALCULATOR_FEATURES, known, ownFormatPrice = null, submissionRefused = false, headline }: Options = {}) {
  const reference = buildTestReference(product, locale === 'de-CH' ? 'chf' : locale === 'en-GB' ? 'gbp' : locale === 'en-US' ? 'usd' : 'eur');
  const params = new URLSearchParams(search);
  const state = resolveCalculatorState({ reference, query: parseCalculatorQuery(params), initialSku, unit: locale === 'en-US' ? 'inch' : 'cm' });
  const input: BuildCalculatorViewInput = {
    reference,
    state,
    features,
    headline,
    locale,
    translator: buildKeyTranslator(known),
    pathname: '/leinwanddruck',
    preserved: [['utm_source', 'mail']],
    ownFormatPrice,
    submissionRefused,
  };
  return { view: buildCalculatorView(input), reference, state };
}

describe('prices', () => {
  it.each([
    ['de-DE', 'eur', 1029.95, '1.029,95\u00a0€'],
    ['de-CH', 'chf', 1112.9, "CHF\u00a01'112.90"],
    ['en-GB', 'gbp', 885.99, '£885.99'],
    ['en-US', 'usd', 1122.99, '$1,122.99'],
  ] as const)('%s shows %s in its own notation', (locale, currency, amount, expected) => {
    expect(buildPriceView({ priceCurrent: amount, priceOriginal: amount }, { currency }, locale, buildKeyTranslator()).current).toBe(expected);
  });

  it('a discount shows the original struck through, an accessible "instead of" and the percent (rounded down)', () => {
    const price = buildPriceView({ priceCurrent: 54.95, priceOriginal: 67.95 }, { currency: 'eur' }, 'de-DE', buildKeyTranslator());
    expect(price).toEqual({
      current: '54,95\u00a0€',
      original: '67,95\u00a0€',
      insteadOf: 'calculator.insteadOf{price=67,95\u00a0€}',
      discount: 'calculator.discount{percent=19}',
    });
  });

  it('no discount without a lower current price', () => {
    expect(buildPriceView({ priceCurrent: 50, priceOriginal: 50 }, { currency: 'eur' }, 'de-DE', buildKeyTranslator())).toMatchObject({ original: null, discount: null });
  });

  it('the selected price is the selected format price', () => {
    const { view: built, state } = view({ search: 'calc-material=leinwand&calc-format=900x600' });
    expect(state.selection.kind).toBe('listed');
    const format = state.material.formats.find((entry) => entry.value === '900x600')!;
    expect(built.selected.price?.current).toBe(formatPrice(format.priceCurrent, 'de-DE'));
    expect(built.selected.size).toBe('90 x 60 cm');
  });

  it('an own format shows the price the API answered, or "not available"', () => {
    const own = { kind: 'price', currency: 'eur', priceCurrent: 312.95, priceOriginal: 312.95, format: '700x500' } as const;
    const priced = view({ search: 'calc-material=leinwand&calc-w=70&calc-h=50', ownFormatPrice: own }).view;
    expect(priced.selected.price?.current).toBe('312,95\u00a0€');
    expect(priced.slot).toMatchObject({ kind: 'own', submittable: false, size: '70 x 50 cm', pressed: true, caption: 'calculator.ownFormat' });
    const unavailable = view({ search: 'calc-material=leinwand&calc-w=70&calc-h=50', ownFormatPrice: { kind: 'unavailable' } }).view;
    expect(unavailable.selected.price).toBeNull();
    expect(unavailable.slot?.price.current).toBe('calculator.notAvailable');
  });
});

describe('sizes', () => {
  it.each([
    ['framed', 'de-DE', '600x400', '60 x 40 cm'],
    ['framed', 'en-US', '600x400', '23.6 x 15.7 in'],
    ['photobook', 'de-DE', '210x297', '21 x 29,7 cm (A4)'],
    ['photoprint', 'en-US', '130x90', '5 x 3.5 in'],
    ['photoprint', 'de-DE', '130x90', '13 x 9 cm'],
  ] as const)('%s %s %s -> %s', (product, locale, format, expected) => {
    expect(formatSize(product, format, locale)).toBe(expected);
  });
});

describe('texts and options', () => {
  it('headline from the catalogue unless content gives one; start label per product, none for framed', () => {
    expect(view().view).toMatchObject({ headline: 'calculator.headline', startLabel: null });
    expect(view({ product: 'photobook', headline: 'Ihr Fotobuch' }).view).toMatchObject({ headline: 'Ihr Fotobuch', startLabel: 'calculator.start.photobook' });
  });

  it('material buttons use the short label where the catalogue has one and mark the selection', () => {
    const { view: built } = view({ product: 'photoframe', known: ['material.fotorahmen-holz.short'] });
    expect(built.materials.filter(({ pressed }) => pressed)).toHaveLength(1);
    expect(built.materials.map(({ label }) => label)).toContain('material.fotorahmen-holz.short');
    expect(built.materials.map(({ label }) => label)).toContain('material.fotorahmen-alu');
  });

  it('framed calculators name the frame once in the legend and the plain material on each button', () => {
    const { view: built } = view({ known: ['material.poster', 'material.poster.short', 'material.leinwand', 'calculator.materialFramed'] });
    expect(built.materialLegend).toBe('calculator.materialFramed');
    expect(built.materials.map(({ label }) => label)).toEqual(['material.poster.short', 'material.leinwand', 'material.acrylglas-gerahmt']);
    // Other products keep their own labels and the plain legend.
    expect(view({ product: 'photoframe', known: ['calculator.materialFramed'] }).view.materialLegend).toBe('calculator.material');
  });

  it('exactly one format is pressed: the listed one, or the slot', () => {
    const listed = view({ search: 'calc-material=leinwand&calc-format=900x600' }).view;
    expect(listed.formats.filter((format) => format.pressed).map((format) => format.value)).toEqual(['900x600']);
    expect(listed.slot).toBeNull();
    // A listed SKU format of a framed product is pressed in its place, never shown a second time.
    const listedSku = view({ initialSku: 'leinwand:900x600' }).view;
    expect(listedSku.formats.filter((format) => format.pressed).map((format) => format.value)).toEqual(['900x600']);
    expect(listedSku.slot).toBeNull();
    const moreSku = view({ initialSku: 'leinwand:500x500' }).view;
    expect(moreSku.formats.filter((format) => format.pressed)).toEqual([]);
    expect(moreSku.slot).toMatchObject({ value: '500x500', pressed: true, submittable: true });
  });

  it('the call to action carries product, material and the selected format', () => {
    expect(view({ search: 'calc-material=acrylglas&calc-format=1200x800' }).view.cta).toEqual({
      text: 'calculator.apply',
      product: 'framed',
      material: 'acrylglas',
      format: '1200x800',
    });
  });

  it('the price says "incl. VAT" where the country requires it, not in the US', () => {
    expect(view({ locale: 'de-DE' }).view.selected.taxNote).toBe('price.inclVat');
    expect(view({ locale: 'en-GB', search: 'dialog=more-formats' }).view.dialog).toMatchObject({ taxNote: 'price.allInclVat' });
    expect(view({ locale: 'en-US', search: 'dialog=more-formats' }).view).toMatchObject({ selected: { taxNote: null }, dialog: { taxNote: null } });
  });

  it('a refused call to action is reported', () => {
    expect(view({ submissionRefused: true }).view.error).toBe('calculator.notAvailable');
    expect(view().view.error).toBeNull();
  });
});

describe('labels follow the features', () => {
  it.each([
    [[], []],
    [['top-deal'], ['leinwand: calculator.label.top-deal #e3663b']],
    [['nudging'], ['acrylglas: calculator.label.nudging -']],
    [['top-deal', 'nudging'], ['leinwand: calculator.label.top-deal #e3663b', 'acrylglas: calculator.label.nudging -']],
  ] as const)('%j', (labels, expected) => {
    const built = view({ features: { labels, portraitFormats: false } }).view;
    const shown = built.materials.flatMap((material) => material.badges.map((badge) => `${material.value}: ${badge.text} ${badge.backgroundColor ?? '-'}`));
    expect(shown).toEqual(expected);
  });

  it("a badge keeps the API's text colour only where it is readable on the badge", () => {
    // The mock's top deal is white on #e3663b (3.4:1), below AA for small text.
    const badge = view({ features: { labels: ['top-deal'], portraitFormats: false } }).view.materials.flatMap((material) => material.badges)[0];
    expect(badge).toMatchObject({ backgroundColor: '#e3663b' });
    expect(contrastRatio(badge!.textColor!, badge!.backgroundColor!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('dialogs are addressable links', () => {
  it('links open a dialog over the current state and keep page parameters', () => {
    const built = view({ search: 'utm_source=mail&calc-material=leinwand&calc-format=900x600' }).view;
    expect(built.moreFormatsLink).toEqual({
      href: '/leinwanddruck?utm_source=mail&calc-material=leinwand&calc-format=900x600&dialog=more-formats#calculator',
      text: 'calculator.moreFormats',
      current: false,
    });
    expect(built.ownFormatLink?.href).toBe('/leinwanddruck?utm_source=mail&calc-material=leinwand&calc-format=900x600&dialog=own-format#calculator');
    expect(built.ownFormatLink?.limitText).toBe('calculator.individuallyUpTo{max=150 x 100 cm}');
    expect(built.dialog).toBeNull();
  });

  it('the more-formats dialog lists every format per material, current material first and open', () => {
    const built = view({ search: 'calc-material=leinwand&calc-format=500x500&dialog=more-formats' }).view;
    expect(built.moreFormatsLink.current).toBe(true);
    expect(built.dialog?.kind).toBe('more-formats');
    if (built.dialog?.kind !== 'more-formats') return;
    expect(built.dialog.closeHref).toBe('/leinwanddruck?utm_source=mail&calc-material=leinwand&calc-format=500x500#calculator');
    expect(built.dialog.sections.map(({ material, open }) => `${material}${open ? ' (open)' : ''}`)).toEqual(['leinwand (open)', 'poster', 'acrylglas']);
    const options = (section: { groups: { options: { value: string; pressed: boolean }[] }[] }) => section.groups.flatMap((group) => group.options);
    expect(options(built.dialog.sections[0]!)).toHaveLength(8);
    expect(built.dialog.sections.flatMap((section) => options(section).filter((option) => option.pressed).map((option) => `${section.material} ${option.value}`))).toEqual([
      'leinwand 500x500',
    ]);
  });

  it('the more-formats dialog groups a material by shape, each group sorted by size and titled once', () => {
    const built = view({ search: 'calc-material=leinwand&dialog=more-formats' }).view;
    if (built.dialog?.kind !== 'more-formats') throw new Error('no more-formats dialog');
    for (const group of built.dialog.sections[0]!.groups) {
      const areas = group.options.map((option) => option.value.split('x').map(Number).reduce((a, b) => a * b));
      expect(areas).toEqual(areas.toSorted((a, b) => a - b));
      if (group.label) expect(group.options.every((option) => option.caption === null)).toBe(true);
    }
    const labels = built.dialog.sections[0]!.groups.map((group) => group.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('the own-format dialog shows the typed values, messages in the visitor unit and the limit', () => {
    const built = view({ locale: 'en-US', search: 'calc-material=leinwand&calc-w=70&calc-h=abc' }).view;
    expect(built.dialog?.kind).toBe('own-format');
    if (built.dialog?.kind !== 'own-format') return;
    expect(built.dialog.fields).toEqual([
      { name: 'calc-w', id: 'calculator-width', label: 'calculator.width (in)', value: '70', error: 'calculator.error.tooLarge{max=59.1 in}' },
      { name: 'calc-h', id: 'calculator-height', label: 'calculator.height (in)', value: 'abc', error: 'calculator.error.notANumber' },
    ]);
    expect(built.dialog.closeHref).toBe('/leinwanddruck?utm_source=mail&calc-material=leinwand#calculator');
    expect(built.dialog.limitText).toBe('calculator.individuallyUpTo{max=59.1 x 39.4 in}');
    expect(built.dialog.submitText).toBe('calculator.ownFormat');
    expect(view({ search: 'dialog=own-format', known: ['calculator.ownFormat.short'] }).view.dialog).toMatchObject({ submitText: 'calculator.ownFormat.short' });
    expect(view({ search: 'dialog=own-format', known: ['calculator.ownFormat.submit', 'calculator.ownFormat.short'] }).view.dialog).toMatchObject({
      submitText: 'calculator.ownFormat.submit',
    });
  });

  it('products with fixed sizes have no own-format link', () => {
    expect(view({ product: 'photobook' }).view.ownFormatLink).toBeNull();
  });
});
