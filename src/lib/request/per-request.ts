import type { RequestContext } from './request-context.ts';

/**
 * A value computed at most once per request and shared by every component of its render that asks
 * (a dialog the shell and a block both need, say). Held weakly: it goes with the request.
 */
export function perRequest<T>(): (request: RequestContext, compute: () => T) => T {
  const values = new WeakMap<RequestContext, T>();
  return (request, compute) => {
    if (!values.has(request)) values.set(request, compute());
    return values.get(request) as T;
  };
}
