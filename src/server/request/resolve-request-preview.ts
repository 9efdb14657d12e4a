import type { ServerConfig } from '../../lib/config/server-config.ts';
import { hasPreviewParameters, resolvePreview } from '../../lib/content/preview-token.ts';
import type { RequestContext } from '../../lib/request/request-context.ts';

export type PreviewResolution = { preview: RequestContext['preview']; invalid: boolean };

/**
 * Step 4 of the request flow: draft mode. Preview tokens are bound to the page (path and host, or
 * the editor's story), so they are read from the page's URL, which for a client navigation is not
 * the RSC request's. Without preview parameters the request is simply published.
 */
export function resolveRequestPreview(
  pageUrl: URL,
  hostname: string,
  config: Pick<ServerConfig, 'contentSpaceId' | 'contentPreviewToken'>,
  now = Date.now(),
): PreviewResolution {
  if (!hasPreviewParameters(pageUrl.searchParams)) return { preview: null, invalid: false };
  const preview = resolvePreview(pageUrl.searchParams, { hostname, pathname: pageUrl.pathname }, {
    spaceId: config.contentSpaceId,
    previewToken: config.contentPreviewToken,
    now,
  });
  return { preview, invalid: preview === null };
}
