/**
 * Design groups (spec 7): the calendar designs of one calendar type, the collage designer's groups
 * by name (`name[]`), and the photobook design group sets by design category (`categoryIds[]`).
 * The spec names the paths only; each design is a listing item (`themeItemSchema`), so the shop
 * reads them with the listing's reader. Decision 0032.
 */
import { z } from 'zod';
import { themeItemSchema } from './designs.ts';

const designGroup = z.object({ name: z.string().min(1), designs: z.array(themeItemSchema) });
export type DesignGroupAnswer = z.infer<typeof designGroup>;

export const calendarDesignGroupQuerySchema = z.object({ calendarType: z.string().min(1).optional() });
/** Without a calendar type, every calendar design (`name` is then `all`). */
export const calendarDesignGroupSchema = designGroup;

/** `name[]` on the wire: collage types (leinwand, poster, framedPoster, mixed). */
export const collageDesignGroupsQuerySchema = z.object({ name: z.array(z.string().min(1)).min(1).max(10) });
export const collageDesignGroupsSchema = z.object({ groups: z.array(designGroup) });
export const collageDesignGroupQuerySchema = z.object({ name: z.string().min(1) });
export const collageDesignGroupSchema = designGroup;

const designGroupSet = z.object({
  id: z.number().int().positive(),
  categoryId: z.number().int().min(1).max(25),
  name: z.string().min(1),
  groups: z.array(designGroup).min(1),
});
/** `categoryIds[]` on the wire; without it every set of the channel. */
export const photobookDesignGroupSetsQuerySchema = z.object({ categoryIds: z.array(z.string().regex(/^[1-9]\d?$/)).max(25).optional() });
export const photobookDesignGroupSetsSchema = z.object({ sets: z.array(designGroupSet) });
export const photobookDesignGroupSetSchema = designGroupSet;
