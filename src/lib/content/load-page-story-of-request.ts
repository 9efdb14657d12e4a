import type { PageContent } from '../../../domain/content/model.ts';
import type { PageScope } from '../request/get-page-scope.ts';
import type { RequestContext } from '../request/request-context.ts';
import type { ShopLocation } from '../routing/route-pipeline.ts';
import { getPageStory } from './get-story.ts';

/** The story path of a route that renders a page story (home and content pages), or null. */
export function getPageStoryPath(location: Pick<ShopLocation, 'route'> | null): string | null {
  const route = location?.route;
  if (route?.kind === 'home') return 'home';
  if (route?.kind === 'content') return route.slug;
  return null;
}

/**
 * The page's story for what the shell shows outside `main` (the dialogs, decision 0037), or null.
 * A refused upload renders the refusal instead of the page, so its story is not read. The read
 * is the page's own, cached, not a second request upstream.
 */
export async function loadPageStoryOfRequest(
  scope: Pick<PageScope, 'channel' | 'locale' | 'location' | 'preview'>,
  request: Pick<RequestContext, 'uploadRefusal'>,
  load: typeof getPageStory = getPageStory,
): Promise<PageContent | null> {
  const path = getPageStoryPath(scope.location);
  if (path === null || request.uploadRefusal) return null;
  const story = await load({ channel: scope.channel, locale: scope.locale, path, preview: scope.preview });
  return story.ok ? story.value.story.content : null;
}
