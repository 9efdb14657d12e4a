/**
 * The campaign action bar of a page (`/web-api/bar?url=<page path>`): at most one bar per page,
 * or `bar: null`. The text is a short piece of inline HTML written by the campaign team; the
 * shop never renders it as HTML (see src/lib/banners/inline-html.ts).
 */
import { z } from 'zod';

export const actionBarQuerySchema = z.object({ url: z.string().startsWith('/').max(2000) });

const colour = z.string().regex(/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/);
/** An ISO date-time with offset, e.g. `2026-12-24T23:00:00.000Z`. */
const endDate = z.iso.datetime({ offset: true });

export const actionBarSchema = z.object({
  /** Stable per campaign: a dismissal is remembered per id. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  text: z.string().max(2000),
  color: colour,
  backgroundColor: colour,
  /** Shows a countdown to this moment. */
  countdownEndDate: endDate.nullable().optional(),
  /** The campaign ends then; the bar is not shown afterwards (no countdown). */
  actionBarEndDate: endDate.nullable().optional(),
});
export type ActionBar = z.infer<typeof actionBarSchema>;

export const actionBarAnswerSchema = z.object({ bar: actionBarSchema.nullable() });
export type ActionBarAnswer = z.infer<typeof actionBarAnswerSchema>;
