import type { HostTable } from '../../../domain/routing/host-table.ts';
import type { ShopLocation } from '../../lib/routing/route-pipeline.ts';
import { runRoutePipeline } from '../../lib/routing/route-pipeline.ts';
import type { RequestKind } from './classify-request.ts';

export type Placement =
  | { kind: 'unknown-host' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'place'; location: ShopLocation | null; notFoundMessage: string | null; pagePath?: string };

export type PlaceRequestInput = {
  table: HostTable;
  hostHeader: string | undefined;
  url: URL;
  method: string;
  referer: string | undefined;
  request: RequestKind;
};

/** An action acts for the page the visitor is on: the same-host Referer, placed like a page. */
function locateReferringPage(referer: string | undefined, url: URL, table: HostTable): ShopLocation | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.host !== url.host) return null;
  const result = runRoutePipeline({ table, hostHeader: from.host, pathname: from.pathname, search: '', method: 'GET' });
  return result.kind === 'render' ? result.location : null;
}

/**
 * Step 3 of the request flow: the pure route pipeline (host → channel and country, validity →
 * locale/host → trailing slash) decides where the request is in the shop, or answers it.
 */
export function placeRequest({ table, hostHeader, url, method, referer, request }: PlaceRequestInput): Placement {
  const result = runRoutePipeline({ table, hostHeader, pathname: request.routePath, search: url.search, method });
  if (result.kind === 'unknown-host') return { kind: 'unknown-host' };
  if (request.isPage) {
    // Client-side navigations (RSC requests) carry the route without its slash, so only
    // document requests are redirected; an RSC request renders what the document would.
    if (result.kind === 'redirect' && request.isDocument) return { kind: 'redirect', status: result.status, location: result.location };
    if (result.kind === 'redirect') {
      // Waku's route path has no trailing slash (`/RSC/R/photo-books.txt`): on a channel whose
      // pages end in one, the client navigation is for the page with it (an in-place dialog link).
      const pagePath = `${request.routePath}/`;
      const slashed = runRoutePipeline({ table, hostHeader, pathname: pagePath, search: url.search, method });
      if (slashed.kind === 'render') return { kind: 'place', location: slashed.location, notFoundMessage: null, pagePath };
    }
    return {
      kind: 'place',
      location: result.kind === 'render' ? result.location : null,
      notFoundMessage: result.kind === 'not-found' ? result.message : null,
    };
  }
  if (result.kind === 'render') return { kind: 'place', location: result.location, notFoundMessage: null };
  if (request.isAction) return { kind: 'place', location: locateReferringPage(referer, url, table), notFoundMessage: null };
  return { kind: 'place', location: null, notFoundMessage: null };
}
