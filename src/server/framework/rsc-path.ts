/**
 * Waku's URL shape for client navigations and action calls: `/RSC/R/<route>.txt` for a route,
 * `/RSC/F/<action id>/<name>.txt` for a server action (Waku's default `rscBase`, which
 * waku.config.ts keeps). `framework-contract.test.ts` holds it against the installed Waku.
 */
export const RSC_PATH_PREFIX = '/RSC/';
export const ACTION_CALL_PREFIX = `${RSC_PATH_PREFIX}F/`;

/** A client navigation or an action call, as opposed to a document request. */
export function isRscPath(pathname: string): boolean {
  return pathname.startsWith(RSC_PATH_PREFIX);
}

export function isActionCallPath(pathname: string): boolean {
  return pathname.startsWith(ACTION_CALL_PREFIX);
}
