import type { Channel } from '../../../domain/locale/channels.ts';
import type { Platform } from './route-pipeline.ts';
import { applyTrailingSlash } from './route-pipeline.ts';

export type PathContext = { channel: Channel; languagePrefix: string; platform: Platform };

/**
 * The URL path of a shop page for the visitor's locale and platform: `home` is `/`, the language
 * prefix and desktop marker come first, and the channel's trailing-slash rule applies.
 */
export function buildShopPath(ctx: PathContext, pagePath: string): string {
  const bare = pagePath.replace(/^\/+|\/+$/g, '');
  const page = bare === 'home' ? '' : bare;
  const parts = [ctx.languagePrefix.replace(/^\//, ''), ctx.platform === 'desktop' ? 'd' : '', page].filter(Boolean);
  return applyTrailingSlash(ctx.channel, `/${parts.join('/')}`);
}

/** The home page of the visitor's locale: the safe default of every form's return path. */
export function buildHomePath(location: Partial<PathContext> | null): string {
  return buildShopPath({ channel: location?.channel ?? 'poster', languagePrefix: location?.languagePrefix ?? '', platform: location?.platform ?? 'web' }, 'home');
}

/**
 * Story links carry the target's full slug (`poster/fr-fr/impression-sur-toile`). The page path
 * is what follows the channel and locale folder; the visitor's own locale prefix is applied by
 * `buildShopPath`, so a fallback story links within the visitor's locale.
 */
export function getPagePathOfFullSlug(fullSlug: string): string | null {
  const match = /^(?:card|poster)\/[a-z]{2}-[a-z]{2}\/(.+)$/.exec(fullSlug.replace(/\/+$/, ''));
  return match ? match[1]! : null;
}
