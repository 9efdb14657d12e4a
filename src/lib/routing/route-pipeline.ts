import type { Channel } from '../../../domain/locale/channels.ts';
import { usesTrailingSlash } from '../../../domain/locale/channels.ts';
import type { CountrySuffix, Language, LocaleCode } from '../../../domain/locale/locales.ts';
import { getCountry, getLanguage, getRootLocaleOfLanguage, isFallbackTarget, isLanguage } from '../../../domain/locale/locales.ts';
import { findCountryLocale, getDefaultLocale } from '../../../domain/locale/countries.ts';
import type { HostEntry, HostTable } from '../../../domain/routing/host-table.ts';
import { findHostFor, getPort, resolveHost } from '../../../domain/routing/host-table.ts';
import type { ShopPath } from './parse-shop-path.ts';
import { parseShopPath } from './parse-shop-path.ts';
import type { ShopRoute } from './match-shop-route.ts';
import { matchShopRoute } from './match-shop-route.ts';
import { buildListingPath, firstValues } from '../../../domain/catalog/listing-path.ts';

export type Platform = 'web' | 'desktop';

/** Everything a page needs to know about where it is. */
export type ShopLocation = {
  channel: Channel;
  country: CountrySuffix;
  locale: LocaleCode;
  platform: Platform;
  route: ShopRoute;
  /** `''` for the host's default language, `/fr` etc. otherwise. */
  languagePrefix: string;
};

export type PipelineResult =
  | { kind: 'render'; location: ShopLocation }
  | { kind: 'not-found'; message: string }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 308 }
  | { kind: 'unknown-host' };

export type PipelineInput = {
  table: HostTable;
  hostHeader: string | null | undefined;
  /** Raw (still percent-encoded) pathname. */
  pathname: string;
  search: string;
  method: string;
};

/** Wording of docs/shop-rules.md, Routes and request checks; the path is shown as requested so editors recognise their typo. */
export function notFoundMessage(pathname: string): string {
  return `Page Not Found: ${pathname}`;
}

/**
 * docs/shop-rules.md, Routes and request checks: every request runs, in order, the route's own validity check, the locale/host
 * check and trailing-slash normalisation. The first step that has an answer wins.
 */
export function runRoutePipeline(input: PipelineInput): PipelineResult {
  const host = resolveHost(input.table, input.hostHeader);
  if (!host) return { kind: 'unknown-host' };

  const parsed = parseShopPath(input.pathname);
  if (!parsed.ok) return { kind: 'not-found', message: notFoundMessage(input.pathname) };
  const language = readingLanguage(host, parsed.value);
  const route = matchShopRoute(parsed.value, language);
  if (!route) return { kind: 'not-found', message: notFoundMessage(input.pathname) };

  // A listing's address before slugs (`/products/…/category/familie` in English) and its current
  // one show the same designs: the old one moves, as a slash does, so links and rankings follow.
  const canonical = withCanonicalSegments(parsed.value, route, language);
  const locale = checkLocale(input, host, canonical);
  if (locale.kind === 'redirect') return locale;

  const permanent = input.method === 'GET' || input.method === 'HEAD' ? 301 : 308;
  if (canonical !== parsed.value) {
    return { kind: 'redirect', location: rebuildPath(host.channel, canonical, parsed.value.languagePrefix) + input.search, status: permanent };
  }
  const slash = applyTrailingSlash(host.channel, input.pathname);
  if (slash !== input.pathname) {
    return { kind: 'redirect', location: slash + input.search, status: permanent };
  }

  return {
    kind: 'render',
    location: {
      channel: host.channel,
      country: host.country,
      locale: locale.locale,
      platform: parsed.value.desktop ? 'desktop' : 'web',
      route,
      languagePrefix: locale.locale === getDefaultLocale(host.country) ? '' : `/${getLanguage(locale.locale)}`,
    },
  };
}

/**
 * The language a path is read in: its prefix's, where the prefix is a language (a host that does
 * not sell it redirects to one that does, keeping the path), else the host's default language.
 */
function readingLanguage(host: HostEntry, path: ShopPath): Language {
  const prefix = path.languagePrefix;
  return prefix !== null && isLanguage(prefix) ? prefix : getLanguage(getDefaultLocale(host.country));
}

/** The path with a filtered listing's segments as the language writes them; the same object when they already are. */
function withCanonicalSegments(path: ShopPath, route: ShopRoute, language: Language): ShopPath {
  if (route.kind !== 'products' || !route.filters) return path;
  const segments = buildListingPath(firstValues(route.filters), language).split('/');
  return segments.join('/') === path.segments.join('/') ? path : { ...path, segments };
}

type LocaleCheck = { kind: 'ok'; locale: LocaleCode } | { kind: 'redirect'; location: string; status: 301 | 302 };

function checkLocale(input: PipelineInput, host: HostEntry, path: ShopPath): LocaleCheck {
  const prefix = path.languagePrefix;
  if (prefix === null) return { kind: 'ok', locale: getDefaultLocale(host.country) };

  const withoutPrefix = rebuildPath(host.channel, path, null);
  if (!isLanguage(prefix)) {
    return { kind: 'redirect', location: errorPath(host.channel), status: 302 };
  }
  const sold = findCountryLocale(host.country, prefix);
  if (sold === getDefaultLocale(host.country)) {
    // The default language has no prefix; `/de/...` on the German host is a duplicate URL.
    return { kind: 'redirect', location: withoutPrefix + input.search, status: 301 };
  }
  if (sold) return { kind: 'ok', locale: sold };

  // A language this host does not sell: when it is another country's fallback (en -> en-GB,
  // fr -> fr-FR ...) go to that country on the same channel and path; a language no locale
  // falls back to (es) is "not supported for the host": /error (spec section 8).
  const target = getRootLocaleOfLanguage(prefix);
  if (!isFallbackTarget(target)) return { kind: 'redirect', location: errorPath(host.channel), status: 302 };
  const targetHost = findHostFor(input.table, host.channel, getCountry(target));
  if (!targetHost) return { kind: 'redirect', location: errorPath(host.channel), status: 302 };
  const port = input.table.protocol === 'http' ? getPort(input.hostHeader ?? '') : undefined;
  const origin = `${input.table.protocol}://${targetHost.host}${port ? `:${port}` : ''}`;
  const targetPrefix = target === getDefaultLocale(targetHost.country) ? null : prefix;
  return { kind: 'redirect', location: origin + rebuildPath(host.channel, path, targetPrefix) + input.search, status: 302 };
}

function errorPath(channel: Channel): string {
  return usesTrailingSlash(channel) ? '/error/' : '/error';
}

function rebuildPath(channel: Channel, path: ShopPath, languagePrefix: string | null): string {
  const segments = [languagePrefix, path.desktop ? 'd' : null, ...path.segments.map(encodeURIComponent)].filter(
    (s): s is string => s !== null,
  );
  return applyTrailingSlash(channel, `/${segments.join('/')}`);
}

export function applyTrailingSlash(channel: Channel, pathname: string): string {
  if (pathname === '/') return pathname;
  const bare = pathname.replace(/\/+$/, '');
  return usesTrailingSlash(channel) ? `${bare}/` : bare;
}
