import { z } from 'zod';
import { COLLAGE_TYPES, type CollageType } from '../../../../domain/catalog/vocabulary.ts';
import { optionalText } from '../../../../domain/content/content-schemas.ts';
import { getTranslator, type Translate } from '../../../lib/i18n/get-translator.ts';
import { buildCollageDesignerLink } from '../../../lib/links/designer-links.ts';
import { getCalculatorReference } from '../../../lib/shop-api/catalog.ts';
import { getCalendarDesignGroup, getCollageDesignGroups, pickNewestDesigns } from '../../../lib/shop-api/design-groups.ts';
import { getDesigns, type Design } from '../../../lib/shop-api/designs.ts';
import type { BlockEnv } from '../block-context.ts';
import { defineBlock } from '../define-block.ts';
import { getImageLoading } from '../image-loading.ts';
import { DesignCard } from '../products/design-card.tsx';
import { pickFramedParams, toDesignerUrl } from '../products/product-designer-links.ts';
import '../products/product-blocks.css';
import './feed-block.css';

export const FEED_PRODUCTS = ['collage', 'calendar', 'card'] as const;
export type FeedProduct = (typeof FEED_PRODUCTS)[number];

/** The API's smaller page; a feed shows the newest designs, the listing has the rest. */
const FEED_PAGE_SIZE = 12;

const feedSchema = z.object({
  product: z.enum(FEED_PRODUCTS),
  headline: optionalText,
});
export type FeedProps = z.output<typeof feedSchema> & { env: BlockEnv };

/** `/filters/collage/{type}.jpg`: the collage filter's pictures, served beside the pages. */
export function collageFilterImagePath(type: CollageType): string {
  return `/filters/collage/${type}.jpg`;
}

/** One tile per collage type, each opening the collage designer with that type chosen. */
async function CollageFilter({ env, t }: { env: BlockEnv; t: Translate }) {
  const reference = await getCalculatorReference(env.ctx, 'collage');
  return (
    <nav className="feed__filter" aria-label={t('blocks.feed.collageFilter')}>
      <ul className="feed__tiles">
        {COLLAGE_TYPES.map((type) => {
          const material = reference.ok ? reference.value.materials.find((candidate) => candidate.value === type) : undefined;
          const params = material ? pickFramedParams(material.context, material.initiallySelectedFormat) : {};
          const href = toDesignerUrl(buildCollageDesignerLink({ ...params, productType: 'collage' }, { locale: env.ctx.locale, channel: env.ctx.channel }));
          return (
            <li key={type}>
              <a className="feed__tile" href={href}>
                <img src={collageFilterImagePath(type)} alt="" width={480} height={360} loading="lazy" decoding="async" />
                <span>{t(`blocks.feed.collageType.${type}`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Where the whole range of the feed's product is listed with its filters. */
function listingPath(product: FeedProduct, env: BlockEnv): string {
  if (product === 'calendar') return env.ctx.buildPath('filters/calendar');
  if (product === 'card') return env.ctx.buildPath('vorkonfigurator-karten');
  return `${env.ctx.buildPath('products')}?product=collage`;
}

/**
 * Calendars and collages come from their design groups (decision 0032: the calendar group, the
 * collage designer's groups of every collage type); cards from the listing, newest first.
 */
async function loadNewestDesigns(product: FeedProduct, env: BlockEnv): Promise<Design[]> {
  if (product === 'calendar') {
    const group = await getCalendarDesignGroup(env.ctx);
    return group.ok ? pickNewestDesigns([group.value], FEED_PAGE_SIZE) : [];
  }
  if (product === 'collage') {
    const groups = await getCollageDesignGroups(env.ctx, COLLAGE_TYPES);
    return groups.ok ? pickNewestDesigns(groups.value, FEED_PAGE_SIZE) : [];
  }
  const result = await getDesigns(env.ctx, { filters: { product: [product] }, sort: 'created', page: 1, perPage: FEED_PAGE_SIZE });
  return result.ok ? result.value.items : [];
}

/**
 * The newest designs of one product as a feed (the `/feed-*` pages), with the product's way into
 * its filters: the collage types as picture tiles, the calendar overview's filter page, the card
 * design pick. Designs that cannot be loaded leave the feed without them; the filters stay.
 */
async function FeedBlock({ product, headline, env }: FeedProps) {
  const t = getTranslator(env.ctx.locale);
  const designs = await loadNewestDesigns(product, env);
  return (
    <section className="block feed" aria-label={headline ?? t(`blocks.feed.title.${product}`)}>
      {headline ? <h2 className="feed__headline">{headline}</h2> : null}
      {product === 'collage' ? <CollageFilter env={env} t={t} /> : null}
      {designs.length > 0 ? (
        <ul className="design-grid">
          {designs.map((design, index) => (
            <DesignCard key={design.id} design={design} ctx={env.ctx} t={t} loading={getImageLoading(env, index === 0)} />
          ))}
        </ul>
      ) : null}
      <p className="feed__all">
        <a href={listingPath(product, env)}>{t(`blocks.feed.all.${product}`)}</a>
      </p>
    </section>
  );
}

export const feedBlock = defineBlock('feed', feedSchema, (props, env) => <FeedBlock {...props} env={env} />, { hasImage: true });
