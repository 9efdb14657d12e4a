import { z } from 'zod';
import { COLLAGE_TYPES } from '../../../../domain/catalog/vocabulary.ts';
import { buildCollageDesignerLink } from '../../../lib/links/designer-links.ts';
import { getCalculatorReference } from '../../../lib/shop-api/catalog.ts';
import { getCollageDesignGroups, pickNewestDesigns } from '../../../lib/shop-api/design-groups.ts';
import { getLowestPrice, getMaterialFormats } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { DESIGN_STRIP_SIZE, DetailWrapper, detailWrapperFields, type DetailPrice } from './detail-wrapper.tsx';
import { pickFramedParams, toDesignerUrl } from './product-designer-links.ts';

const collageDetailWrapperSchema = z.object({ collageType: z.enum(COLLAGE_TYPES), ...detailWrapperFields });
export type CollageDetailWrapperProps = z.output<typeof collageDetailWrapperSchema> & { env: BlockEnv };

/**
 * A collage type. Its price and designer parameters come from the collage calculator, whose
 * materials are the collage types: the lowest price of the type, and the material's context
 * (material, frame, mat) with its initial format for the designer. Without the calculator the
 * designer still opens for the collage, just without the preselection.
 */
async function CollageDetailWrapperBlock({ collageType, env, ...content }: CollageDetailWrapperProps) {
  // The type's group (`name[]`) feeds the strip; a failed call leaves the strip out (shop-api-error).
  const [result, groups] = await Promise.all([getCalculatorReference(env.ctx, 'collage'), getCollageDesignGroups(env.ctx, [collageType])]);
  const material = result.ok ? result.value.materials.find((candidate) => candidate.value === collageType) : undefined;
  const lowest = material ? getLowestPrice(getMaterialFormats(material)) : null;
  const price: DetailPrice | null = result.ok && lowest !== null ? { priceCurrent: lowest, currency: result.value.currency, from: true } : null;
  const params = material ? pickFramedParams(material.context, material.initiallySelectedFormat) : {};
  const designerUrl = toDesignerUrl(buildCollageDesignerLink({ ...params, productType: 'collage' }, { locale: env.ctx.locale, channel: env.ctx.channel }));
  const designs = groups.ok ? pickNewestDesigns(groups.value, DESIGN_STRIP_SIZE) : [];
  return <DetailWrapper product="collage" {...content} price={price} designerUrl={designerUrl} designs={designs} env={env} />;
}

export const collageDetailWrapperBlock = defineBlock(
  'collage_detail_wrapper',
  collageDetailWrapperSchema,
  (props, env) => <CollageDetailWrapperBlock {...props} env={env} />,
  { hasImage: true },
);
