import { offersWishlist } from '../../../domain/catalog/channel-defaults.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { hasWishlistFailure } from '../../lib/wishlist/wishlist-notice.ts';
import './wishlist-notice.css';

/** After a save or remove that failed (`?wishlist=failed`): one line under the header; the page is unchanged. */
export function WishlistNotice({ scope }: { scope: PageScope }) {
  if (!offersWishlist(scope.channel) || !hasWishlistFailure(getRequestContext().pageUrl.searchParams)) return null;
  return (
    <p className="wishlist-notice form-error" role="status">
      {getTranslator(scope.locale)('wishlist.failed')}
    </p>
  );
}
