import type { Translate } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import type { RequestWishlist } from '../../../lib/wishlist/visitor-wishlist.ts';
import { getWishlistSlug } from '../../../lib/wishlist/wishlist-path.ts';
import { Icon } from '../../ui/image/icon.tsx';

/**
 * The header's wishlist entry (card channel): a heart to the wishlist page with the number of
 * saved designs, like the cart's count. When the list cannot be read the link stays, without a
 * count.
 */
export function WishlistItem({ scope, wishlist, t }: { scope: PageScope; wishlist: RequestWishlist; t: Translate }) {
  const count = wishlist.ok ? wishlist.items.length : 0;
  return (
    <li>
      <a className="site-header__item site-header__item--wishlist" href={scope.buildPath(getWishlistSlug(scope.locale))}>
        <Icon name="heart" />
        <span className="site-header__item-text">{t('wishlist.title')}</span>
        <span className="site-header__cart-count" data-wishlist-count={count}>
          {count > 0 ? (
            <>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('wishlist.count', { count })}</span>
            </>
          ) : null}
        </span>
      </a>
    </li>
  );
}
