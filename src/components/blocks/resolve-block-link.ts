import type { StoryLink } from '../../lib/content/model.ts';
import { getPagePathOfFullSlug } from '../../lib/routing/build-shop-path.ts';
import type { BlockContext } from './block-context.ts';

export type ResolvedLink = { href: string; rel?: string; target?: string; external: boolean };

const EXTERNAL_REL = 'nofollow noopener noreferrer';
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const EMAIL_PATTERN = /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}$/i;
/** A base no real link can have, to tell relative links from absolute ones while parsing. */
const PARSE_BASE = 'https://relative.invalid';

/**
 * Stand-in for the shared link rules (`src/lib/links/resolve-link.ts`, core spec §2.2) with the
 * same shape, so blocks switch over by changing one import: story links map to the visitor's
 * path, own hosts keep follow, other hosts get nofollow/noopener/noreferrer, and anything but
 * http(s), mailto and tel (javascript:, data:, ...) is refused with null.
 */
export function resolveLink(link: StoryLink | null | undefined, ctx: BlockContext): ResolvedLink | null {
  if (!link) return null;
  const target = link.target === '_blank' ? '_blank' : undefined;
  switch (link.linktype) {
    case 'story':
      return resolveStoryLink(link.cached_url, ctx, target);
    case 'email':
      return resolveEmail(link.email ?? link.url);
    case 'url':
    case 'asset':
      return resolveUrl(link.url ?? link.cached_url, ctx, target);
    default:
      return null;
  }
}

function resolveStoryLink(cachedUrl: string | undefined, ctx: BlockContext, target: string | undefined): ResolvedLink | null {
  const slug = cachedUrl?.trim().replace(/^\/+/, '');
  if (!slug) return null;
  const [slugPath, anchor] = slug.split('#', 2) as [string, string | undefined];
  const pagePath = getPagePathOfFullSlug(slugPath) ?? slugPath;
  if (!/^[\w\-/.~%]+$/.test(pagePath)) return null;
  const fragment = anchor && /^[\w-]+$/.test(anchor) ? `#${anchor}` : '';
  return withTarget({ href: `${ctx.buildPath(pagePath)}${fragment}`, external: false }, target);
}

function resolveEmail(value: string | undefined): ResolvedLink | null {
  const email = value?.trim().replace(/^mailto:/i, '');
  return email && EMAIL_PATTERN.test(email) ? { href: `mailto:${email}`, external: false } : null;
}

function resolveUrl(value: string | undefined, ctx: BlockContext, target: string | undefined): ResolvedLink | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    // The URL parser drops tabs and newlines and lower-cases the scheme, which defeats
    // obfuscations such as `java\tscript:`.
    url = new URL(raw, PARSE_BASE);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href: url.href, external: false };
  if (url.origin === PARSE_BASE) {
    if (!raw.startsWith('/') || raw.startsWith('//')) return null;
    return withTarget({ href: `${url.pathname}${url.search}${url.hash}`, external: false }, target);
  }
  if (ctx.ownHosts.includes(url.hostname) || ctx.ownHosts.includes(url.host)) {
    return withTarget({ href: url.href, external: false }, target);
  }
  return { href: url.href, rel: EXTERNAL_REL, external: true, ...(target ? { target } : {}) };
}

function withTarget(link: ResolvedLink, target: string | undefined): ResolvedLink {
  // A new tab must not get a handle on this window.
  return target ? { ...link, target, rel: 'noopener' } : link;
}
