import type { ReactNode } from 'react';
import type { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result/result.ts';
import type { BlockEnv } from './block-context.ts';

/** A block whose content does not fit its schema is not rendered; the issues are logged. */
export type BlockBuildError = { kind: 'invalid-content'; issues: string[] };

export type BlockBuildResult = Result<ReactNode, BlockBuildError>;

export type BlockDefinition = {
  component: string;
  /** Whether the block shows an image, so the page's first image can be loaded eagerly. */
  hasImage: boolean;
  /** Validates raw content and builds the block's elements; throws only if the render itself does. */
  build: (raw: unknown, env: BlockEnv) => BlockBuildResult;
};

/**
 * Ties a block's content schema to its render. Renders must be pure and synchronous server code
 * (no hooks): the block list expands them eagerly inside its error guard, which is how one
 * failing block is kept from taking the page down.
 */
/**
 * Published stories are cached and mapped once, so the same block objects come back on every
 * view; their validation is kept beside them. (Schemas must not depend on anything but the raw
 * block, which holds for all block schemas: the environment is given to the render only.)
 */
type Parsed = Result<unknown, BlockBuildError>;
const parsedBlocks = new WeakMap<object, Map<z.ZodType, Parsed>>();

function parseOnce(schema: z.ZodType, raw: unknown): Parsed {
  const parse = (): Parsed => {
    const result = schema.safeParse(raw);
    return result.success
      ? ok(result.data)
      : err({ kind: 'invalid-content', issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) });
  };
  if (typeof raw !== 'object' || raw === null) return parse();
  let bySchema = parsedBlocks.get(raw);
  if (!bySchema) {
    bySchema = new Map();
    parsedBlocks.set(raw, bySchema);
  }
  let parsed = bySchema.get(schema);
  if (!parsed) {
    parsed = parse();
    bySchema.set(schema, parsed);
  }
  return parsed;
}

export function defineBlock<S extends z.ZodType>(
  component: string,
  schema: S,
  render: (props: z.output<S>, env: BlockEnv) => ReactNode,
  { hasImage = false }: { hasImage?: boolean } = {},
): BlockDefinition {
  return {
    component,
    hasImage,
    build(raw, env) {
      const parsed = parseOnce(schema, raw);
      if (!parsed.ok) return parsed;
      return ok(render(parsed.value as z.output<S>, env));
    },
  };
}
