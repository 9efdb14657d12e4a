import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { buildCardDesignerLink, buildPhotoFrameDesignerLink } from '../../../lib/links/designer-links.ts';
import { getSkuContainer, type ProductContext } from '../../../lib/shop-api/product-data.ts';
import { assetSchema, itemUid, optionalText } from '../../../../domain/content/content-schemas.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { BlockImage } from '../block-image.tsx';
import { getFormatLabel } from '../products/format-label.ts';
import { PriceTag } from '../products/price-tag.tsx';
import { pickFramedParams, toDesignerUrl, type ProductSku } from '../products/product-designer-links.ts';
import { skuContainerSchema } from '../products/sku-container.tsx';
import './shop-block.css';

const shopItemSchema = z.object({
  _uid: itemUid,
  // The SKU container's rule: a card SKU or `{material}:{WIDTHxHEIGHT}`.
  sku: skuContainerSchema.shape.sku,
  title: optionalText,
  image: assetSchema,
});

/** Items that do not parse are left out; a shop without any is malformed. */
const shopSchema = z.object({
  headline: optionalText,
  items: z
    .array(z.unknown())
    .transform((items) => items.flatMap((item) => {
      const parsed = shopItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }))
    .refine((items) => items.length > 0, 'no valid item'),
});
export type ShopBlockProps = z.output<typeof shopSchema> & { env: BlockEnv };
type ShopItem = z.output<typeof shopItemSchema>;

function designerUrl(sku: ProductSku, context: ProductContext, { locale, channel }: BlockEnv['ctx']): string {
  const linkContext = { locale, channel };
  const path =
    sku.kind === 'card'
      ? buildCardDesignerLink({ sku: sku.sku }, linkContext)
      : buildPhotoFrameDesignerLink({ ...pickFramedParams(context, sku.format), materialType: sku.material, sku: sku.sku }, linkContext);
  return toDesignerUrl(path);
}

async function ShopItemCard({ item, env, index }: { item: ShopItem; env: BlockEnv; index: number }) {
  const t = getTranslator(env.ctx.locale);
  const result = await getSkuContainer(env.ctx, item.sku.sku);
  const { sku } = item;
  const title = item.title ?? (sku.kind === 'material' ? `${t(`material.${sku.material}`)} ${getFormatLabel({ value: sku.format }, env.ctx.locale, t)}` : sku.sku);
  return (
    <li className="shop-block__item">
      <BlockImage asset={item.image} aspectRatio="4/3" sizes="(min-width: 900px) 25vw, 50vw" maxDisplayWidth={600} env={env} firstOfBlock={index === 0} />
      <h3 className="shop-block__title">{title}</h3>
      {result.ok ? (
        <p className="shop-block__price">
          <PriceTag priceCurrent={result.value.priceCurrent} priceOriginal={result.value.priceOriginal} currency={result.value.currency} locale={env.ctx.locale} t={t} />
        </p>
      ) : null}
      <a className="button shop-block__cta" href={designerUrl(sku, result.ok ? result.value.context : {}, env.ctx)} aria-label={`${t('themes.personalise')}: ${title}`}>
        {t('themes.personalise')}
      </a>
    </li>
  );
}

/**
 * A small shop on a content page: chosen articles with picture, price and the way into the
 * designer. A price the API cannot give is left out; the article stays buyable.
 */
function ShopBlock({ headline, items, env }: ShopBlockProps) {
  return (
    <section className="block shop-block">
      {headline ? <h2 className="shop-block__headline">{headline}</h2> : null}
      <ul className="shop-block__items">
        {items.map((item, index) => (
          <ShopItemCard key={index} item={item} env={env} index={index} />
        ))}
      </ul>
    </section>
  );
}

export const shopBlock = defineBlock('shop', shopSchema, (props, env) => <ShopBlock {...props} env={env} />, { hasImage: true });
