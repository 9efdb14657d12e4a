import { updateWishlistAction } from '../../actions/wishlist.ts';
import { offersWishlist } from '../../../domain/catalog/channel-defaults.ts';
import { getTranslator, type Translate } from '../../lib/i18n/get-translator.ts';
import { buildThemeDesignerLink } from '../../lib/listing/build-theme-designer-link.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseStatus } from '../../lib/request/request-context.ts';
import { notFoundMessage } from '../../lib/routing/route-pipeline.ts';
import { getServices } from '../../lib/services/services.ts';
import type { Design } from '../../lib/shop-api/designs.ts';
import { getRequestWishlist } from '../../lib/wishlist/visitor-wishlist.ts';
import { getWishlistSlug } from '../../lib/wishlist/wishlist-path.ts';
import { withWishlistResult } from '../../lib/wishlist/wishlist-notice.ts';
import { toImageAspectRatio } from '../blocks/products/design-card.tsx';
import { PriceTag } from '../blocks/products/price-tag.tsx';
import { UnavailableNotice } from '../blocks/products/unavailable-notice.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { ResponsiveImage } from '../ui/image/responsive-image.tsx';
import { NotFoundView } from './not-found-view.tsx';
import '../blocks/products/product-blocks.css';

function WishlistEntry({ design, scope, returnTo, t }: { design: Design; scope: PageScope; returnTo: string; t: Translate }) {
  const ctx = scope.blockContext;
  const designerUrl = buildThemeDesignerLink(design, { locale: scope.locale, channel: scope.channel }, getServices().config.designerUrl);
  return (
    <li className="wishlist__item">
      <a className="wishlist__picture" href={scope.buildPath(`themes/${encodeURIComponent(design.id)}`)} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          className="wishlist__image"
          asset={{ filename: design.image.filename }}
          aspectRatio={toImageAspectRatio(design.aspectRatio)}
          sizes="(min-width: 768px) 160px, 30vw"
          maxDisplayWidth={160}
          baseUrl={ctx.imageBaseUrl}
          loading="lazy"
        />
      </a>
      <div className="wishlist__body">
        <h2 className="wishlist__name">
          <a href={scope.buildPath(`themes/${encodeURIComponent(design.id)}`)}>{design.name}</a>
        </h2>
        <p className="wishlist__price">
          <PriceTag priceCurrent={design.priceFrom} currency={design.currency} locale={scope.locale} t={t} from />
        </p>
        <div className="wishlist__actions">
          {designerUrl ? (
            <a className="button wishlist__design" href={designerUrl}>
              {t('wishlist.designNow')}
              <span className="visually-hidden">: {design.name}</span>
            </a>
          ) : null}
          <form action={updateWishlistAction} className="wishlist__remove">
            <input type="hidden" name="designId" value={design.id} />
            <input type="hidden" name="saved" value="0" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="button button--secondary">
              {t('wishlist.remove')}
              <span className="visually-hidden">: {design.name}</span>
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/**
 * The wishlist page (card channel, its path in the page's language): the saved designs with
 * picture, name, price, "design now" (the designer link the themes page uses) and "remove" (a
 * form post). Elsewhere, or under another language's path, it is a 404. A failed call shows the
 * unavailable notice inside the shop's frame.
 */
export async function WishlistView({ scope, slug }: { scope: PageScope; slug: string }) {
  const request = getRequestContext();
  if (!offersWishlist(scope.channel) || slug !== getWishlistSlug(scope.locale)) {
    setResponseStatus(404);
    return <NotFoundView scope={scope} message={notFoundMessage(request.pageUrl.pathname)} />;
  }
  const t = getTranslator(scope.locale);
  const list = await getRequestWishlist(scope);
  const title = t('wishlist.title');
  const returnTo = withWishlistResult(request.pageUrl.pathname, false);
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <PageHead scope={scope} title={title} robots="noindex, nofollow" />
      <h1 id="wishlist-title">{title}</h1>
      {!list.ok ? (
        <UnavailableNotice t={t} />
      ) : list.items.length === 0 ? (
        <div className="wishlist__empty">
          <p>{t('wishlist.empty')}</p>
          <a className="button" href={scope.buildPath('products')}>
            {t('wishlist.browse')}
          </a>
        </div>
      ) : (
        <>
          <p className="wishlist__count">{t('wishlist.count', { count: list.items.length })}</p>
          <ul className="wishlist__list">
            {list.items.map((design) => (
              <WishlistEntry key={design.id} design={design} scope={scope} returnTo={returnTo} t={t} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
