/**
 * The one shape every fallible operation of the shop returns (upstream calls, parsers, validators,
 * story loading): success carries `value`, failure carries `error`. The error type is each
 * module's own small union (usually `{ kind: ... }` plus what a caller needs, such as `status`),
 * so callers switch on `result.ok` first and on `result.error.kind` second, everywhere the same.
 * Throwing stays for programming errors and for Waku's control flow (redirect, notFound).
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** The value of a success, or `fallback` for a failure: for callers that degrade, not explain. */
export function valueOr<T, E, F>(result: Result<T, E>, fallback: F): T | F {
  return result.ok ? result.value : fallback;
}
