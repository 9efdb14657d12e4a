import { randomBytes } from 'node:crypto';

type AppFetch = (request: Request) => Response | Promise<Response>;

let appFetch: AppFetch | undefined;

/** Marks the shop's own background render of a stale page; only this process knows the value. */
export const REFRESH_HEADER = 'x-page-store-refresh';
const refreshToken = randomBytes(18).toString('base64url');

/** The node adapter hands in its app, so a stale page is rendered again through the whole chain (limits, admission, flags). */
export function registerAppFetch(fetch: AppFetch): void {
  appFetch = fetch;
}

/** The app's own fetch, for an in-process render (the editor's live render); undefined in unit tests. */
export function getAppFetch(): AppFetch | undefined {
  return appFetch;
}

export function isRefreshRequest(headers: Headers): boolean {
  return headers.get(REFRESH_HEADER) === refreshToken;
}

/** What the page depends on: the request that found the page stale is asked again, as itself. */
const FORWARDED = ['host', 'cookie', 'user-agent', 'save-data', 'ect', 'rtt', 'downlink', 'device-memory', 'sec-ch-ua-mobile', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * Renders the page of `url` again as the request with these headers would get it; the request
 * middleware stores it and the answer is dropped. Without a registered app (unit tests) nothing
 * happens.
 */
export async function renderAgain(url: string, from: Headers): Promise<void> {
  if (!appFetch) return;
  const headers = new Headers({ 'accept-encoding': 'br, gzip', [REFRESH_HEADER]: refreshToken });
  for (const name of FORWARDED) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await appFetch(new Request(url, { headers }));
  await response.body?.cancel();
}
