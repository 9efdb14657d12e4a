import { z } from 'zod';
import { PHOTOBOOK_FORMATS, PHOTOBOOK_PRINTINGS } from '../../../../domain/catalog/vocabulary.ts';
import { buildPhotobookDesignerLink } from '../../../lib/links/designer-links.ts';
import { getPhotobookPrice } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { DetailWrapper, detailWrapperFields } from './detail-wrapper.tsx';
import { toDesignerUrl } from './product-designer-links.ts';

const photobookDetailWrapperSchema = z.object({
  printing: z.enum(PHOTOBOOK_PRINTINGS),
  format: z.enum(PHOTOBOOK_FORMATS),
  ...detailWrapperFields,
});
export type PhotobookDetailWrapperProps = z.output<typeof photobookDetailWrapperSchema> & { env: BlockEnv };

/** A photobook printing in one format, priced in its base configuration (minimum pages). */
async function PhotobookDetailWrapperBlock({ printing, format, env, ...content }: PhotobookDetailWrapperProps) {
  const result = await getPhotobookPrice(env.ctx, { printing, format });
  const designerUrl = toDesignerUrl(buildPhotobookDesignerLink({ photobookPrinting: printing, photobookFormat: format }, { locale: env.ctx.locale, channel: env.ctx.channel }));
  return (
    <DetailWrapper
      product="photobook"
      {...content}
      price={result.ok ? { priceCurrent: result.value.priceCurrent, priceOriginal: result.value.priceOriginal, currency: result.value.currency, from: true } : null}
      designerUrl={designerUrl}
      env={env}
    />
  );
}

export const photobookDetailWrapperBlock = defineBlock(
  'photobook_detail_wrapper',
  photobookDetailWrapperSchema,
  (props, env) => <PhotobookDetailWrapperBlock {...props} env={env} />,
  { hasImage: true },
);
