import { getServices } from '../services/services.ts';
import type { PageScope } from '../request/get-page-scope.ts';
import { buildLocaleOrigin } from './build-alternates.ts';
import { RSC_PATH_PREFIX } from '../../server/framework/rsc-path.ts';

export function buildRobotsTxt(scope: Pick<PageScope, 'channel' | 'locale' | 'requestHost'>): string {
  const origin = buildLocaleOrigin(getServices().config.hostTable, scope.channel, scope.locale, scope.requestHost);
  return [
    'User-agent: *',
    // Client-side navigation payloads and editor previews are not pages.
    `Disallow: ${RSC_PATH_PREFIX}`,
    'Disallow: /*?_storyblok',
    'Disallow: /*newsletter-confirm',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
