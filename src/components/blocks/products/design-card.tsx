import type { CSSProperties } from 'react';
import { isOneOf, PHOTOBOOK_PRINTINGS, type PhotobookPrinting } from '../../../../domain/catalog/vocabulary.ts';
import { showsOverviewPrices } from '../../../lib/catalog/fill-price-placeholders.ts';
import type { Translate } from '../../../lib/i18n/get-translator.ts';
import type { Design } from '../../../lib/shop-api/designs.ts';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import type { BlockContext } from '../block-context.ts';
import type { ImageLoading } from '../image-loading.ts';
import { PriceTag } from './price-tag.tsx';
import { SaveDesignForm } from './save-design-form.tsx';

const DESIGN_GRID_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 576px) 33vw, 50vw';
/** The widest a grid tile gets: a third of a 1023px screen. */
const DESIGN_GRID_MAX_WIDTH = 360;

/** Design ratios arrive as `3:4`; image slots take `3/4`. Square when the ratio is unreadable. */
export function toImageAspectRatio(ratio: string | undefined): string {
  const match = ratio ? /^(\d{1,3}):(\d{1,3})$/.exec(ratio.trim()) : null;
  return match && Number(match[1]) > 0 && Number(match[2]) > 0 ? `${match[1]}/${match[2]}` : '1/1';
}

/** Width over height of a design ratio, for the square frame's fitting. */
function toRatioNumber(ratio: string | undefined): number {
  const [width, height] = toImageAspectRatio(ratio).split('/').map(Number);
  return width! / height!;
}

/** The path of a design's themes page, under the visitor's locale prefix. */
function buildThemePath(ctx: Pick<BlockContext, 'buildPath'>, id: string): string {
  return ctx.buildPath(`themes/${encodeURIComponent(id)}`);
}

/**
 * The printing a photobook design opens the designer in. A photobook page's own price is one
 * printing's (real photo at 47,95 €) while its designs start in another (digital print at
 * 22,95 €): the tile names its printing so the two prices do not read as a contradiction.
 */
export function getDesignPrinting(design: Pick<Design, 'product' | 'designerParams'>): PhotobookPrinting | null {
  const printing = design.designerParams.photobookPrinting;
  return design.product === 'photobook' && isOneOf(PHOTOBOOK_PRINTINGS, printing) ? printing : null;
}

/** Where the wishlist is offered: whether this design is saved, and the page to come back to. */
export type DesignCardWishlist = { saved: boolean; returnTo: string };

/** The tile's own id: "Save" without JavaScript comes back to it (`#design-{id}`). */
export function designTileId(id: string): string {
  return `design-${id}`;
}

/**
 * One design in a grid: the whole card links to its themes page. The image is decorative, the
 * name is the link text, so the link reads "name, from price" once (poster channel; card overviews
 * show no prices). With a wishlist, "Save" sits under the link (a form may not be inside it). The
 * post comes back to the tile (`#design-{id}`); with JavaScript the redirect drops the fragment
 * (`toActionRedirectTarget`).
 */
export function DesignCard({ design, ctx, t, loading, wishlist }: { design: Design; ctx: BlockContext; t: Translate; loading: ImageLoading; wishlist?: DesignCardWishlist }) {
  const printing = getDesignPrinting(design);
  return (
    <li className="design-card" id={wishlist ? designTileId(design.id) : undefined}>
      <a className="design-card__link" href={buildThemePath(ctx, design.id)}>
        {/* Every tile's frame is square, the picture fitted inside at its own ratio: a row of
            portrait and landscape designs stays even (issue 20, item 12). */}
        <span className="design-card__frame" style={{ '--design-ratio': toRatioNumber(design.aspectRatio) } as CSSProperties}>
          <ResponsiveImage
          className="design-card__image"
          asset={{ filename: design.image.filename }}
          aspectRatio={toImageAspectRatio(design.aspectRatio)}
          sizes={DESIGN_GRID_IMAGE_SIZES}
          maxDisplayWidth={DESIGN_GRID_MAX_WIDTH}
          baseUrl={ctx.imageBaseUrl}
          {...loading}
          />
        </span>
        <span className="design-card__name">{design.name}</span>
        {showsOverviewPrices(ctx.channel) ? (
          <>
            {printing ? <span className="design-card__printing">{t(`material.photobook-${printing}.short`)}</span> : null}
            <PriceTag className="design-card__price" priceCurrent={design.priceFrom} currency={design.currency} locale={ctx.locale} t={t} from />
          </>
        ) : null}
      </a>
      {wishlist ? <SaveDesignForm designId={design.id} name={design.name} saved={wishlist.saved} returnTo={`${wishlist.returnTo}#${designTileId(design.id)}`} t={t} /> : null}
    </li>
  );
}
