import type { Translate } from '../../../lib/i18n/get-translator.ts';
import type { Design } from '../../../lib/shop-api/designs.ts';
import type { BlockContext } from '../block-context.ts';
import { DesignCard } from './design-card.tsx';

/** How many designs a strip shows: one row on a wide screen, two on a phone. */
export const DESIGN_STRIP_SIZE = 4;

/**
 * The newest designs of a design group under a product or product tiles (decisions 0042, 0045):
 * the listing's cards, lazily loaded (a strip is never the first screen), and where given a link
 * to the page with all of them. Nothing without designs.
 */
export function DesignStrip({ title, designs, allDesigns, ctx, t }: { title: string; designs: readonly Design[]; allDesigns?: { href: string; label: string }; ctx: BlockContext; t: Translate }) {
  if (designs.length === 0) return null;
  return (
    <section className="block-detail__designs">
      <h3>{title}</h3>
      <ul className="design-grid">
        {designs.slice(0, DESIGN_STRIP_SIZE).map((design) => (
          <DesignCard key={design.id} design={design} ctx={ctx} t={t} loading={{ loading: 'lazy' }} />
        ))}
      </ul>
      {allDesigns ? <a href={allDesigns.href}>{allDesigns.label}</a> : null}
    </section>
  );
}
