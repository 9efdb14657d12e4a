import { getServices } from '../../lib/services/services.ts';
import { COUNTRY_LOCALES } from '../../../domain/locale/countries.ts';
import { getLanguage } from '../../../domain/locale/locales.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { buildLocaleUrl } from '../../lib/seo/build-alternates.ts';
import type { SitemapEntry } from '../../lib/seo/build-sitemap.ts';
import { buildSitemapXml, isSitemapPath } from '../../lib/seo/build-sitemap.ts';

/** Per host: every published, indexable page in each language the country sells that answers at its own path. */
export async function GET(): Promise<Response> {
  const scope = getPageScope();
  const table = getServices().config.hostTable;
  const country = table.entries.find((entry) => entry.host === new URL(`http://${scope.requestHost}`).hostname)?.country;
  const locales = country ? COUNTRY_LOCALES[country] : [scope.locale];
  const entries: SitemapEntry[] = [];
  for (const locale of locales) {
    for (const page of await getServices().storyLoader.listPublishedPages(scope.channel, locale)) {
      if (!isSitemapPath(page.path, getLanguage(locale))) continue;
      const loc = buildLocaleUrl(table, scope.channel, locale, page.path, scope.requestHost);
      if (loc) entries.push({ loc, lastmod: page.updatedAt, alternates: [] });
    }
  }
  return new Response(buildSitemapXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
