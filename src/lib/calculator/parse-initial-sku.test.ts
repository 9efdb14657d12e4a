import { describe, expect, it } from 'vitest';
import { parseInitialSku } from './parse-initial-sku.ts';

describe('parseInitialSku', () => {
  it.each([
    ['leinwand:600x400', { material: 'leinwand', format: '600x400' }],
    [' poster:300x400 ', { material: 'poster', format: '300x400' }],
    ['fotorahmen-holz:180x130', { material: 'fotorahmen-holz', format: '180x130' }],
    ['leinwand:600X400', null],
    ['leinwand:0600x400', null],
    ['leinwand', null],
    [':600x400', null],
    ['a:b:600x400', null],
    ['lein wand:600x400', null],
    ['', null],
    [undefined, null],
  ])('%j', (value, expected) => {
    expect(parseInitialSku(value)).toEqual(expected);
  });
});
