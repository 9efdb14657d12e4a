import type { LinkContext } from '../links/resolve-link.ts';
import { getPagePathOfFullSlug } from '../routing/build-shop-path.ts';
import type { PageScope } from './get-page-scope.ts';

/** Link rules need the visitor's locale, the shop's own hosts and how a story slug becomes a path. */
export function buildLinkContext(scope: Pick<PageScope, 'locale' | 'ownHosts' | 'buildPath'>): LinkContext {
  return {
    locale: scope.locale,
    ownDomains: scope.ownHosts,
    resolveStoryPath: (fullSlug) => {
      const pagePath = getPagePathOfFullSlug(fullSlug);
      return pagePath === null ? null : scope.buildPath(pagePath);
    },
    // A path that already names a language or the desktop variant was meant exactly so.
    localizePath: (pathname) => (/^\/([a-z]{2}|d)(\/|$)/.test(pathname) ? pathname : scope.buildPath(pathname)),
  };
}
