import { describe, expect, it } from 'vitest';
import { hasWishlistFailure, withWishlistResult } from './wishlist-notice.ts';

describe('wishlist result in the return path', () => {
  it('marks a failure and clears it after a success, keeping the rest of the query', () => {
    const failed = withWishlistResult('/products/?page=2', true);
    expect(failed).toBe('/products/?page=2&wishlist=failed');
    expect(hasWishlistFailure(new URL(failed, 'http://x').searchParams)).toBe(true);
    expect(withWishlistResult(failed, false)).toBe('/products/?page=2');
    expect(hasWishlistFailure(new URLSearchParams('wishlist=other'))).toBe(false);
  });
});
