import { z } from 'zod';
import { requiredText } from '../../../domain/content/content-schemas.ts';
import { getTreatment } from '../../lib/flags/get-treatment.ts';
import { findShopFlag } from '../../../domain/flags/shop-flags.ts';
import type { BlockEnv } from './block-context.ts';
import { defineBlock } from './define-block.ts';
import { BlockList } from './registry.tsx';

const blockList = z.array(z.unknown()).nullish().catch(undefined).transform((blocks) => blocks ?? []);

const abContentSchema = z.object({
  /** The flag by key (`posterdruck-landing`) or experiment id (`965`); one the shop does not know is malformed. */
  flag: requiredText.refine((flag) => findShopFlag(flag) !== undefined, 'unknown flag'),
  /** Shown for `off` and `control`, and whenever the flag cannot be evaluated. */
  control: blockList,
  /** Shown for `on`. */
  variant: blockList,
});
export type AbContentProps = z.output<typeof abContentSchema> & { env: BlockEnv };

/**
 * An A/B test in content: the blocks of the variant the visitor's treatment names, evaluated on
 * the server with the request's other flags, so the page never flickers between variants.
 */
function AbContentBlock({ flag, control, variant, env }: AbContentProps) {
  const treatment = getTreatment(flag);
  const blocks = treatment === 'on' ? variant : control;
  return (
    <div className="block-ab-content" data-flag={flag} data-treatment={treatment}>
      <BlockList blocks={blocks} ctx={env.ctx} firstImageEager={env.firstImageEager} />
    </div>
  );
}

export const abContentBlock = defineBlock('ab_content', abContentSchema, (props, env) => <AbContentBlock {...props} env={env} />, { hasImage: true });
