/**
 * Answers kept until they expire, plus the calls still running, so concurrent requests for the
 * same key share one call. Part of a request's services: a test's services start empty.
 */
export type ExpiringCache<T> = {
  entries: Map<string, { expires: number; data: T }>;
  pending: Map<string, Promise<T>>;
};

export function createExpiringCache<T>(): ExpiringCache<T> {
  return { entries: new Map(), pending: new Map() };
}
