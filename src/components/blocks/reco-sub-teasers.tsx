import { z } from 'zod';
import type { BlockEnv } from './block-context.ts';
import { BlockLink } from './block-link.tsx';
import { itemUid, optionalAsset, optionalLink, optionalText, requiredText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { BlockImage } from './block-image.tsx';

const recoSubTeasersSchema = z.object({
  headline: requiredText,
  items: z
    .array(z.object({ _uid: itemUid, title: requiredText, image: optionalAsset, link: optionalLink, label: optionalText }))
    .min(1),
});
export type RecoSubTeasersProps = z.output<typeof recoSubTeasersSchema> & { env: BlockEnv };

const IMAGE_SIZES = '(min-width: 1024px) 20vw, (min-width: 576px) 30vw, 45vw';

/** Product recommendations: a row of square tiles that scrolls sideways on small screens. */
function RecoSubTeasersBlock({ headline, items, env }: RecoSubTeasersProps) {
  return (
    <section className="block block-reco">
      <h2 className="block-reco__headline">{headline}</h2>
      <ul className="block-reco__list">
        {items.map((item, index) => (
          <li key={index} className="block-reco__item">
            <BlockLink link={item.link} ctx={env.ctx} className="block-reco__link">
              <BlockImage asset={item.image} aspectRatio="1/1" sizes={IMAGE_SIZES} maxDisplayWidth={300} env={env} firstOfBlock={index === 0} />
              {item.label ? <span className="block-reco__label">{item.label}</span> : null}
              <span className="block-reco__title">{item.title}</span>
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const recoSubTeasersBlock = defineBlock(
  'reco_sub_teasers',
  recoSubTeasersSchema,
  (props, env) => <RecoSubTeasersBlock {...props} env={env} />,
  { hasImage: true },
);
