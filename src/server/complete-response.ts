/**
 * Responses whose body is already whole bytes in memory (the page store's). @hono/node-server
 * writes such a body with one `end()`, unless a middleware reads `response.body`: that turns it
 * into a stream, piped chunk by chunk, which costs a stored page most of its speed. Middleware
 * that only needs to know when a body is done asks here first.
 */
const complete = new WeakSet<Response>();

export function markComplete<T extends Response>(response: T): T {
  complete.add(response);
  return response;
}

export function isComplete(response: Response): boolean {
  return complete.has(response);
}
