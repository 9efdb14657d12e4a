import type { Context } from 'hono';

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** Shop forms post either JSON (fetch) or form data (plain HTML form without JavaScript). */
export async function readRequestBody(c: Context): Promise<BodyResult> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (contentType.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'expected a JSON object' };
      return { ok: true, body: body as Record<string, unknown> };
    } catch {
      return { ok: false, message: 'body is not valid JSON' };
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data')) {
    return { ok: true, body: await c.req.parseBody() };
  }
  return { ok: false, message: 'expected a JSON or form body' };
}
