import { z } from 'zod';
import { err, ok, type Result } from '../../domain/result/result.ts';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item !== ''));

// Storyblok clamps oversized pages instead of failing, and clients send numbers as strings.
const perPage = z.coerce.number().int().min(1).transform((value) => Math.min(value, MAX_PER_PAGE));

const cdnQuerySchema = z.object({
  token: z.string().optional(),
  version: z.enum(['draft', 'published']).default('published'),
  cv: z.string().optional(),
  starts_with: z.string().optional().transform((value) => value?.replace(/^\/+/, '')),
  by_uuids: commaList.optional(),
  by_uuids_ordered: commaList.optional(),
  find_by: z.literal('uuid').optional(),
  resolve_relations: commaList.optional(),
  resolve_links: z.enum(['url', 'story', 'link', '0', '1']).optional(),
  language: z.string().optional(),
  per_page: perPage.default(DEFAULT_PER_PAGE),
  page: z.coerce.number().int().min(1).default(1),
});

export type CdnQuery = z.infer<typeof cdnQuerySchema>;

/** The query, or the problems as the message a 400 carries. */
export type ParseResult = Result<CdnQuery, string>;

export function parseCdnQuery(searchParams: URLSearchParams): ParseResult {
  const parsed = cdnQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (parsed.success) return ok(parsed.data);
  const message = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  return err(message);
}
