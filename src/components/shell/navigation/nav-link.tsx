import type { ReactNode } from 'react';
import type { StoryLink } from '../../../../domain/content/model.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { resolveLink } from '../../blocks/resolve-block-link.ts';

/** The path a content link resolves to on this page (null when the link rules refuse it). */
export function hrefFor(scope: PageScope): (link: StoryLink) => string | null {
  return (link) => resolveLink(link, scope.blockContext)?.href ?? null;
}

/** A content link that can say it is the current page (`aria-current`), as navigation links must. */
export function NavLink({
  link,
  scope,
  current = false,
  className,
  children,
}: {
  link: StoryLink;
  scope: PageScope;
  current?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const resolved = resolveLink(link, scope.blockContext);
  // Only the attributes that are set: each undefined one would still cost its name in the RSC payload.
  const classAttribute = className ? { className } : {};
  if (!resolved) return <span {...classAttribute}>{children}</span>;
  return (
    <a
      {...classAttribute}
      href={resolved.href}
      {...(resolved.rel ? { rel: resolved.rel } : {})}
      {...(resolved.target ? { target: resolved.target } : {})}
      {...(current ? { 'aria-current': 'page' as const } : {})}
    >
      {children}
    </a>
  );
}
