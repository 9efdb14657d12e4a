import type { CSSProperties } from 'react';
import { z } from 'zod';
import { resolvePanelColors } from '../../lib/colors/panel-colors.ts';
import { getButtonColors } from '../../lib/colors/button-colors.ts';
import { BUTTON_COLORS } from '../../../domain/catalog/vocabulary.ts';
import { ResponsiveImage } from '../ui/image/responsive-image.tsx';
import type { BlockEnv } from './block-context.ts';
import { assetSchema, optionalColor, optionalLink, optionalText, requiredText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { getImageLoading } from './image-loading.ts';
import { resolveLink } from './resolve-block-link.ts';

const ctaSchema = z
  .object({ text: requiredText, link: optionalLink, buttonColor: z.enum(BUTTON_COLORS).optional().catch(undefined) })
  .nullish()
  .catch(undefined)
  .transform((cta) => (cta?.link ? { text: cta.text, link: cta.link, buttonColor: cta.buttonColor } : undefined));

const teaserSchema = z.object({
  headline: requiredText,
  subline: optionalText,
  image: assetSchema,
  cta: ctaSchema,
  textColor: optionalColor,
  backgroundColor: optionalColor,
});
export type TeaserProps = z.output<typeof teaserSchema> & { env: BlockEnv };

function TeaserBlock({ headline, subline, image, cta, textColor, backgroundColor, env }: TeaserProps) {
  // Custom properties, not colours, so blocks.css decides where they apply. Editor colours pass
  // through resolvePanelColors: the text reads and the button never takes the panel's colour.
  const panel = textColor || backgroundColor ? resolvePanelColors({ channel: env.ctx.channel, textColor, backgroundColor }) : null;
  const colors = (
    panel
      ? {
          '--teaser-color': panel.text,
          '--teaser-background': panel.background,
          '--teaser-cta-background': panel.buttonBackground,
          '--teaser-cta-color': panel.buttonText,
        }
      : {}
  ) as CSSProperties;
  // A button colour from the vocabulary wins over the panel's; its label is picked to read on it.
  const button = cta?.buttonColor ? getButtonColors(cta.buttonColor) : null;
  if (button) Object.assign(colors, { '--teaser-cta-background': button.background, '--teaser-cta-color': button.text });
  // A button that leads nowhere is worse than none: an empty or refused link drops the CTA.
  const ctaLink = cta ? resolveLink(cta.link, env.ctx) : null;
  return (
    <section className="block block-teaser" style={colors}>
      <ResponsiveImage
        className="block-teaser__image"
        asset={image}
        aspectRatio="16/9"
        sizes="100vw"
        baseUrl={env.ctx.imageBaseUrl}
        {...getImageLoading(env)}
      />
      <div className="block-teaser__content">
        <h2 className="block-teaser__headline">{headline}</h2>
        {subline ? <p className="block-teaser__subline">{subline}</p> : null}
        {cta && ctaLink ? (
          <a className="button block-teaser__cta" href={ctaLink.href} rel={ctaLink.rel} target={ctaLink.target}>
            {cta.text}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export const teaserBlock = defineBlock('teaser', teaserSchema, (props, env) => <TeaserBlock {...props} env={env} />, { hasImage: true });
