import { stripPort } from '../../../domain/routing/host-table.ts';

export type PostOrigin = {
  method: string;
  /** `Sec-Fetch-Site`, where the browser sends it. */
  secFetchSite: string | undefined;
  /** `Origin`: every browser sends it with a form post. */
  origin: string | undefined;
  /** `Host`: the shop host the form was posted to. */
  host: string | undefined;
};

/**
 * Step 1 of the request flow. Browsers say where a form came from; a post from another site (or
 * from an opaque origin, `Origin: null`) is never ours. Waku checks Origin for server actions;
 * this covers every post, plain ones such as the light-version switch included. Host names are
 * compared without the port: the nginx in front keeps the Host header as the browser sent it,
 * a TLS proxy may drop a default port. A post without Origin comes from no browser, so no
 * visitor's cookies can be abused by it.
 */
export function isCrossSitePost({ method, secFetchSite, origin, host }: PostOrigin): boolean {
  if (method !== 'POST') return false;
  if (secFetchSite === 'cross-site') return true;
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true;
  const from = new URL(origin);
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return true;
  return host === undefined || from.hostname.toLowerCase() !== stripPort(host).toLowerCase();
}
