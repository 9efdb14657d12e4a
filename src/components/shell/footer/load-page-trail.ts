import { buildListingPath, firstValues } from '../../../../domain/catalog/listing-path.ts';
import { getPageStory } from '../../../lib/content/get-story.ts';
import type { BreadcrumbItem, FooterContent } from '../../../../domain/content/model.ts';
import { getLanguage, type LocaleCode } from '../../../../domain/locale/locales.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import type { ShopRoute } from '../../../lib/routing/match-shop-route.ts';
import { getServices } from '../../../lib/services/services.ts';
import { buildAlternates, type Alternate } from '../../../lib/seo/build-alternates.ts';

/**
 * The story a route shows and how its alternates map to the route's own path, as the views ask
 * for it (home, content pages, listings, designs, the confirm page); null where no story belongs.
 */
export function pageStoryOfRoute(route: ShopRoute | undefined): { pagePath: string; urlPathFor?: (storyPath: string, locale: LocaleCode) => string } | null {
  switch (route?.kind) {
    case 'home':
      return { pagePath: 'home' };
    case 'content':
      return { pagePath: route.slug };
    case 'error':
      return { pagePath: 'error' };
    case 'products':
      if (route.filters) {
        const filters = firstValues(route.filters);
        return { pagePath: 'products', urlPathFor: (_storyPath, locale) => buildListingPath(filters, getLanguage(locale)) };
      }
      return { pagePath: 'products', ...(route.listing === 'products' ? {} : { urlPathFor: () => route.listing }) };
    case 'themes':
      return { pagePath: 'themes', urlPathFor: (storyPath) => `${storyPath}/${route.id}` };
    case 'newsletter-confirm':
      return { pagePath: 'newsletter-confirm' };
    default:
      return null;
  }
}

export type PageTrail = { breadcrumb: BreadcrumbItem[]; alternates: Alternate[]; footerOverride?: FooterContent };

/**
 * What the footer needs of the page: its breadcrumb, its hreflang alternates (for the language
 * switch) and its own footer, if it has one. The page loads the same story at the same time; the content client shares the call and
 * its cache. A page without a story, or one that fails, gives an empty trail.
 */
export async function loadPageTrail(scope: PageScope): Promise<PageTrail> {
  const target = pageStoryOfRoute(scope.location?.route);
  if (!target) return { breadcrumb: [], alternates: [] };
  const result = await getPageStory({ channel: scope.channel, locale: scope.locale, path: target.pagePath, preview: scope.preview });
  if (!result.ok) return { breadcrumb: [], alternates: [] };
  const { story } = result.value;
  return {
    breadcrumb: story.content.breadcrumb ?? [],
    ...(story.content.footerOverride ? { footerOverride: story.content.footerOverride } : {}),
    alternates: buildAlternates({
      table: getServices().config.hostTable,
      channel: scope.channel,
      requestHost: scope.requestHost,
      fullSlugs: [story.fullSlug, ...story.alternates.map((alternate) => alternate.full_slug)],
      mapPath: target.urlPathFor,
    }),
  };
}
