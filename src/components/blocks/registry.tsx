import { Fragment } from 'react';
import { StaticIsland } from '../ui/static-island.tsx';
import { abContentBlock } from './ab-content.tsx';
import type { BlockContext } from './block-context.ts';
import { calculatorBlock } from './calculator/calculator-block.tsx';
import { contactFormBlock } from './contact-form/contact-form-block.tsx';
import { customerPicturesBlock } from './customer-pictures/customer-pictures-block.tsx';
import type { BlockDefinition } from './define-block.ts';
import { feedBlock } from './feed/feed-block.tsx';
import { headlineBlock } from './headline.tsx';
import { informationBlock } from './information.tsx';
import { marginBlock } from './margin.tsx';
import { photoBlock } from './photo-block.tsx';
import { PRODUCT_BLOCKS } from './products/index.ts';
import { recoSubTeasersBlock } from './reco-sub-teasers.tsx';
import { shippingInformationBlock } from './shipping-information.tsx';
import { shopBlock } from './shop/shop-block.tsx';
import { isRawBlock, NOT_BUILT_YET, renderBlockSafely, type BlockRegistry } from './render-block-safely.ts';
import { subTeasersBlock } from './sub-teasers.tsx';
import { teaserBlock } from './teaser.tsx';
import { textBlock } from './text.tsx';
import { toolboxBlock } from './toolbox/toolbox-block.tsx';
import { uspTeaserBlock } from './usp-teaser.tsx';
import { videoBlock } from './video-block.tsx';

export { NOT_BUILT_YET, type BlockRegistry } from './render-block-safely.ts';

const BUILT_BLOCKS: BlockDefinition[] = [
  headlineBlock,
  informationBlock,
  marginBlock,
  photoBlock,
  recoSubTeasersBlock,
  subTeasersBlock,
  teaserBlock,
  textBlock,
  uspTeaserBlock,
  videoBlock,
  ...PRODUCT_BLOCKS,
  calculatorBlock,
  abContentBlock,
  contactFormBlock,
  customerPicturesBlock,
  feedBlock,
  shippingInformationBlock,
  shopBlock,
  toolboxBlock,
];

/** Content blocks (docs/shop-rules.md, Content blocks) that come with later issues; they render nothing until then. */
const NOT_BUILT_BLOCK_NAMES: readonly string[] = [];

/** Every content block name (snake_case as in docs/content-model.md). A Map, so a
 * name such as `constructor` cannot reach an object's prototype. */
export const BLOCK_REGISTRY: BlockRegistry = new Map<string, BlockDefinition | typeof NOT_BUILT_YET>([
  ...BUILT_BLOCKS.map((definition) => [definition.component, definition] as const),
  ...NOT_BUILT_BLOCK_NAMES.map((name) => [name, NOT_BUILT_YET] as const),
]);

type BlockListProps = {
  blocks: unknown;
  ctx: BlockContext;
  /** This list holds the page's first image (the teaser list, or the body without one). */
  firstImageEager?: boolean;
  /** Tests swap the registry; pages use the default. */
  registry?: BlockRegistry;
  /**
   * Names each block a static island (`{island}{index}`, unique on the page), so a block without
   * client code is not sent twice (decision 0017). Nested lists leave it out: their block decides.
   */
  island?: string;
};

function getFirstImageBlockIndex(blocks: unknown[], registry: BlockRegistry): number {
  return blocks.findIndex((block) => {
    const definition = isRawBlock(block) ? registry.get(block.component) : undefined;
    return typeof definition === 'object' && definition.hasImage;
  });
}

/** Content blocks in order, each isolated: one that is unknown, malformed or failing renders nothing. */
export function BlockList({ blocks, ctx, firstImageEager = false, registry = BLOCK_REGISTRY, island }: BlockListProps) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  const firstImageIndex = firstImageEager ? getFirstImageBlockIndex(blocks, registry) : -1;
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {island === undefined ? (
            renderBlockSafely(block, { ctx, firstImageEager: index === firstImageIndex }, registry)
          ) : (
            <StaticIsland staticIsland={`${island}${index}`} className="contents">
              {renderBlockSafely(block, { ctx, firstImageEager: index === firstImageIndex }, registry)}
            </StaticIsland>
          )}
        </Fragment>
      ))}
    </>
  );
}
