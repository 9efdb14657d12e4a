import type { ListedPage } from '../content/get-story.ts';
import type { Language } from '../../../domain/locale/locales.ts';
import { matchShopRoute } from '../routing/match-shop-route.ts';
import { parseShopPath } from '../routing/parse-shop-path.ts';

export type SitemapEntry = { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] };

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Route kinds that render the story at its own path. */
const LISTED_ROUTE_KINDS = new Set(['home', 'content', 'products']);

/**
 * A sitemap lists only URLs that answer 200. A story is such a URL only when its path routes to
 * the story itself: some stories feed a route under another path (`themes` is the frame of
 * `themes/{id}`) and their own path answers 404. Paths that look like a language or desktop
 * prefix would be read as one, so they are left out too.
 */
export function isSitemapPath(storyPath: string, language: Language): boolean {
  const trimmed = storyPath.replace(/^\/+|\/+$/g, '');
  const parsed = parseShopPath(trimmed === 'home' ? '/' : `/${trimmed}`);
  if (!parsed.ok || parsed.value.languagePrefix !== null || parsed.value.desktop) return false;
  const route = matchShopRoute(parsed.value, language);
  return route !== null && LISTED_ROUTE_KINDS.has(route.kind);
}

export function buildSitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`);
    for (const alternate of entry.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('  </url>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export type { ListedPage };
