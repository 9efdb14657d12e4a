import type { ReactNode } from 'react';
import type { StoryLink } from '../../../domain/content/model.ts';
import type { BlockContext } from './block-context.ts';
import { resolveLink } from './resolve-block-link.ts';

type BlockLinkProps = {
  link: StoryLink | undefined;
  ctx: BlockContext;
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
};

/** Children inside a link when the link resolves; just the children when it is empty or refused. */
export function BlockLink({ link, ctx, className, ariaLabel, children }: BlockLinkProps) {
  const resolved = link ? resolveLink(link, ctx) : null;
  if (!resolved) return <>{children}</>;
  return (
    <a className={className} href={resolved.href} rel={resolved.rel} target={resolved.target} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
