import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { BlockEnv } from './block-context.ts';

export type BlockBuildResult = { ok: true; node: ReactNode } | { ok: false; issues: string[] };

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
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        return { ok: false, issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
      }
      return { ok: true, node: render(parsed.data, env) };
    },
  };
}
