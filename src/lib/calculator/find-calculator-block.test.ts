import { describe, expect, it } from 'vitest';
import { findCalculatorBlock } from './find-calculator-block.ts';

describe('the page calculator finder', () => {
  it('finds the calculator in the body, also nested in another block, parsed like the block', () => {
    const body = [
      { _uid: '1', component: 'headline', text: 'Canvas' },
      { _uid: '2', component: 'ab_content', variants: [{ _uid: '3', component: 'calculator', product: 'framed', initialSku: ' leinwand:600x400 ' }] },
    ];
    expect(findCalculatorBlock({ body })).toEqual({ product: 'framed', initialSku: 'leinwand:600x400', headline: undefined, tags: [] });
  });

  it('answers null for a page without one, or with one the block would not render', () => {
    expect(findCalculatorBlock({ body: [{ _uid: '1', component: 'text', text: 'x' }] })).toBeNull();
    expect(findCalculatorBlock({})).toBeNull();
    expect(findCalculatorBlock({ body: [{ _uid: '1', component: 'calculator', product: 'spaceship' }] })).toBeNull();
  });
});
