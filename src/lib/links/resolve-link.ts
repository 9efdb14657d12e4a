/**
 * Turns a content link (Storyblok multilink, docs/content-model.md) into what an `<a>` needs,
 * applying the link rules (docs/shop-rules.md, Link rules). Content is edited by people and arrives as JSON, so
 * the input is validated and anything doubtful resolves to null (render the text without a link).
 */
import { z } from 'zod';
import type { LocaleCode } from '../../../domain/locale/index.ts';
import { addLocaleToConfiguratorHref, addLocaleToHref, isConfiguratorPath } from './configurator-locale.ts';

export interface LinkContext {
  locale: LocaleCode;
  /**
   * Host names of the shop's own sites (`shop.de`, `shop.ch`, ...). Subdomains count as own;
   * entries may also be written as origins (`https://www.shop.de`).
   */
  ownDomains: readonly string[];
  /** Maps a story's full slug (`poster/de-de/leinwanddruck`) to the visitor's path, or null. */
  resolveStoryPath: (fullSlug: string) => string | null;
  /**
   * Puts a shop path written by an editor (`/products`) into the visitor's locale and the
   * channel's slash rule (`/fr/products` on the Swiss host), since content is shared along the
   * locale fallbacks.
   */
  localizePath?: (pathname: string) => string;
  /**
   * Other applications that own a path prefix of the shop's URL space (designer, magazine) and
   * live on their own origin; a link to such a path goes to that origin. Without an entry the
   * path stays on the shop's host, unlocalised.
   */
  applications?: readonly ApplicationLink[];
}

/** A path prefix served by another application, and the origin that serves it. */
export interface ApplicationLink {
  pathPrefix: string;
  /** Origin (or any URL on it) of the application; only its origin is used. */
  origin: string;
}

export interface ResolvedLink {
  href: string;
  rel?: string;
  target?: LinkTarget;
  /** Leaves the shop's pages: another site, another own domain, mail or phone. */
  external: boolean;
  /**
   * The shop's own router can show it. False for external links and for paths served by other
   * applications (designers, magazine), which need a full page load.
   */
  clientNavigation: boolean;
}

export const EXTERNAL_REL = 'nofollow noopener noreferrer';

/**
 * Paths the real shop serves through other applications: the designers and the magazine. The
 * customer account is a shop page (`/kundenkonto` and its translations), so it is localised like
 * any other path. The cart has no common path (each language names it), so the header links it
 * by item type instead (see src/lib/links/application-links.ts).
 */
export const SPECIAL_PATH_PREFIXES = ['/configurator-', '/magazin'] as const;

const LINK_TARGETS = ['_blank', '_self'] as const;
type LinkTarget = (typeof LINK_TARGETS)[number];

/** Schemes a content link may use; everything else (javascript:, data:, vbscript:, file:, ...) is refused. */
const WEB_SCHEMES = new Set(['http', 'https']);
const MAIL_SCHEME = 'mailto';
const PHONE_SCHEME = 'tel';

const optionalText = z.string().nullish();
const contentLinkSchema = z.looseObject({
  linktype: z.enum(['url', 'story', 'email', 'asset']).nullish(),
  url: optionalText,
  cached_url: optionalText,
  email: optionalText,
  target: optionalText,
  anchor: optionalText,
});
export type ContentLink = z.input<typeof contentLinkSchema>;

/** Resolves relative hrefs like a browser on the shop would, without knowing the shop's host. */
const SHOP_BASE = new URL('https://shop-link-base.invalid');

/** Browsers drop tabs and newlines anywhere in a URL and C0 controls and spaces at its ends. */
function cleanHref(raw: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * The scheme as a browser might see it. Every kind of whitespace and control character is
 * removed first, so `java\tscript:`, `\u0000javascript:` and ` JaVaScRiPt:` are all caught.
 */
function getScheme(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const probe = href.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(probe);
  return match ? match[1]!.toLowerCase() : null;
}

function toTarget(target: string | null | undefined): LinkTarget | undefined {
  return LINK_TARGETS.find((known) => known === target);
}

function normaliseDomain(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed.includes('://')) return trimmed.replace(/^\.+|\.+$/g, '');
  try {
    return new URL(trimmed).hostname;
  } catch {
    return '';
  }
}

export function isOwnDomain(hostname: string, ownDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return ownDomains.map(normaliseDomain).some((domain) => domain !== '' && (host === domain || host.endsWith(`.${domain}`)));
}

