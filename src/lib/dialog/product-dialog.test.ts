import { describe, expect, it } from 'vitest';
import { buildProductDialogCloseHref, buildProductDialogHref, getNeighbourImages, readProductDialog } from './product-dialog.ts';

const read = (query: string, images = 3) => readProductDialog(new URLSearchParams(query), images);

describe('the product dialogs in the URL', () => {
  it('reads each dialog with its image or angle', () => {
    expect(read('dialog=magnify&image=2')).toEqual({ kind: 'magnify', image: 2 });
    expect(read('dialog=description')).toEqual({ kind: 'description' });
    expect(read('dialog=preview&angle=-20')).toEqual({ kind: 'preview', angle: -20 });
  });

  it('turns bad values into the nearest valid state, never an error', () => {
    expect(read('dialog=magnify&image=999')).toEqual({ kind: 'magnify', image: 3 });
    expect(read('dialog=magnify&image=0')).toEqual({ kind: 'magnify', image: 1 });
    expect(read('dialog=magnify&image=abc')).toEqual({ kind: 'magnify', image: 1 });
    expect(read('dialog=magnify&image=1.5')).toEqual({ kind: 'magnify', image: 1 });
    expect(read('dialog=magnify')).toEqual({ kind: 'magnify', image: 1 });
    expect(read('dialog=preview&angle=abc')).toEqual({ kind: 'preview', angle: 0 });
    expect(read('dialog=preview&angle=33')).toEqual({ kind: 'preview', angle: 40 });
    expect(read('dialog=preview&angle=-9999')).toEqual({ kind: 'preview', angle: -40 });
  });

  it('opens no picture dialog on a page without pictures, and is not the other dialogs', () => {
    expect(read('dialog=magnify&image=1', 0)).toBeNull();
    expect(read('dialog=preview', 0)).toBeNull();
    expect(read('dialog=description', 0)).toEqual({ kind: 'description' });
    expect(read('dialog=login')).toBeNull();
    expect(read('dialog=more-formats')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('builds links that keep the page and replace the dialog, its image and angle', () => {
    const page = new URL('https://shop.test/leinwanddruck?calc-material=poster&dialog=preview&angle=20');
    expect(buildProductDialogHref(page, { kind: 'magnify', image: 2 })).toBe('/leinwanddruck?calc-material=poster&dialog=magnify&image=2');
    expect(buildProductDialogHref(page, { kind: 'description' })).toBe('/leinwanddruck?calc-material=poster&dialog=description');
    expect(buildProductDialogCloseHref(page)).toBe('/leinwanddruck?calc-material=poster');
  });

  it('has no previous image before the first and no next after the last', () => {
    expect(getNeighbourImages(1, 3)).toEqual({ previous: null, next: 2 });
    expect(getNeighbourImages(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(getNeighbourImages(3, 3)).toEqual({ previous: 2, next: null });
  });
});
