import { describe, expect, it } from 'vitest';
import { toActionRedirectTarget } from './redirect-after-action.ts';

describe('toActionRedirectTarget', () => {
  it('keeps the fragment for a document post (no JavaScript): the browser returns to the tile', () => {
    expect(toActionRedirectTarget('/products/?page=2#design-1001', '/products/')).toBe('/products/?page=2#design-1001');
  });

  it('drops it for an action call, where the router would take it for a jump on the same page', () => {
    expect(toActionRedirectTarget('/products/?page=2#design-1001', '/RSC/F/abc/updateWishlistAction.txt')).toBe('/products/?page=2');
    expect(toActionRedirectTarget('/merkliste/', '/RSC/F/abc/updateWishlistAction.txt')).toBe('/merkliste/');
    expect(toActionRedirectTarget('/products/?page=2#design-1001', '/RSC/F/abc/updateWishlistAction.txt', 'http://de.card.localhost/products/?page=2')).toBe('/products/?page=2');
  });

  it('keeps it for an action call whose target is another page or state than the one it came from', () => {
    expect(toActionRedirectTarget('/service?contact=sent#contact-form', '/RSC/F/abc/sendContactFormAction.txt', 'http://de.poster.localhost/service')).toBe('/service?contact=sent#contact-form');
  });
});
