import type { Asset, RichTextDoc } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { Currency } from '../../../../domain/locale/locales.ts';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import type { BlockEnv } from '../block-context.ts';
import { assetSchema, requiredText, richTextSchema } from '../../../../domain/content/content-schemas.ts';
import { getImageLoading } from '../image-loading.ts';
import { RichText } from '../rich-text.tsx';
import type { Design } from '../../../lib/shop-api/designs.ts';
import { DESIGN_STRIP_SIZE, DesignStrip } from './design-strip.tsx';
import { PriceTag } from './price-tag.tsx';

/** The content fields every detail wrapper shares (docs/content-model.md, product blocks). */
export const detailWrapperFields = {
  headline: requiredText,
  text: richTextSchema.optional().catch(undefined),
  image: assetSchema,
};

export type DetailPrice = { priceCurrent: number; priceOriginal?: number; currency: Currency; from?: boolean };

export type DetailWrapperProps = {
  /** Modifier for the product's own styles: `calendar`, `card` ... */
  product: string;
  headline: string;
  text?: RichTextDoc;
  image: Asset;
  /** Null when the price could not be loaded: the product is still shown, without a price. */
  price: DetailPrice | null;
  /** Absolute designer URL; null leaves the call to action out. */
  designerUrl: string | null;
  /** Newest designs of the product's design group (decision 0042); none or empty: no strip. */
  designs?: readonly Design[];
  /** The strip's heading when "New designs: {headline}" would promise too much (decision 0045). */
  designsTitle?: string;
  /** Under the strip: the page with all of the group's designs (decision 0045). */
  allDesigns?: { href: string; label: string };
  env: BlockEnv;
};

export { DESIGN_STRIP_SIZE };

const IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * A product presented for itself: image, headline, text, the price and the call to action into
 * the designer. The product wrappers load the price and build the designer link.
 */
export function DetailWrapper({ product, headline, text, image, price, designerUrl, designs = [], designsTitle, allDesigns, env }: DetailWrapperProps) {
  const t = getTranslator(env.ctx.locale);
  return (
    <section className={`block block-detail block-detail--${product}`}>
      <ResponsiveImage className="block-detail__image" asset={image} aspectRatio="4/3" sizes={IMAGE_SIZES} maxDisplayWidth={768} baseUrl={env.ctx.imageBaseUrl} {...getImageLoading(env)} />
      <div className="block-detail__content">
        <h2 className="block-detail__headline">{headline}</h2>
        {text ? <RichText doc={text} ctx={env.ctx} className="rich-text block-detail__text" /> : null}
        {price ? (
          <p className="block-detail__price">
            <PriceTag {...price} locale={env.ctx.locale} t={t} />
          </p>
        ) : null}
        {designerUrl ? (
          <a className="button block-detail__cta" href={designerUrl}>
            {t('themes.personalise')}
          </a>
        ) : null}
      </div>
      <DesignStrip title={designsTitle ?? t('blocks.designStrip.title', { product: headline })} designs={designs} allDesigns={allDesigns} ctx={env.ctx} t={t} />
    </section>
  );
}
