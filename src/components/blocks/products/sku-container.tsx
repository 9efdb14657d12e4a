import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { buildCardDesignerLink, buildPhotoFrameDesignerLink } from '../../../lib/links/designer-links.ts';
import { getSkuContainer } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { getFormatLabel } from './format-label.ts';
import { PriceTag } from './price-tag.tsx';
import { parseProductSku, pickFramedParams, toDesignerUrl } from './product-designer-links.ts';

export const skuContainerSchema = z.object({
  sku: requiredText.transform((value, ctx) => {
    const sku = parseProductSku(value);
    if (sku) return sku;
    ctx.addIssue({ code: 'custom', message: 'expected a card SKU or {material}:{WIDTHxHEIGHT}' });
    return z.NEVER;
  }),
  headline: optionalText,
  text: optionalText,
});
export type SkuContainerProps = z.output<typeof skuContainerSchema> & { env: BlockEnv };

/**
 * One article with its price and a way into the designer. The price comes from the API; without
 * it the box still names the article and links to the designer, which shows the price itself.
 */
async function SkuContainerBlock({ sku, headline, text, env }: SkuContainerProps) {
  const t = getTranslator(env.ctx.locale);
  const result = await getSkuContainer(env.ctx, sku.sku);
  const context = result.ok ? result.value.context : {};
  const linkContext = { locale: env.ctx.locale, channel: env.ctx.channel };
  const designerPath =
    sku.kind === 'card'
      ? buildCardDesignerLink({ sku: sku.sku }, linkContext)
      : buildPhotoFrameDesignerLink({ ...pickFramedParams(context, sku.format), materialType: sku.material, sku: sku.sku }, linkContext);
  const title = headline ?? (sku.kind === 'material' ? `${t(`material.${sku.material}`)} ${getFormatLabel({ value: sku.format }, env.ctx.locale, t)}` : undefined);
  return (
    <section className="block block-sku">
      {title ? <h2 className="block-sku__headline">{title}</h2> : null}
      {text ? <p className="block-sku__text">{text}</p> : null}
      {result.ok ? (
        <p className="block-sku__price">
          <PriceTag priceCurrent={result.value.priceCurrent} priceOriginal={result.value.priceOriginal} currency={result.value.currency} locale={env.ctx.locale} t={t} />
        </p>
      ) : null}
      <a className="button block-sku__cta" href={toDesignerUrl(designerPath)}>
        {t('themes.personalise')}
      </a>
    </section>
  );
}

export const skuContainerBlock = defineBlock('sku_container', skuContainerSchema, (props, env) => <SkuContainerBlock {...props} env={env} />);
