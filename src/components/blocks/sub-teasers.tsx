import { z } from 'zod';
import type { BlockEnv } from './block-context.ts';
import { BlockLink } from './block-link.tsx';
import { itemUid, optionalAsset, optionalLink, optionalText, requiredText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { BlockImage } from './block-image.tsx';

const subTeasersSchema = z.object({
  headline: optionalText,
  items: z
    .array(z.object({ _uid: itemUid, headline: requiredText, text: optionalText, image: optionalAsset, link: optionalLink }))
    .min(1),
});
export type SubTeasersProps = z.output<typeof subTeasersSchema> & { env: BlockEnv };

const IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw';

function SubTeasersBlock({ headline, items, env }: SubTeasersProps) {
  // Item titles sit one level below the block headline, or take its place when there is none.
  const ItemHeading = headline ? 'h3' : 'h2';
  return (
    <section className="block block-sub-teasers">
      {headline ? <h2 className="block-sub-teasers__headline">{headline}</h2> : null}
      <ul className="block-sub-teasers__list">
        {items.map((item, index) => (
          <li key={index} className="block-sub-teasers__item">
            <BlockLink link={item.link} ctx={env.ctx} className="block-sub-teasers__link">
              <BlockImage asset={item.image} aspectRatio="4/3" sizes={IMAGE_SIZES} maxDisplayWidth={400} env={env} firstOfBlock={index === 0} />
              <ItemHeading className="block-sub-teasers__title">{item.headline}</ItemHeading>
            </BlockLink>
            {item.text ? <p className="block-sub-teasers__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const subTeasersBlock = defineBlock('sub_teasers', subTeasersSchema, (props, env) => <SubTeasersBlock {...props} env={env} />, {
  hasImage: true,
});
