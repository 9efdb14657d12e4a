import { getServices } from '../../../lib/services/services.ts';
import { getTranslator, type Translate } from '../../../lib/i18n/get-translator.ts';
import { buildThemeDesignerLink } from '../../../lib/listing/build-theme-designer-link.ts';
import { BRAND_NAMES } from '../../../../domain/locale/channels.ts';
import { findCalendarFormatOfSize } from '../../../../domain/catalog/calendar-format-size.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseHeader, setResponseStatus } from '../../../lib/request/request-context.ts';
import { notFoundMessage } from '../../../lib/routing/route-pipeline.ts';
import { getTheme, type Theme } from '../../../lib/shop-api/designs.ts';
import type { BlockContext } from '../../blocks/block-context.ts';
import { toImageAspectRatio } from '../../blocks/products/design-card.tsx';
import { getFormatLabel } from '../../blocks/products/format-label.ts';
import { PriceTag } from '../../blocks/products/price-tag.tsx';
import { UnavailableNotice } from '../../blocks/products/unavailable-notice.tsx';
import { SaveDesignForm } from '../../blocks/products/save-design-form.tsx';
import { offersWishlist } from '../../../../domain/catalog/channel-defaults.ts';
import { getRequestWishlist } from '../../../lib/wishlist/visitor-wishlist.ts';
import { withWishlistResult } from '../../../lib/wishlist/wishlist-notice.ts';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import { NotFoundView } from '../not-found-view.tsx';
import { StoryPage } from '../story-page.tsx';
import '../../blocks/products/product-blocks.css';

/**
 * The design in another of its sizes, for the designer link of that size, so a row opens the
 * size (and price) it names. Where the design's parameters name its size as `formatType`: a size
 * itself (wall art, collages) or the calendar designer's id of it (`a3-quer`). Photo books and
 * cards take their size in ids of their own and are drawn for one size.
 */
export function withFormat(theme: Pick<Theme, 'product' | 'designerParams' | 'formats'>, format: string): Pick<Theme, 'product' | 'designerParams'> {
  const own = theme.formats[0]?.value;
  const formatType = theme.designerParams['formatType'];
  if (format === own || own === undefined) return theme;
  if (formatType === own) return { product: theme.product, designerParams: { ...theme.designerParams, formatType: format } };
  const calendarFormat = theme.product === 'calendar' ? findCalendarFormatOfSize(format) : undefined;
  if (calendarFormat && typeof formatType === 'string' && findCalendarFormatOfSize(own) === formatType) {
    return { product: theme.product, designerParams: { ...theme.designerParams, formatType: calendarFormat } };
  }
  return theme;
}

/**
 * The formats a design is sold in; with their prices when the API sends them (the contract
 * allows bare format strings, then the design's "from" price above stands for all).
 */
function ThemeFormats({ theme, ctx, t }: { theme: Theme; ctx: BlockContext; t: Translate }) {
  const priced = theme.formats.some((format) => format.priceCurrent !== undefined);
  const designerOrigin = getServices().config.designerUrl;
  return (
    <table className="theme__formats">
      <caption>{t('themes.chooseSize')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('calculator.format')}</th>
          {priced ? <th scope="col">{t('products.price')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {theme.formats.map((format) => {
          const href = buildThemeDesignerLink(withFormat(theme, format.value), { locale: ctx.locale, channel: ctx.channel }, designerOrigin);
          const label = getFormatLabel(format, ctx.locale, t);
          return (
            <tr key={format.value}>
              <th scope="row">{href ? <a href={href}>{label}</a> : label}</th>
              {priced ? (
                <td>
                  {format.priceCurrent !== undefined ? (
                    <PriceTag priceCurrent={format.priceCurrent} priceOriginal={format.priceOriginal} currency={theme.currency} locale={ctx.locale} t={t} />
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One design: image, name, description, its formats with prices and the way into its designer. */
export async function ThemeDetail({ theme, ctx }: { theme: Theme; ctx: BlockContext }) {
  const t = getTranslator(ctx.locale);
  // Left out where the channel has no wishlist or it cannot be read just now.
  const wishlist = offersWishlist(ctx.channel) ? await getRequestWishlist(ctx) : null;
  const { pageUrl } = getRequestContext();
  const designerUrl = buildThemeDesignerLink(theme, { locale: ctx.locale, channel: ctx.channel }, getServices().config.designerUrl);
  return (
    <section className="theme" aria-labelledby="theme-name">
      <ResponsiveImage
        className="theme__image"
        asset={{ filename: theme.image.filename, alt: theme.name }}
        aspectRatio={toImageAspectRatio(theme.aspectRatio)}
        sizes="(min-width: 768px) 50vw, 100vw"
        maxDisplayWidth={768}
        baseUrl={ctx.imageBaseUrl}
        loading="eager"
        fetchPriority="high"
      />
      <div className="theme__content">
        <h2 id="theme-name" className="theme__name">
          {theme.name}
        </h2>
        {theme.description ? <p className="theme__description">{theme.description}</p> : null}
        <p className="theme__price">
          <PriceTag priceCurrent={theme.priceFrom} currency={theme.currency} locale={ctx.locale} t={t} from />
        </p>
        {theme.formats.length > 0 ? <ThemeFormats theme={theme} ctx={ctx} t={t} /> : null}
        {designerUrl ? (
          <a className="button theme__cta" href={designerUrl}>
            {t('themes.personalise')}
          </a>
        ) : null}
        {wishlist?.ok ? (
          <SaveDesignForm
            designId={theme.id}
            name={theme.name}
            saved={wishlist.ids.has(theme.id)}
            returnTo={withWishlistResult(pageUrl.pathname + pageUrl.search, false)}
            t={t}
            className="save-design save-design--theme"
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * `/themes/{id}`: the themes story with the design. An id the API does not know is the
 * 404 'Page Not Found: {path}'. When the API fails the story is shown with a short notice and a
 * 503, so the page is not indexed without its design and crawlers come back.
 */
export async function ThemeView({ scope, id }: { scope: PageScope; id: string }) {
  const result = await getTheme(scope, id);
  if (!result.ok && result.error.kind === 'not-found') {
    setResponseStatus(404);
    return <NotFoundView scope={scope} message={notFoundMessage(getRequestContext().pageUrl.pathname)} />;
  }
  if (!result.ok) {
    setResponseStatus(503);
    setResponseHeader('retry-after', '30');
  }
  const t = getTranslator(scope.locale);
  // Home › all designs › this design: the way back to the designs it was picked from.
  const trail = result.ok
    ? [
        { _uid: 'designs', text: t('themes.allDesigns'), link: { linktype: 'url' as const, url: '/products' } },
        { _uid: 'design', text: result.value.name },
      ]
    : undefined;
  return (
    <StoryPage
      scope={scope}
      pagePath="themes"
      urlPathFor={(storyPath) => `${storyPath}/${id}`}
      title={result.ok ? `${result.value.name} | ${BRAND_NAMES[scope.channel]}` : undefined}
      trail={trail}
    >
      {() =>
        result.ok ? (
          <ThemeDetail theme={result.value} ctx={scope.blockContext} />
        ) : (
          <section className="theme theme--unavailable">
            <UnavailableNotice t={getTranslator(scope.locale)} />
          </section>
        )
      }
    </StoryPage>
  );
}
