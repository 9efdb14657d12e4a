/**
 * The designers cannot tell which locale a visitor came from, so every link into them carries
 * `locale` (docs/shop-rules.md, Link rules). Links from content often lack it; this adds it without touching the
 * rest of the URL (re-serialising would re-encode `optionTypes[]` and reorder parameters).
 */
import type { LocaleCode } from '../../../domain/locale/index.ts';

export const CONFIGURATOR_PATH_PREFIX = '/configurator-';

/** Resolves hrefs the way a browser would, without tying the result to a real host. */
const PARSE_BASE = 'https://configurator-locale.invalid';

export function isConfiguratorPath(pathname: string): boolean {
  return pathname.startsWith(CONFIGURATOR_PATH_PREFIX);
}

function splitHash(href: string): [string, string] {
  const index = href.indexOf('#');
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

function isLocaleSegment(segment: string): boolean {
  const key = segment.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key) === 'locale';
  } catch {
    return false;
  }
}

/**
 * Adds `locale` to a configurator href (relative or absolute) that has no non-empty `locale`;
 * any other href comes back unchanged, as does an href that cannot be parsed.
 */
export function addLocaleToConfiguratorHref(href: string, locale: LocaleCode): string {
  let url: URL;
  try {
    url = new URL(href, PARSE_BASE);
  } catch {
    return href;
  }
  if (!isConfiguratorPath(url.pathname)) return href;
  return addLocaleToHref(href, locale);
}

/**
 * Adds `locale` to any href without a non-empty one, the same way: links into other applications
 * (magazine, cart) need it as much as the designers do.
 */
export function addLocaleToHref(href: string, locale: LocaleCode): string {
  let url: URL;
  try {
    url = new URL(href, PARSE_BASE);
  } catch {
    return href;
  }
  if (url.searchParams.get('locale')) return href;
  const [beforeHash, hash] = splitHash(href);
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const segments = queryStart === -1 ? [] : beforeHash.slice(queryStart + 1).split('&');
  // An empty `locale=` counts as missing; leaving it would give designers two answers.
  const kept = segments.filter((segment) => segment !== '' && !isLocaleSegment(segment));
  return `${path}?${[...kept, `locale=${encodeURIComponent(locale)}`].join('&')}${hash}`;
}
