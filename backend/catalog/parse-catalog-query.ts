import type { Context } from 'hono';
import { err, ok, type Result } from '../../domain/result/result.ts';
import { z } from 'zod';

export function describeIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Reads the query as an object where list parameters (`names`) collect every value, from both
 * `color=a&color=b` and the bracket form `color[]=a` the shop uses for arrays (docs/shop-rules.md, Designer links and query strings); empty
 * values are dropped. Answers 400 with the zod issue list when the schema refuses.
 */
export function parseCatalogQuery<S extends z.ZodType>(c: Context, schema: S, listNames: readonly string[] = []): Result<z.infer<S>, Response> {
  const params = new URL(c.req.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (value === '') continue;
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (listNames.includes(name)) {
      const list = raw[name];
      raw[name] = Array.isArray(list) ? [...list, value] : [value];
    } else if (!(name in raw)) {
      raw[name] = value;
    }
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issues = describeIssues(parsed.error);
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return err(c.json({ error: 'invalid-request', message, issues }, 400));
}

/** Whole millimetres or counts as written in a URL: no signs, exponents, decimals or leading zeros. */
export const positiveIntegerParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'expected a positive whole number')
  .transform(Number);

export const nameParam = z.string().min(1).max(80);
