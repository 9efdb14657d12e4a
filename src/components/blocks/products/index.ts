import { createElement, Fragment } from 'react';
import { ok } from '../../../../domain/result/result.ts';
import type { BlockDefinition } from '../define-block.ts';
import { accessoryBlock } from './accessory.tsx';
import { calendarDetailWrapperBlock } from './calendar-detail-wrapper.tsx';
import { cardDetailWrapperBlock } from './card-detail-wrapper.tsx';
import { collageDetailWrapperBlock } from './collage-detail-wrapper.tsx';
import { formatsAndPricesBlock } from './formats-and-prices.tsx';
import { frameBlock } from './frame.tsx';
import { overviewWrapperBlock } from './overview-wrapper.tsx';
import { photobookDetailWrapperBlock } from './photobook-detail-wrapper.tsx';
import { ProductBlockStyles } from './product-block-styles.tsx';
import { skuContainerBlock } from './sku-container.tsx';
import { themesOverviewBlock } from './themes-overview.tsx';
import { voucherBlock } from './voucher.tsx';

/** A block that brings the product blocks' stylesheet with it. */
function withProductStyles(definition: BlockDefinition): BlockDefinition {
  return {
    ...definition,
    build(raw, env) {
      const result = definition.build(raw, env);
      return result.ok ? ok(createElement(Fragment, null, createElement(ProductBlockStyles), result.value)) : result;
    },
  };
}

/** The product blocks of issue 3 (docs/content-model.md, "Product blocks"), except the calculator. */
export const PRODUCT_BLOCKS: readonly BlockDefinition[] = [
  accessoryBlock,
  calendarDetailWrapperBlock,
  cardDetailWrapperBlock,
  collageDetailWrapperBlock,
  formatsAndPricesBlock,
  frameBlock,
  overviewWrapperBlock,
  photobookDetailWrapperBlock,
  skuContainerBlock,
  themesOverviewBlock,
  voucherBlock,
].map(withProductStyles);
