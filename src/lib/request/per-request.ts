import type { RequestContext } from './request-context.ts';

/** A per-request memo: call it to read (computing once), `set` to replace the request's value. */
export type PerRequest<T> = ((request: RequestContext, compute: () => T) => T) & {
  /** Replaces the request's value (an action that changed it in this request says what it is now). */
  set: (request: RequestContext, value: T) => void;
};

/**
 * A value computed at most once per request and shared by every component of its render that asks
 * (a dialog the shell and a block both need, say). Held weakly: it goes with the request.
 */
export function perRequest<T>(): PerRequest<T> {
  const values = new WeakMap<RequestContext, T>();
  const read = (request: RequestContext, compute: () => T): T => {
    if (!values.has(request)) values.set(request, compute());
    return values.get(request) as T;
  };
  return Object.assign(read, { set: (request: RequestContext, value: T) => void values.set(request, value) });
}
