import { getServices } from '../services/services.ts';
import { getApplicationLinks } from '../links/application-links.ts';
import type { ApplicationLink, LinkContext } from '../links/resolve-link.ts';
import type { LocaleCode } from '../../../domain/locale/index.ts';
import { getPagePathOfFullSlug } from '../routing/build-shop-path.ts';

/** What the link rules need to know about the page a link is rendered on. */
export type LinkScope = {
  locale: LocaleCode;
  ownHosts: readonly string[];
  /** The visitor's URL path for a page path (language prefix, desktop marker, slash rule). */
  buildPath: (pagePath: string) => string;
};

/** A path that already names a language or the desktop variant was meant exactly so. */
const PREFIXED_PATH = /^\/([a-z]{2}|d)(\/|$)/;

function readApplicationLinks(): ApplicationLink[] {
  const config = getServices().config;
  return getApplicationLinks(config);
}

/**
 * The one place where a page's links get their rules: header, footer, content blocks and rich text
 * all resolve through this context, so every internal link keeps the visitor's language prefix
 * and the channel's slash rule, and paths of other applications go to their configured origin.
 */
export function buildLinkContext(scope: LinkScope, applications: readonly ApplicationLink[] = readApplicationLinks()): LinkContext {
  return {
    locale: scope.locale,
    ownDomains: scope.ownHosts,
    resolveStoryPath: (fullSlug) => {
      const pagePath = getPagePathOfFullSlug(fullSlug);
      return pagePath === null ? null : scope.buildPath(pagePath);
    },
    localizePath: (pathname) => (PREFIXED_PATH.test(pathname) ? pathname : scope.buildPath(pathname)),
    applications,
  };
}
