import type { Channel } from '../../../domain/locale/channels.ts';
import { getDefaultLocale } from '../../../domain/locale/countries.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { DEFAULT_LOCALE, LOCALES, getCountry, getFallbackChain, getLanguage, toContentFolder } from '../../../domain/locale/locales.ts';
import { buildShopPath, getPagePathOfFullSlug } from '../routing/build-shop-path.ts';
import type { HostTable } from '../../../domain/routing/host-table.ts';
import { findHostFor, getPort } from '../../../domain/routing/host-table.ts';

export type Alternate = { hreflang: string; href: string };

/** The origin that sells a locale of a channel; in the embedded (http) table the port is the request's. */
export function buildLocaleOrigin(table: HostTable, channel: Channel, locale: LocaleCode, requestHost: string): string | null {
  const host = findHostFor(table, channel, getCountry(locale));
  if (!host) return null;
  const port = table.protocol === 'http' ? getPort(requestHost) : undefined;
  return `${table.protocol}://${host.host}${port ? `:${port}` : ''}`;
}

export function buildLocaleUrl(table: HostTable, channel: Channel, locale: LocaleCode, pagePath: string, requestHost: string): string | null {
  const origin = buildLocaleOrigin(table, channel, locale, requestHost);
  if (!origin) return null;
  const languagePrefix = locale === getDefaultLocale(getCountry(locale)) ? '' : `/${getLanguage(locale)}`;
  return origin + buildShopPath({ channel, languagePrefix, platform: 'web' }, pagePath);
}

/**
 * hreflang alternates for a story and its translations (docs/shop-rules.md, Page shell). A locale gets an
 * entry when it would render one of these stories: its own folder's, or the first one along its
 * fallback chain (fr-CH shows fr-FR's page unless it has its own). x-default is de-DE's page.
 */
export function buildAlternates({
  table,
  channel,
  requestHost,
  fullSlugs,
  mapPath = (path) => path,
}: {
  table: HostTable;
  channel: Channel;
  requestHost: string;
  fullSlugs: string[];
  /**
   * For routes that show a story under another path (`themes` -> `themes/2020`), in the locale
   * the alternate is for: a filtered listing's path has each language's words.
   */
  mapPath?: (storyPath: string, locale: LocaleCode) => string;
}): Alternate[] {
  const pathByFolder = new Map<string, string>();
  for (const fullSlug of fullSlugs) {
    const [slugChannel, folder] = fullSlug.split('/');
    const path = getPagePathOfFullSlug(fullSlug);
    if (slugChannel === channel && folder && path && !pathByFolder.has(folder)) pathByFolder.set(folder, path);
  }
  const alternates: Alternate[] = [];
  let xDefault: string | null = null;
  for (const locale of LOCALES) {
    const folder = getFallbackChain(locale).map(toContentFolder).find((f) => pathByFolder.has(f));
    if (!folder) continue;
    const href = buildLocaleUrl(table, channel, locale, mapPath(pathByFolder.get(folder)!, locale), requestHost);
    if (!href) continue;
    alternates.push({ hreflang: locale, href });
    if (locale === DEFAULT_LOCALE) xDefault = href;
  }
  if (xDefault) alternates.push({ hreflang: 'x-default', href: xDefault });
  return alternates;
}

/** A shop page under one path in every locale of the channel (`/gift-voucher`, `/alle-fotokalender`), with its x-default. */
export function buildSamePathAlternates(table: HostTable, channel: Channel, pagePath: string, requestHost: string): Alternate[] {
  const alternates = LOCALES.flatMap((locale) => {
    const href = buildLocaleUrl(table, channel, locale, pagePath, requestHost);
    return href ? [{ hreflang: locale, href }] : [];
  });
  const xDefault = alternates.find((alternate) => alternate.hreflang === DEFAULT_LOCALE);
  return xDefault ? [...alternates, { hreflang: 'x-default', href: xDefault.href }] : alternates;
}
