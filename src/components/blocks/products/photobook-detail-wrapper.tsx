import { z } from 'zod';
import { PHOTOBOOK_FORMATS, PHOTOBOOK_PRINTINGS } from '../../../../domain/catalog/vocabulary.ts';
import { buildPhotobookDesignerLink } from '../../../lib/links/designer-links.ts';
import { getPhotobookDesignGroupSets, pickNewestDesigns } from '../../../lib/shop-api/design-groups.ts';
import { getPhotobookPrice } from '../../../lib/shop-api/product-data.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { DESIGN_STRIP_SIZE, DetailWrapper, detailWrapperFields } from './detail-wrapper.tsx';
import { toDesignerUrl } from './product-designer-links.ts';

const photobookDetailWrapperSchema = z.object({
  printing: z.enum(PHOTOBOOK_PRINTINGS),
  format: z.enum(PHOTOBOOK_FORMATS),
  /** The design categories whose sets feed the strip (all the channel's without); a bad list is none. */
  categoryIds: z.array(z.coerce.number().int().min(1).max(25)).max(25).optional().catch(undefined),
  ...detailWrapperFields,
});
export type PhotobookDetailWrapperProps = z.output<typeof photobookDetailWrapperSchema> & { env: BlockEnv };

/** A photobook printing in one format, priced in its base configuration (minimum pages). */
async function PhotobookDetailWrapperBlock({ printing, format, categoryIds, env, ...content }: PhotobookDetailWrapperProps) {
  // The design group sets feed the strip; a failed call leaves the strip out (shop-api-error).
  const [result, sets] = await Promise.all([getPhotobookPrice(env.ctx, { printing, format }), getPhotobookDesignGroupSets(env.ctx, categoryIds)]);
  const designerUrl = toDesignerUrl(buildPhotobookDesignerLink({ photobookPrinting: printing, photobookFormat: format }, { locale: env.ctx.locale, channel: env.ctx.channel }));
  return (
    <DetailWrapper
      product="photobook"
      {...content}
      price={result.ok ? { priceCurrent: result.value.priceCurrent, priceOriginal: result.value.priceOriginal, currency: result.value.currency, from: true } : null}
      designerUrl={designerUrl}
      designs={sets.ok ? pickNewestDesigns(sets.value.flatMap((set) => set.groups), DESIGN_STRIP_SIZE) : []}
      // The sets' designs open the designer in their own printing, not necessarily this one.
      designsTitle={getTranslator(env.ctx.locale)('blocks.feed.title.photobook')}
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
