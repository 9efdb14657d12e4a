import { describe, expect, it, vi } from 'vitest';
import * as log from '../log/logger.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import { EMPTY_CALCULATOR_QUERY, parseCalculatorQuery, type CalculatorQuery } from './calculator-query.ts';
import { resolveCalculatorState, type CalculatorState } from './resolve-calculator-state.ts';
import { buildTestReference } from '../../../tests/support/test-calculator-reference.ts';

// framed (mock): poster (selected; initial 400x300), leinwand (initial 600x400), acrylglas.
// Listed: 300x200 400x300 600x400 900x600; more: 300x300 500x500 1200x800 1500x1000.
function resolve(search: string, { initialSku, product = 'framed' }: { initialSku?: string; product?: CalculatorProduct } = {}) {
  return resolveCalculatorState({ reference: buildTestReference(product), query: parseCalculatorQuery(new URLSearchParams(search)), initialSku, unit: 'cm' });
}

function summarize(state: CalculatorState) {
  return {
    material: state.material.value,
    selection: `${state.selection.kind} ${state.selection.value}`,
    slot: state.slot ? `${state.slot.kind} ${state.slot.value}` : null,
    dialog: state.dialog,
  };
}

describe('material and format (calculator rules)', () => {
  it.each([
    ['nothing chosen: the reference selection and its initial format', '', { material: 'poster', selection: 'listed 400x300', slot: null }],
    ['choosing a material resets the format to its initial one', 'calc-material=leinwand', { material: 'leinwand', selection: 'listed 600x400', slot: null }],
    ['a listed format of the material', 'calc-material=leinwand&calc-format=900x600', { material: 'leinwand', selection: 'listed 900x600', slot: null }],
    ['a format from the more list fills the slot', 'calc-material=leinwand&calc-format=500x500', { material: 'leinwand', selection: 'more 500x500', slot: 'more 500x500' }],
    ['an unknown material is ignored', 'calc-material=gold', { material: 'poster', selection: 'listed 400x300', slot: null }],
    ['a format the material does not offer is ignored', 'calc-material=leinwand&calc-format=123x456', { material: 'leinwand', selection: 'listed 600x400', slot: null }],
    ['a format alone applies to the current material', 'calc-format=900x600', { material: 'poster', selection: 'listed 900x600', slot: null }],
  ])('%s', (_rule, search, expected) => {
    expect(summarize(resolve(search))).toMatchObject(expected);
  });

  it('a material whose initial format is not offered starts with its first format, logged as error-no-default-option-for-material-type', () => {
    const logEventOnce = vi.spyOn(log, 'logEventOnce');
    const reference = buildTestReference('framed');
    reference.materials[1] = { ...reference.materials[1]!, initiallySelectedFormat: '999x999' };
    const state = resolveCalculatorState({ reference, query: { ...EMPTY_CALCULATOR_QUERY, material: 'leinwand' }, unit: 'cm' });
    expect(state.selection.value).toBe(reference.materials[1].formats[0]!.value);
    expect(logEventOnce).toHaveBeenCalledWith('error', 'error-no-default-option-for-material-type', 'leinwand:999x999', { material: 'leinwand', initiallySelectedFormat: '999x999' });
    logEventOnce.mockRestore();
  });
});

describe('initial SKU and the more-formats slot', () => {
  it.each([
    ['framed: a listed SKU format is pressed where it is listed, not repeated in the slot', 'leinwand:900x600', 'framed', '', { material: 'leinwand', selection: 'listed 900x600', slot: null }],
    ['a SKU format from the more list sits in the slot', 'leinwand:500x500', 'framed', '', { material: 'leinwand', selection: 'more 500x500', slot: 'more 500x500' }],
    ['not framed: a listed SKU format is simply selected', 'fotorahmen-alu:300x200', 'photoframe', '', { material: 'fotorahmen-alu', selection: 'listed 300x200', slot: null }],
    ['not framed: an unlisted SKU format sits in the slot', 'fotorahmen-alu:400x300', 'photoframe', '', { material: 'fotorahmen-alu', selection: 'more 400x300', slot: 'more 400x300' }],
    ['a SKU format offered nowhere but inside the limit is an own format', 'leinwand:700x500', 'framed', '', { material: 'leinwand', selection: 'own 700x500', slot: 'own 700x500' }],
    ['a SKU format beyond the limit falls back to the initial format', 'leinwand:9000x500', 'framed', '', { material: 'leinwand', selection: 'listed 600x400', slot: null }],
    ['products without own formats ignore an unlisted SKU format', 'small:999x999', 'photobox', '', { material: 'small', selection: 'listed 150x100', slot: null }],
    ['a SKU of an unknown material is ignored', 'gold:300x200', 'framed', '', { material: 'poster', selection: 'listed 400x300', slot: null }],
    ['choosing a material clears the slot', 'leinwand:500x500', 'framed', 'calc-material=poster', { material: 'poster', selection: 'listed 400x300', slot: null }],
    ['choosing a listed format clears the slot', 'leinwand:900x600', 'framed', 'calc-material=leinwand&calc-format=300x200', { material: 'leinwand', selection: 'listed 300x200', slot: null }],
    ['opening a dialog keeps the SKU slot', 'leinwand:500x500', 'framed', 'dialog=more-formats', { material: 'leinwand', selection: 'more 500x500', slot: 'more 500x500', dialog: 'more-formats' }],
  ] as const)('%s', (_rule, initialSku, product, search, expected) => {
    expect(summarize(resolve(search, { initialSku, product }))).toMatchObject(expected);
  });

  it('the more-formats dialog switches the material when a format of another one is chosen', () => {
    // The dialog posts one form per material: its hidden material and the pressed format.
    expect(summarize(resolve('calc-material=acrylglas&calc-format=1200x800', { initialSku: 'leinwand:600x400' }))).toMatchObject({
      material: 'acrylglas',
      selection: 'more 1200x800',
      slot: 'more 1200x800',
    });
  });
});

