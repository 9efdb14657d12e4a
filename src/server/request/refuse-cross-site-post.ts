/**
 * Step 1 of the request flow. Browsers say where a form came from; a cross-site form post is never
 * ours (Waku checks Origin for server actions too, this also covers browsers that send only
 * Sec-Fetch-Site).
 */
export function isCrossSitePost(method: string, secFetchSite: string | undefined): boolean {
  return method === 'POST' && secFetchSite === 'cross-site';
}
