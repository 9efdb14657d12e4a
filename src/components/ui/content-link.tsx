import type { ReactNode } from 'react';
import type { StoryLink } from '../../../domain/content/model.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { resolveLink } from '../blocks/resolve-block-link.ts';

/**
 * A content link with the link rules applied (docs/shop-rules.md, Link rules), through the same link context as
 * the page's blocks. A refused link (javascript: and friends) renders its text without a link
 * rather than disappearing.
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
  const resolved = link ? resolveLink(link, scope.blockContext) : null;
  // Only the attributes that are set: an undefined one still costs its name in the RSC payload.
  const classAttribute = className ? { className } : {};
  if (!resolved) return <span {...classAttribute}>{children}</span>;
  return (
    <a {...classAttribute} href={resolved.href} {...(resolved.rel ? { rel: resolved.rel } : {})} {...(resolved.target ? { target: resolved.target } : {})}>
      {children}
    </a>
  );
}

/** A plain list of content links (navigation items and the like), each through `ContentLink`. */
export function ContentLinkList({ items, scope }: { items: readonly { _uid: string; text: string; link?: StoryLink }[]; scope: PageScope }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          <ContentLink link={item.link} scope={scope}>
            {item.text}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