describe('own format', () => {
  it('valid input is selected, shown in the slot and kept in the state query', () => {
    const state = resolve('calc-material=leinwand&calc-w=70&calc-h=50,5&dialog=own-format');
    expect(summarize(state)).toMatchObject({ material: 'leinwand', selection: 'own 700x505', slot: 'own 700x505', dialog: 'own-format' });
    expect(state.stateQuery).toEqual({ material: 'leinwand', width: '70', height: '50,5' });
    expect(state.ownFormat).toEqual({ input: { width: '70', height: '50,5' }, errors: {} });
  });

  it('an own format that the material offers is that offer', () => {
    expect(summarize(resolve('calc-material=leinwand&calc-w=60&calc-h=40'))).toMatchObject({ selection: 'listed 600x400', slot: null });
  });

  it('bad input reopens the dialog with the typed values; the state query drops them so closing forgets them', () => {
    const state = resolve('calc-material=leinwand&calc-format=900x600&calc-w=abc&calc-h=');
    expect(summarize(state)).toMatchObject({ material: 'leinwand', selection: 'listed 900x600', dialog: 'own-format' });
    expect(state.ownFormat).toEqual({ input: { width: 'abc', height: '' }, errors: { width: { code: 'notANumber' }, height: { code: 'required' } } });
    expect(state.stateQuery).toEqual({ material: 'leinwand', format: '900x600' });
  });

  it('a refusal by the price API reopens the dialog and names the side that is too large', () => {
    const state = resolveCalculatorState({
      reference: buildTestReference('framed'),
      query: parseCalculatorQuery(new URLSearchParams('calc-material=leinwand&calc-w=140&calc-h=50')),
      unit: 'cm',
      ownFormatRejected: { maxWidth: 1200, maxHeight: 1000, minWidth: 100, minHeight: 100 },
    });
    expect(summarize(state)).toMatchObject({ selection: 'listed 600x400', dialog: 'own-format' });
    expect(state.ownFormat?.errors).toEqual({ width: { code: 'tooLarge', limitMm: 1200 } });
  });

  it('inch input for en-US is converted', () => {
    const query: CalculatorQuery = { ...EMPTY_CALCULATOR_QUERY, width: '20', height: '16' };
    const state = resolveCalculatorState({ reference: buildTestReference('framed'), query, unit: 'inch' });
    expect(state.selection).toMatchObject({ kind: 'own', value: '508x406' });
  });

  it('own formats follow the material: its own limit, or none at all', () => {
    const reference = buildTestReference('framed');
    const tight = { maxWidth: 500, maxHeight: 400, minWidth: 100, minHeight: 100 };
    reference.materials[0] = { ...reference.materials[0]!, formatLimit: tight };
    reference.materials[1] = { ...reference.materials[1]!, ownFormats: false };
    const stateFor = (search: string) => resolveCalculatorState({ reference, query: parseCalculatorQuery(new URLSearchParams(search)), unit: 'cm' });
    expect(stateFor('calc-material=poster&calc-w=60&calc-h=40').ownFormat?.errors).toEqual({ width: { code: 'tooLarge', limitMm: 500 } });
    expect(stateFor('calc-material=leinwand&calc-w=60&calc-h=45&dialog=own-format')).toMatchObject({ ownFormat: null, dialog: null, selection: { value: '600x400' } });
  });

  it('products with fixed sizes ignore own-format input and its dialog', () => {
    expect(summarize(resolve('calc-w=20&calc-h=10&dialog=own-format', { product: 'photobox' }))).toMatchObject({
      selection: 'listed 150x100',
      dialog: null,
    });
  });
});
