import type { ReactNode } from 'react';
import type { StoryLink } from '../../lib/content/model.ts';
import { resolveLink } from '../../lib/links/resolve-link.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { buildLinkContext } from '../../lib/request/build-link-context.ts';

/**
 * A content link with the link rules applied (core spec §2.2). A refused link (javascript: and
 * friends) renders its text without a link rather than disappearing.
 */
export function ContentLink({
  link,
  scope,
  className,
  children,
}: {
  link: StoryLink | undefined;
  scope: PageScope;
  className?: string;
  children: ReactNode;
}) {
  const resolved = link ? resolveLink(link, buildLinkContext(scope)) : null;
  if (!resolved) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={resolved.href} rel={resolved.rel} target={resolved.target}>
      {children}
    </a>
  );
}
