'use client';

import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'waku/router/client';

/**
 * A link that opens or closes a URL-addressed dialog (`?dialog=`). Without JavaScript it is a plain
 * link and the server renders the page with (or without) the dialog; with JavaScript the client
 * router fetches the same page in place, so the page behind keeps its scroll position and state.
 */
export function DialogLink({ href, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <Link to={href as `/${string}`} scroll={false} {...props}>
      {children}
    </Link>
  );
}
