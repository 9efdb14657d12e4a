/**
 * Unit tests render with react-dom, where Waku's server router (which needs the react-server
 * build of React) cannot load. Modules that import it get this stand-in; redirects and not-found
 * throw errors that tests can inspect, as Waku's do. It is wired in vitest.config.ts, so tests
 * need no `vi.mock` of their own.
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

const state = { headers: {} as Record<string, string>, rerenders: 0 };

/** What a test sets and reads: the request headers actions see and how often a route re-rendered. */
export const wakuRouterStub = {
  setHeaders(headers: Record<string, string>): void {
    state.headers = headers;
  },
  get rerenders(): number {
    return state.rerenders;
  },
  reset(): void {
    state.headers = {};
    state.rerenders = 0;
  },
};

export function unstable_getHeaders(): Record<string, string> {
  return state.headers;
}

export function unstable_rerenderRoute(): void {
  state.rerenders += 1;
}

export function unstable_setNonce(): void {}
