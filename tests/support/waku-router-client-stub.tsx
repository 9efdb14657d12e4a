import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * Unit tests render client components with react-dom outside Waku's client router, which its
 * `Link` needs (and the Vite environment it reads). Modules that import `waku/router/client` get
 * this stand-in: a `Link` is the plain link it renders without JavaScript. The in-place navigation
 * itself is tested in the browser (tests/e2e). Wired in vitest.config.ts.
 */
export function Link({ to, children, scroll: _scroll, ...props }: { to: string; children?: ReactNode; scroll?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
