import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { ListingFilters } from '../../../lib/listing/parse-listing-query.ts';
import { getDesigns } from '../../../lib/shop-api/designs.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { getImageLoading } from '../image-loading.ts';
import { DesignCard } from './design-card.tsx';

const DEFAULT_THEMES_LIMIT = 8;
/** The API's larger page; one request always covers the block. */
const MAX_THEMES_LIMIT = 48;

const themesOverviewSchema = z.object({
  headline: optionalText,
  product: optionalText,
  category: optionalText,
  limit: z.coerce.number().int().min(1).max(MAX_THEMES_LIMIT).optional().catch(undefined).transform((limit) => limit ?? DEFAULT_THEMES_LIMIT),
});
export type ThemesOverviewProps = z.output<typeof themesOverviewSchema> & { env: BlockEnv };

/**
 * The most popular designs (optionally of one product or category) as a grid linking to their
 * themes pages. Nothing when there are none or they cannot be loaded: this is a teaser, the full
 * listing has its own page.
 */
async function ThemesOverviewBlock({ headline, product, category, limit, env }: ThemesOverviewProps) {
  const filters: ListingFilters = { ...(product ? { product: [product] } : {}), ...(category ? { category: [category] } : {}) };
  const result = await getDesigns(env.ctx, { filters, sort: 'popularity', page: 1, perPage: limit <= 12 ? 12 : 48 });
  const designs = result.ok ? result.value.items.slice(0, limit) : [];
  if (designs.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  return (
    <section className="block block-themes-overview">
      {headline ? <h2 className="block-themes-overview__headline">{headline}</h2> : null}
      <ul className="design-grid">
        {designs.map((design, index) => (
          <DesignCard key={design.id} design={design} ctx={env.ctx} t={t} loading={getImageLoading(env, index === 0)} />
        ))}
      </ul>
    </section>
  );
}

export const themesOverviewBlock = defineBlock('themes_overview', themesOverviewSchema, (props, env) => <ThemesOverviewBlock {...props} env={env} />, {
  hasImage: true,
});