function isSpecialPath(pathname: string): boolean {
  return SPECIAL_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function findApplication(pathname: string, context: LinkContext): ApplicationLink | undefined {
  return context.applications?.find((application) => pathname.startsWith(application.pathPrefix));
}

/** The application's origin with the shop-relative path; null when the origin is unusable. */
function toApplicationUrl(application: ApplicationLink, path: string): string | null {
  try {
    return new URL(path, new URL(application.origin).origin).href;
  } catch {
    return null;
  }
}

/** Keeps `_`-prefixed parameters (the shop's own switches such as `_storyblok`), in their original spelling. */
function keepUnderscoreParameters(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((segment) => {
      const key = segment.split('=', 1)[0] ?? '';
      try {
        return decodeURIComponent(key.replaceAll('+', ' ')).startsWith('_');
      } catch {
        return false;
      }
    });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function resolveMail(address: string | null | undefined, target: LinkTarget | undefined): ResolvedLink | null {
  const email = (address ?? '').trim().replace(/^mailto:/i, '');
  // Headers such as ?subject= are allowed; whitespace, controls and markup characters are not.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!email.includes('@') || /[\s\u0000-\u001f\u007f<>"]/.test(email)) return null;
  return { href: `mailto:${email}`, target, external: true, clientNavigation: false };
}

function resolvePhone(href: string, target: LinkTarget | undefined): ResolvedLink | null {
  const number = href.slice(href.indexOf(':') + 1).trim();
  if (!/^\+?[0-9 ()/.-]{3,}$/.test(number)) return null;
  return { href: `tel:${number.replace(/[^+0-9]/g, '')}`, target, external: true, clientNavigation: false };
}

function resolveWebUrl(url: URL, target: LinkTarget | undefined, context: LinkContext): ResolvedLink | null {
  if (url.origin === SHOP_BASE.origin) {
    // `/..//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
    if (url.pathname.startsWith('//')) return null;
    const application = findApplication(url.pathname, context);
    const applicationUrl = application ? toApplicationUrl(application, `${url.pathname}${url.search}${url.hash}`) : null;
    if (applicationUrl !== null) {
      // Other applications cannot tell the visitor's locale from their own host, so they get it.
      return { href: addLocaleToHref(applicationUrl, context.locale), target, external: true, clientNavigation: false };
    }
    const special = isSpecialPath(url.pathname);
    const pathname = special || !context.localizePath ? url.pathname : context.localizePath(url.pathname);
    const path = `${pathname}${special ? url.search : keepUnderscoreParameters(url.search)}${url.hash}`;
    const href = isConfiguratorPath(url.pathname) ? addLocaleToConfiguratorHref(path, context.locale) : path;
    if (!href.startsWith('/') || href.startsWith('//')) return null;
    return { href, target, external: false, clientNavigation: !special };
  }
  if (isOwnDomain(url.hostname, context.ownDomains)) {
    const href = isConfiguratorPath(url.pathname) ? addLocaleToConfiguratorHref(url.href, context.locale) : url.href;
    return { href, target, external: true, clientNavigation: false };
  }
  return { href: url.href, rel: EXTERNAL_REL, target, external: true, clientNavigation: false };
}

/**
 * Editors type links in many ways: `/path`, `path`, `?x`, `#x`, `www.site.de`, `//site.de`,
 * full URLs, `mailto:`. Bare host names starting with `www.` are taken as https sites; any other
 * scheme-less text is a path on the shop.
 */
function resolveUrlText(raw: string, target: LinkTarget | undefined, context: LinkContext): ResolvedLink | null {
  const text = cleanHref(raw);
  if (text === '') return null;
  const scheme = getScheme(text);
  if (scheme === MAIL_SCHEME) return resolveMail(text, target);
  if (scheme === PHONE_SCHEME) return resolvePhone(text, target);
  if (scheme !== null && !WEB_SCHEMES.has(scheme)) return null;
  const candidate = scheme !== null || /^[/\\?#]/.test(text) ? text : /^www\./i.test(text) ? `https://${text}` : `/${text}`;
  let url: URL;
  try {
    // With a scheme the text must stand alone: against a base, `https:` would quietly mean the shop.
    url = scheme !== null ? new URL(candidate) : new URL(candidate, SHOP_BASE);
  } catch {
    return null;
  }
  if (!WEB_SCHEMES.has(url.protocol.slice(0, -1)) || url.hostname === '') return null;
  // `https://shop.de@evil.example` is a phishing trick; the user part serves no content link.
  url.username = '';
  url.password = '';
  return resolveWebUrl(url, target, context);
}

function resolveStory(fullSlug: string, anchor: string | null | undefined, target: LinkTarget | undefined, context: LinkContext): ResolvedLink | null {
  const slug = fullSlug.trim().replace(/^\/+/, '');
  if (slug === '') return null;
  const path = context.resolveStoryPath(slug);
  if (path === null || !path.startsWith('/') || path.startsWith('//')) return null;
  const hash = anchor ? `#${encodeURIComponent(anchor.replace(/^#/, ''))}` : '';
  return resolveUrlText(`${path}${hash}`, target, context);
}

/**
 * `{ href, rel?, target?, external, clientNavigation }` for a content link, or null when there is
 * nothing safe to link to (empty, malformed, unknown story, refused scheme).
 */
export function resolveLink(link: unknown, context: LinkContext): ResolvedLink | null {
  const parsed = contentLinkSchema.safeParse(link);
  if (!parsed.success) return null;
  const { linktype, url, cached_url: cachedUrl, email, anchor } = parsed.data;
  const target = toTarget(parsed.data.target);
  switch (linktype) {
    case 'email':
      return resolveMail(email || url, target);
    case 'story':
      return resolveStory(cachedUrl ?? '', anchor, target, context);
    default:
      return resolveUrlText(url || cachedUrl || '', target, context);
  }
}
