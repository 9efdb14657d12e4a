import type { MiddlewareHandler } from 'hono';
import type { Logger } from './create-logger.ts';

/** One line per request, written after the handler so the status is known. */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  };
}
