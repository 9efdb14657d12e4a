import type { ShopLocation } from '../routing/route-pipeline.ts';

/**
 * The story path of a route that renders a page story (home and content pages), or null. The
 * shell reads the story too, for dialogs that sit outside `main` (decision 0037).
 */
export function getPageStoryPath(location: Pick<ShopLocation, 'route'> | null): string | null {
  const route = location?.route;
  if (route?.kind === 'home') return 'home';
  if (route?.kind === 'content') return route.slug;
  return null;
}
