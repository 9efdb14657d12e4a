import type { Context } from 'hono';
import { err, ok, type Result } from '../../domain/result/result.ts';

/** The body's fields, or the message a 400 carries. */
export type BodyResult = Result<Record<string, unknown>, string>;

/** Shop forms post either JSON (fetch) or form data (plain HTML form without JavaScript). */
export async function readRequestBody(c: Context): Promise<BodyResult> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (contentType.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return err('expected a JSON object');
      return ok(body as Record<string, unknown>);
    } catch {
      return err('body is not valid JSON');
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')) {
    return ok(await c.req.parseBody());
  }
  return err('expected a JSON or form body');
}
