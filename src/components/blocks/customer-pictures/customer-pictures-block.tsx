import { z } from 'zod';
import { optionalText } from '../../../../domain/content/content-schemas.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { getCustomerPictures } from '../../../lib/shop-api/blocks.ts';
import { CUSTOMER_PICTURES_MAX } from '../../../../domain/shop-api-contract/index.ts';
import { ResponsiveImage } from '../../ui/image/responsive-image.tsx';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { getImageLoading } from '../image-loading.ts';
import './customer-pictures.css';

const DEFAULT_LIMIT = 6;

const customerPicturesSchema = z.object({
  headline: optionalText,
  /** Only pictures of this product (`canvas`, `card`, ...); all when empty. */
  product: optionalText,
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PICTURES_MAX).optional().catch(undefined).transform((limit) => limit ?? DEFAULT_LIMIT),
});
export type CustomerPicturesProps = z.output<typeof customerPicturesSchema> & { env: BlockEnv };

/**
 * A gallery of pictures customers sent of their products. When the pictures cannot be loaded the
 * block is left out (the call is logged); the page around it is unaffected.
 */
async function CustomerPicturesBlock({ headline, product, limit, env }: CustomerPicturesProps) {
  const result = await getCustomerPictures(env.ctx, { limit, product });
  if (!result.ok || result.value.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  const title = headline ?? t('blocks.customerPictures.headline');
  return (
    <section className="block customer-pictures" aria-label={title}>
      <h2 className="customer-pictures__headline">{title}</h2>
      <ul className="customer-pictures__grid">
        {result.value.map((picture, index) => (
          <li key={picture.id}>
            <figure className="customer-pictures__picture">
              <ResponsiveImage
                asset={{ filename: picture.image, alt: picture.alt }}
                aspectRatio="1/1"
                sizes="(min-width: 900px) 33vw, 50vw"
                baseUrl={env.ctx.imageBaseUrl}
                maxDisplayWidth={600}
                {...getImageLoading(env, index === 0)}
              />
              <figcaption>{t('blocks.customerPictures.by', { name: picture.author })}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const customerPicturesBlock = defineBlock('customer_pictures', customerPicturesSchema, (props, env) => <CustomerPicturesBlock {...props} env={env} />, {
  hasImage: true,
});
