import { describe, expect, it } from 'vitest';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import { buildTestReference } from '../../../tests/support/test-calculator-reference.ts';
import { calculatorChoiceSchema, validateCalculatorChoice } from './validate-calculator-choice.ts';

describe('validateCalculatorChoice', () => {
  it.each([
    ['framed', 'leinwand', '600x400', 'listed'],
    ['framed', 'leinwand', '1500x1000', 'more'],
    ['framed', 'leinwand', '700x500', 'own'],
    ['framed', 'leinwand', '1500x1001', 'format-out-of-range'],
    ['framed', 'leinwand', '99x500', 'format-out-of-range'],
    ['framed', 'gold', '600x400', 'unknown-material'],
    ['photobook', 'fotoheft', '999x999', 'unknown-format'],
    ['photobook', 'fotoheft', '300x300', 'more'],
  ] as const)('%s %s %s -> %s', (product: CalculatorProduct, material, format, expected) => {
    const result = validateCalculatorChoice(buildTestReference(product), { material, format });
    expect(result.ok ? result.value.kind : result.error.kind).toBe(expected);
  });

  it('a listed format brings its context along; an own format has none', () => {
    const reference = buildTestReference('photobook');
    const result = validateCalculatorChoice(reference, { material: 'fotoheft', format: '210x297' });
    expect(result.ok && result.value.formatContext).toEqual({ formatType: 'din', photobookFormat: 'a4-hoch' });
    const own = validateCalculatorChoice(buildTestReference('framed'), { material: 'poster', format: '700x500' });
    expect(own.ok && own.value.formatContext).toEqual({});
  });
});

describe('calculatorChoiceSchema', () => {
  it.each([
    [{ product: 'framed', material: 'poster', format: '300x400' }, true],
    [{ product: 'framed', material: ' poster ', format: '300x400' }, true],
    [{ product: 'calendar', material: 'poster', format: '300x400' }, false],
    [{ product: 'framed', material: '', format: '300x400' }, false],
    [{ product: 'framed', material: 'poster', format: '300X400' }, false],
    [{ product: 'framed', material: 'poster', format: '-300x400' }, false],
    [{ product: 'framed', material: 'x'.repeat(65), format: '300x400' }, false],
  ])('%j -> %s', (input, valid) => {
    expect(calculatorChoiceSchema.safeParse(input).success).toBe(valid);
  });
});
