import { z } from 'zod';
import { getDefaultCardQuantity } from '../../../../domain/catalog/card-prices.ts';
import { parseCardSku } from '../../../../domain/catalog/sku.ts';
import { OCCASION_SLUGS } from '../../../../domain/catalog/vocabulary.ts';
import { buildCardDesignerLink } from '../../../lib/links/designer-links.ts';
import { getCardPrice } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { DetailWrapper, detailWrapperFields } from './detail-wrapper.tsx';
import { toDesignerUrl } from './product-designer-links.ts';

const cardDetailWrapperSchema = z.object({
  sku: requiredText.refine((value) => parseCardSku(value).ok, 'expected a card SKU'),
  /** An unknown occasion only loses the preselection, not the block. */
  occasion: z.enum(OCCASION_SLUGS).optional().catch(undefined),
  ...detailWrapperFields,
});
export type CardDetailWrapperProps = z.output<typeof cardDetailWrapperSchema> & { env: BlockEnv };

/**
 * A card: shown with its price per card at the default quantity (the quantity the designer
 * preselects), because cards are compared by the price of one.
 */
async function CardDetailWrapperBlock({ sku, occasion, env, ...content }: CardDetailWrapperProps) {
  const result = await getCardPrice(env.ctx, { sku, quantity: getDefaultCardQuantity() });
  const designerUrl = toDesignerUrl(buildCardDesignerLink({ sku, occasion }, { locale: env.ctx.locale, channel: env.ctx.channel }));
  return (
    <DetailWrapper
      product="card"
      {...content}
      price={
        result.ok
          ? { priceCurrent: result.value.unitPriceCurrent ?? result.value.unitPrice, priceOriginal: result.value.unitPrice, currency: result.value.currency, from: true }
          : null
      }
      designerUrl={designerUrl}
      env={env}
    />
  );
}

export const cardDetailWrapperBlock = defineBlock('card_detail_wrapper', cardDetailWrapperSchema, (props, env) => <CardDetailWrapperBlock {...props} env={env} />, {
  hasImage: true,
});
