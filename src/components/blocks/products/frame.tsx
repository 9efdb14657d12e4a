import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { getFrameVariants } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';

const frameSchema = z.object({ material: requiredText, headline: optionalText });
export type FrameProps = z.output<typeof frameSchema> & { env: BlockEnv };

type FrameVariant = { value: string; kind: string; color?: string };

/** Variants grouped by frame kind, kinds in the order the API lists them. */
function groupFrameVariants(variants: readonly FrameVariant[]): { kind: string; variants: FrameVariant[] }[] {
  const groups = new Map<string, FrameVariant[]>();
  for (const variant of variants) groups.set(variant.kind, [...(groups.get(variant.kind) ?? []), variant]);
  return [...groups].map(([kind, members]) => ({ kind, variants: members }));
}

/**
 * The frames a material can be ordered in, by kind with their colours. Nothing when the material
 * has no frames or they cannot be loaded.
 */
async function FrameBlock({ material, headline, env }: FrameProps) {
  const result = await getFrameVariants(env.ctx, material);
  if (!result.ok || result.value.frameTypes.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  return (
    <section className="block block-frame">
      <h2 className="block-frame__headline">{headline ?? t('products.frames')}</h2>
      <dl className="block-frame__list">
        {groupFrameVariants(result.value.frameTypes).map(({ kind, variants }) => (
          <div key={kind} className="block-frame__group">
            <dt className="block-frame__kind">{t(`frame.${kind}`)}</dt>
            {variants.map((variant) => (
              <dd key={variant.value} className="block-frame__variant" data-frame-type={variant.value}>
                {variant.color ? t(`frame.color.${variant.color}`) : variant.value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

export const frameBlock = defineBlock('frame', frameSchema, (props, env) => <FrameBlock {...props} env={env} />);
