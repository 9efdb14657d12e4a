import { z } from 'zod';
import { ResponsiveImage } from '../ui/image/responsive-image.tsx';
import type { BlockEnv } from './block-context.ts';
import { BlockLink } from './block-link.tsx';
import { assetSchema, optionalLink, optionalText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { getImageLoading } from './image-loading.ts';

const photoBlockSchema = z.object({
  image: assetSchema,
  caption: optionalText,
  aspectRatio: optionalText,
  link: optionalLink,
});
export type PhotoBlockProps = z.output<typeof photoBlockSchema> & { env: BlockEnv };

function PhotoBlock({ image, caption, aspectRatio, link, env }: PhotoBlockProps) {
  return (
    <figure className="block block-photo">
      {/* A link around a decorative image would have no name; the caption names it then. */}
      <BlockLink link={link} ctx={env.ctx} className="block-photo__link" ariaLabel={image.alt ? undefined : caption}>
        <ResponsiveImage
          asset={image}
          aspectRatio={aspectRatio}
          sizes="(min-width: 1280px) 1280px, 100vw"
          baseUrl={env.ctx.imageBaseUrl}
          {...getImageLoading(env)}
        />
      </BlockLink>
      {caption ? <figcaption className="block-photo__caption">{caption}</figcaption> : null}
    </figure>
  );
}

export const photoBlock = defineBlock('photo_block', photoBlockSchema, (props, env) => <PhotoBlock {...props} env={env} />, { hasImage: true });
