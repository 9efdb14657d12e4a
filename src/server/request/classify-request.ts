import { isRscPath } from '../framework/rsc-path.ts';

/** What Waku's router made of the request (`unstable_parseRouterRequest`), reduced to what the flow needs. */
export type RouterRequest = { type: 'route'; path: string; query: string } | { type: 'action' } | { type: string } | null;

/** Paths served by API routes or files: they get a context (host, nonce) but no page routing. */
const NON_PAGE_PATHS = /^\/(robots\.txt|sitemap\.xml|favicon\.ico|icons\.svg|health)$/;

export type RequestKind = {
  /** A document request; client navigations ask for `/RSC/...` instead. */
  isDocument: boolean;
  /** A page of the shop (document or RSC), as opposed to an API route, a file or an action. */
  isPage: boolean;
  /** A server action call. */
  isAction: boolean;
  /** The page the request is for: for a client navigation the route inside the RSC URL. */
  pageUrl: URL;
  /** The path the route pipeline places. */
  routePath: string;
};

function isRoute(request: RouterRequest): request is { type: 'route'; path: string; query: string } {
  return request?.type === 'route';
}

/**
 * Step 2 of the request flow: document or client navigation (RSC), page or not, action or not,
 * and the page URL a client navigation stands for.
 */
export function classifyRequest(url: URL, routerRequest: RouterRequest): RequestKind {
  const isDocument = !isRscPath(url.pathname);
  const route = isRoute(routerRequest) ? routerRequest : null;
  const pageUrl = !isDocument && route ? new URL(`${route.path}${route.query ? `?${route.query}` : ''}`, url.origin) : url;
  return {
    isDocument,
    isPage: route !== null && !NON_PAGE_PATHS.test(url.pathname),
    isAction: routerRequest?.type === 'action',
    pageUrl,
    routePath: !isDocument && route ? route.path : url.pathname,
  };
}
