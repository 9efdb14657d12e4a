import { cloneElement, createElement, isValidElement, type ReactNode } from 'react';
import { readEditableAttributes } from '../../lib/content/editable-attributes.ts';
import { logEvent, logEventOnce } from '../../lib/log/logger.ts';
import type { BlockEnv } from './block-context.ts';
import type { BlockDefinition } from './define-block.ts';
import { expandServerTree } from './expand-server-tree.ts';

/** Block names that exist in content but whose components come with later issues. */
export const NOT_BUILT_YET = 'not built yet';
export type BlockRegistry = ReadonlyMap<string, BlockDefinition | typeof NOT_BUILT_YET>;

type RawBlock = { component: string; _uid?: unknown };

export function isRawBlock(value: unknown): value is RawBlock {
  return typeof value === 'object' && value !== null && typeof (value as { component?: unknown }).component === 'string';
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * One block's elements, or nothing. Unknown and not-yet-built blocks are logged once per name,
 * malformed content once per block instance, render errors every time (they are bugs). The whole
 * tree is expanded inside the try, so an error in any nested component is caught here too.
 */
export function renderBlockSafely(block: unknown, env: BlockEnv, registry: BlockRegistry): ReactNode {
  if (!isRawBlock(block)) {
    logEventOnce('warn', 'unknown-block', '(no component)');
    return null;
  }
  const { component } = block;
  const uid = typeof block._uid === 'string' ? block._uid : undefined;
  const definition = registry.get(component);
  if (definition === undefined || definition === NOT_BUILT_YET) {
    logEventOnce('warn', 'unknown-block', component, { known: definition === NOT_BUILT_YET });
    return null;
  }
  const logRenderError = (error: unknown) => logEvent('error', 'block-render-error', { component, uid, error: describeError(error) });
  try {
    const result = definition.build(block, env);
    if (!result.ok) {
      logEventOnce('warn', 'block-render-error', `${component}:${uid ?? '(no uid)'}`, { component, uid, reason: result.error.kind, issues: result.error.issues });
      return null;
    }
    const tree = expandServerTree(result.value, logRenderError);
    return env.ctx.editable ? markEditable(tree, block) : tree;
  } catch (error) {
    logRenderError(error);
    return null;
  }
}

/**
 * In the visual editor: the block's root element carries the bridge's attributes, or a wrapper
 * does when the block's root is not one element. Shoppers never get here (no `_editable`, no flag).
 */
function markEditable(tree: ReactNode, block: unknown): ReactNode {
  const attributes = readEditableAttributes(block);
  if (!attributes) return tree;
  if (isValidElement(tree) && typeof tree.type === 'string') return cloneElement(tree, attributes);
  return createElement('div', attributes, tree);
}
