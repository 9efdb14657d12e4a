/**
 * Unit tests render with react-dom, where Waku's server router (which needs the react-server
 * build of React) cannot load. Modules that import it get this stand-in; redirects and not-found
 * throw errors that tests can inspect, as Waku's do.
 */
export class RedirectError extends Error {
  constructor(
    readonly location: string,
    readonly status: number,
  ) {
    super(`Redirect to ${location}`);
  }
}

export function unstable_redirect(location: string | URL, status = 307): never {
  throw new RedirectError(String(location), status);
}

export function unstable_notFound(): never {
  throw Object.assign(new Error('Not Found'), { status: 404 });
}

export function unstable_getHeaders(): Record<string, string> {
  return {};
}

export function unstable_rerenderRoute(): void {}

export function unstable_setNonce(): void {}
