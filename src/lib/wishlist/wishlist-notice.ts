/** The page's query after a wishlist post that failed: the page says so once (`?wishlist=failed`). */
export const WISHLIST_RESULT_PARAM = 'wishlist';

/** The page to return to, marked as failed or (after a success) without an earlier failure's mark. */
export function withWishlistResult(path: string, failed: boolean): string {
  const target = new URL(path, 'http://page.invalid');
  if (failed) target.searchParams.set(WISHLIST_RESULT_PARAM, 'failed');
  else target.searchParams.delete(WISHLIST_RESULT_PARAM);
  return `${target.pathname}${target.search}${target.hash}`;
}

export function hasWishlistFailure(params: URLSearchParams): boolean {
  return params.get(WISHLIST_RESULT_PARAM) === 'failed';
}
