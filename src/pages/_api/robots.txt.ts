import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { buildRobotsTxt } from '../../lib/seo/build-robots-txt.ts';

/** Per host: each country site points crawlers at its own sitemap. */
export function GET(): Response {
  const scope = getPageScope();
  return new Response(buildRobotsTxt(scope), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
