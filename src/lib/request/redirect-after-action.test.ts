import { describe, expect, it } from 'vitest';
import { toActionRedirectTarget } from './redirect-after-action.ts';

describe('toActionRedirectTarget', () => {
  it('keeps the fragment for a document post (no JavaScript): the browser returns to the tile', () => {
    expect(toActionRedirectTarget('/products/?page=2#design-1001', '/products/')).toBe('/products/?page=2#design-1001');
  });

  it('drops it for an action call, where the router would take it for a jump on the same page', () => {
    expect(toActionRedirectTarget('/products/?page=2#design-1001', '/RSC/F/abc/updateWishlistAction.txt')).toBe('/products/?page=2');
    expect(toActionRedirectTarget('/merkliste/', '/RSC/F/abc/updateWishlistAction.txt')).toBe('/merkliste/');
  });
});
