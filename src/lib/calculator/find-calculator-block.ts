import type { Block, PageContent } from '../../../domain/content/model.ts';
import { calculatorBlockSchema, type CalculatorBlockProps } from './calculator-block-schema.ts';

/** Nested block lists are plain arrays of `{ component }` objects under any field. */
function* walkBlocks(value: unknown, depth = 0): Generator<Block> {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* walkBlocks(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string') yield record as Block;
  for (const child of Object.values(record)) if (child !== null && typeof child === 'object') yield* walkBlocks(child, depth + 1);
}

/**
 * The page's calculator block, parsed as the block itself parses it, or null. The shell asks
 * before it renders the page, so a calculator dialog can sit outside `main` (decision 0037); a
 * stray `?dialog=more-formats` on a page without a calculator opens nothing.
 */
export function findCalculatorBlock(content: Pick<PageContent, 'teaser' | 'body'>): CalculatorBlockProps | null {
  for (const block of walkBlocks([content.teaser ?? [], content.body ?? []])) {
    if (block.component !== 'calculator') continue;
    const parsed = calculatorBlockSchema.safeParse(block);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
