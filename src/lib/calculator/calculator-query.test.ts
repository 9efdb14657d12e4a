import { describe, expect, it } from 'vitest';
import { buildCalculatorHref, getPreservedParams, parseCalculatorQuery, toCalculatorParams } from './calculator-query.ts';

describe('parseCalculatorQuery', () => {
  it.each([
    ['', { material: null, format: null, dialog: null, width: null, height: null }],
    ['calc-material=leinwand&calc-format=300x400', { material: 'leinwand', format: '300x400', dialog: null, width: null, height: null }],
    ['dialog=more-formats', { material: null, format: null, dialog: 'more-formats', width: null, height: null }],
    ['dialog=own-format&calc-w=45&calc-h=%2030,5%20', { material: null, format: null, dialog: 'own-format', width: '45', height: '30,5' }],
    ['dialog=everything', { material: null, format: null, dialog: null, width: null, height: null }],
    ['calc-material=%20%20', { material: null, format: null, dialog: null, width: null, height: null }],
    // Empty own-format fields are a submission with nothing typed, which the dialog reports.
    ['calc-w=&calc-h=', { material: null, format: null, dialog: null, width: '', height: '' }],
    [`calc-material=${'x'.repeat(65)}`, { material: null, format: null, dialog: null, width: null, height: null }],
    ['calc-material=poster&calc-material=leinwand', { material: 'poster', format: null, dialog: null, width: null, height: null }],
  ])('%s', (search, expected) => {
    expect(parseCalculatorQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('links and forms keep the page parameters', () => {
  it("keeps only the shop's own underscore switches (preview, flag overrides), each once, and drops everything else", () => {
    const params = new URLSearchParams(
      '_storyblok=1&calc-material=poster&utm_source=news&_flag_on=965&dialog=own-format&_storyblok_tk[token]=abc&_storyblok=2&_storyblok_release=' + 'x'.repeat(65),
    );
    expect(getPreservedParams(params)).toEqual([
      ['_storyblok', '1'],
      ['_flag_on', '965'],
      ['_storyblok_tk[token]', 'abc'],
    ]);
  });

  it('keeps at most a few underscore parameters, so a visitor cannot bloat every form with them', () => {
    const junk = new URLSearchParams(Array.from({ length: 400 }, (_, index) => [`_junk${index}`, 'x'.repeat(20)]));
    expect(getPreservedParams(junk).length).toBeLessThanOrEqual(8);
  });

  it('does not copy unrelated parameters, however many, into the forms and links', () => {
    const junk = new URLSearchParams(Array.from({ length: 400 }, (_, index) => [`junk${index}`, 'x'.repeat(20)]));
    expect(getPreservedParams(junk)).toEqual([]);
  });

  it('writes state parameters in a fixed order and leaves empty ones out', () => {
    expect(toCalculatorParams({ dialog: 'more-formats', format: '300x400', material: 'poster', width: '' })).toEqual([
      ['calc-material', 'poster'],
      ['calc-format', '300x400'],
      ['dialog', 'more-formats'],
    ]);
  });

  it.each([
    [[], {}, '/leinwanddruck#calculator'],
    [[['utm_source', 'a b']], {}, '/leinwanddruck?utm_source=a+b#calculator'],
    [[], { material: 'poster', dialog: 'own-format' }, '/leinwanddruck?calc-material=poster&dialog=own-format#calculator'],
    [[['x', '1']], { width: '45', height: '30' }, '/leinwanddruck?x=1&calc-w=45&calc-h=30#calculator'],
  ] as const)('href %#', (preserved, query, expected) => {
    expect(buildCalculatorHref('/leinwanddruck', preserved, query)).toBe(expected);
  });
});
