import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import type { BlockEnv } from '../block-context.ts';
import { BlockLink } from '../block-link.tsx';
import { assetSchema, itemUid, optionalLink, optionalText, requiredText } from '../../../lib/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { getImageLoading } from '../image-loading.ts';
import { PriceTag } from './price-tag.tsx';

/** A price an editor left empty or typed wrongly is no price, not a broken tile. */
const optionalPrice = z.number().finite().nonnegative().optional().catch(undefined);

const overviewWrapperSchema = z.object({
  headline: optionalText,
  items: z
    .array(z.object({ _uid: itemUid, title: requiredText, text: optionalText, image: assetSchema, link: optionalLink, priceFrom: optionalPrice }))
    .min(1),
});
export type OverviewWrapperProps = z.output<typeof overviewWrapperSchema> & { env: BlockEnv };

const IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 576px) 50vw, 100vw';

/** Product tiles in a grid: image, title, short text and an editor's "from" price, each linked. */
function OverviewWrapperBlock({ headline, items, env }: OverviewWrapperProps) {
  const t = getTranslator(env.ctx.locale);
  const ItemHeading = headline ? 'h3' : 'h2';
  return (
    <section className="block block-overview">
      {headline ? <h2 className="block-overview__headline">{headline}</h2> : null}
      <ul className="block-overview__list">
        {items.map((item, index) => (
          <li key={index} className="block-overview__item">
            <BlockLink link={item.link} ctx={env.ctx} className="block-overview__link">
              <ResponsiveImage asset={item.image} aspectRatio="1/1" sizes={IMAGE_SIZES} maxDisplayWidth={520} baseUrl={env.ctx.imageBaseUrl} {...getImageLoading(env, index === 0)} />
              <ItemHeading className="block-overview__title">{item.title}</ItemHeading>
              {item.priceFrom !== undefined ? <PriceTag className="block-overview__price" priceCurrent={item.priceFrom} locale={env.ctx.locale} t={t} from /> : null}
            </BlockLink>
            {item.text ? <p className="block-overview__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const overviewWrapperBlock = defineBlock('overview_wrapper', overviewWrapperSchema, (props, env) => <OverviewWrapperBlock {...props} env={env} />, {
  hasImage: true,
});
