import { getServices } from '../services/services.ts';
import type { ContentPreview } from '../../../domain/content/model.ts';
import type { BlockContext } from '../../components/blocks/block-context.ts';
import type { Channel } from '../../../domain/locale/channels.ts';
import { getDefaultLocale } from '../../../domain/locale/countries.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { DEFAULT_LOCALE } from '../../../domain/locale/locales.ts';
import type { PathContext } from '../routing/build-shop-path.ts';
import { buildShopPath } from '../routing/build-shop-path.ts';
import type { Platform, ShopLocation } from '../routing/route-pipeline.ts';
import { getRequestContext } from './request-context.ts';

/** What every server component of a page needs, derived once from the request context. */
export type PageScope = {
  channel: Channel;
  locale: LocaleCode;
  platform: Platform;
  location: ShopLocation | null;
  preview: ContentPreview | null;
  pathContext: PathContext;
  buildPath: (pagePath: string) => string;
  requestHost: string;
  ownHosts: string[];
  blockContext: BlockContext;
};

/**
 * Without a placed location (unknown route) the page still renders in the host's default shop so
 * the not-found view has a header, footer and language.
 */
export function getPageScope(): PageScope {
  const request = getRequestContext();
  const config = getServices().config;
  const location = request.location;
  const host = request.url.host;
  const hostEntry = config.hostTable.entries.find((entry) => entry.host === request.url.hostname);
  const channel = location?.channel ?? hostEntry?.channel ?? 'poster';
  const pathContext: PathContext = {
    channel,
    languagePrefix: location?.languagePrefix ?? '',
    platform: location?.platform ?? 'web',
  };
  const locale = location?.locale ?? (hostEntry ? getDefaultLocale(hostEntry.country) : DEFAULT_LOCALE);
  const buildPath = (pagePath: string) => buildShopPath(pathContext, pagePath);
  const ownHosts = config.hostTable.entries.map((entry) => entry.host);
  return {
    channel,
    locale,
    platform: pathContext.platform,
    location,
    preview: request.preview,
    pathContext,
    buildPath,
    requestHost: host,
    ownHosts,
    // Image URLs stay same-origin: /cdn-cgi/image/ is proxied (or served by the edge).
    blockContext: { locale, channel, buildPath, ownHosts, imageBaseUrl: '', ...(request.preview?.storyId !== undefined ? { editable: true } : {}) },
  };
}
