import { describe, expect, it } from 'vitest';
import { buildDialogHref, readCustomerDialog } from './dialog-url.ts';

describe('the page dialog parameter', () => {
  it('opens one dialog over the page and closes it back to the same page', () => {
    const page = new URL('https://shop.test/leinwanddruck?_debug=1&calc-material=poster');
    const open = buildDialogHref(page, 'login');
    expect(open).toBe('/leinwanddruck?_debug=1&calc-material=poster&dialog=login');
    expect(buildDialogHref(new URL(open, page), null)).toBe('/leinwanddruck?_debug=1&calc-material=poster');
  });

  it('replaces an open dialog instead of adding a second', () => {
    const page = new URL('https://shop.test/?dialog=more-formats');
    expect(new URL(buildDialogHref(page, 'signup'), page).searchParams.getAll('dialog')).toEqual(['signup']);
  });

  it('a page without parameters stays a bare path', () => {
    expect(buildDialogHref(new URL('https://shop.test/fr/?dialog=login'), null)).toBe('/fr/');
  });

  it('reads only customer dialogs', () => {
    expect(readCustomerDialog(new URLSearchParams('dialog=password-reset'))).toBe('password-reset');
    expect(readCustomerDialog(new URLSearchParams('dialog=more-formats'))).toBeNull();
    expect(readCustomerDialog(new URLSearchParams('dialog=LOGIN'))).toBeNull();
    expect(readCustomerDialog(new URLSearchParams(''))).toBeNull();
  });
});
