import { z } from 'zod';
import { findPriceFrom, parsePricePlaceholder, showsOverviewPrices } from '../../../lib/catalog/fill-price-placeholders.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { Currency } from '../../../../domain/locale/locales.ts';
import { getPricesFrom } from '../../../lib/shop-api/prices-from.ts';
import type { BlockEnv } from '../block-context.ts';
import { BlockLink } from '../block-link.tsx';
import { assetSchema, itemUid, optionalLink, optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { BlockImage } from '../block-image.tsx';
import { getNewestGroupDesigns, toDesignGroupRef } from '../../../lib/shop-api/design-groups.ts';
import { DESIGN_STRIP_SIZE, DesignStrip } from './design-strip.tsx';
import { PriceTag } from './price-tag.tsx';

/**
 * The tile's "from" price names a product (`{price:canvas}`); the amount comes from the shop API's
 * price data. An amount typed into content, or anything else, is no price, not a broken tile.
 */
const optionalPrice = z.string().optional().catch(undefined);

const overviewWrapperSchema = z.object({
  headline: optionalText,
  /** Optional: under the tiles, the newest designs of this product's group (decision 0045). */
  designProduct: z.enum(['calendar', 'collage', 'photobook']).optional().catch(undefined),
  /** The group: a calendar type, a collage type or a photobook design category id; the calendar and photobook default to all. */
  designGroup: z.string().max(40).optional().catch(undefined),
  items: z
    .array(z.object({ _uid: itemUid, title: requiredText, text: optionalText, image: assetSchema, link: optionalLink, priceFrom: optionalPrice }))
    .min(1),
});
export type OverviewWrapperProps = z.output<typeof overviewWrapperSchema> & { env: BlockEnv };

const IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 576px) 50vw, 100vw';

/** The tiles' "from" amounts, asked only when a tile names one and the channel shows them. */
async function loadTilePrices(items: OverviewWrapperProps['items'], env: BlockEnv): Promise<{ amounts: (number | null)[]; currency?: Currency }> {
  const keys = items.map((item) => parsePricePlaceholder(item.priceFrom));
  if (!showsOverviewPrices(env.ctx.channel) || keys.every((key) => key === null)) return { amounts: keys.map(() => null) };
  const prices = await getPricesFrom(env.ctx);
  return { amounts: keys.map((key) => (key === null ? null : findPriceFrom(prices, key))), currency: prices?.currency };
}

/** Product tiles in a grid: image, title, short text and the product's "from" price, each linked. */
async function OverviewWrapperBlock({ headline, items, designProduct, designGroup, env }: OverviewWrapperProps) {
  const t = getTranslator(env.ctx.locale);
  const group = designProduct ? toDesignGroupRef(designProduct, designGroup) : null;
  const [{ amounts, currency }, designs] = await Promise.all([loadTilePrices(items, env), group ? getNewestGroupDesigns(env.ctx, group, DESIGN_STRIP_SIZE) : []]);
  const ItemHeading = headline ? 'h3' : 'h2';
  return (
    <section className="block block-overview">
      {headline ? <h2 className="block-overview__headline">{headline}</h2> : null}
      <ul className="block-overview__list">
        {items.map((item, index) => (
          <li key={index} className="block-overview__item">
            <BlockLink link={item.link} ctx={env.ctx} className="block-overview__link">
              <BlockImage asset={item.image} aspectRatio="1/1" sizes={IMAGE_SIZES} maxDisplayWidth={520} env={env} firstOfBlock={index === 0} />
              <ItemHeading className="block-overview__title">{item.title}</ItemHeading>
              {amounts[index] != null ? <PriceTag className="block-overview__price" priceCurrent={amounts[index]} currency={currency} locale={env.ctx.locale} t={t} from /> : null}
            </BlockLink>
            {item.text ? <p className="block-overview__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
      {designProduct ? <DesignStrip title={t(`blocks.feed.title.${designProduct}`)} designs={designs} ctx={env.ctx} t={t} /> : null}
    </section>
  );
}

export const overviewWrapperBlock = defineBlock('overview_wrapper', overviewWrapperSchema, (props, env) => <OverviewWrapperBlock {...props} env={env} />, {
  hasImage: true,
});
