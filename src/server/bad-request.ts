import { createCustomError } from './framework/waku-router.ts';

/**
 * Server actions can be called with any arguments a client cares to encode. An error carrying a
 * status tells Waku to answer it (400) instead of a 500 with a logged stack; the message is fixed
 * text, never the client's input.
 */
export function badRequest(reason: string): Error {
  return createCustomError(`Bad Request: ${reason}`, { status: 400 });
}

export function assertFormData(value: unknown): asserts value is FormData {
  if (!(value instanceof FormData)) throw badRequest('form data expected');
}
