import { resolveLink as resolveContentLink, type LinkContext, type ResolvedLink } from '../../lib/links/resolve-link.ts';
import { buildLinkContext } from '../../lib/request/build-link-context.ts';
import type { BlockContext } from './block-context.ts';

export type { ResolvedLink } from '../../lib/links/resolve-link.ts';

const linkContexts = new WeakMap<BlockContext, LinkContext>();

/** The shared link rules' view of a block context; one per page render. */
function getLinkContext(ctx: BlockContext): LinkContext {
  let linkContext = linkContexts.get(ctx);
  if (!linkContext) {
    linkContext = buildLinkContext(ctx);
    linkContexts.set(ctx, linkContext);
  }
  return linkContext;
}

/**
 * A content link through the shop's link rules (docs/shop-rules.md, Link rules; `src/lib/links/resolve-link.ts`):
 * null when there is nothing safe to link to, including javascript: and other refused schemes.
 */
export function resolveLink(link: unknown, ctx: BlockContext): ResolvedLink | null {
  return resolveContentLink(link, getLinkContext(ctx));
}
