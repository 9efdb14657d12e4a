/**
 * Design groups (decisions 0032, 0045): the calendar designs, the collage designer's groups by
 * collage type, the photobook sets by design category. Each design is read with the listing's
 * reader, so a group feeds the same design cards.
 */
import { z } from 'zod';
import { designSchema, type Design } from './designs.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

const designGroupSchema = z.object({ name: z.string(), designs: z.array(designSchema) });
export type DesignGroup = z.infer<typeof designGroupSchema>;
export const collageDesignGroupsSchema = z.object({ groups: z.array(designGroupSchema) });
export { designGroupSchema };

/** Every calendar design of the channel, or those of one calendar type. */
export function getCalendarDesignGroup(scope: ShopApiScope, calendarType?: string): Promise<ShopApiResult<DesignGroup>> {
  return callShopApi(SHOP_API.calendarDesignGroup.path, scope, { query: calendarType ? { calendarType } : {}, schema: designGroupSchema });
}

/** The groups of the named collage types, asked in one call (`name[]`, spec 7). */
export function getCollageDesignGroups(scope: ShopApiScope, names: readonly string[]): Promise<ShopApiResult<DesignGroup[]>> {
  const search = new URLSearchParams(names.map((name) => ['name[]', name])).toString();
  return callShopApi(`${SHOP_API.collageDesignGroups.path}?${search}`, scope, { schema: collageDesignGroupsSchema.transform((answer) => answer.groups) });
}

const designGroupSetSchema = z.object({ id: z.number(), categoryId: z.number(), name: z.string(), groups: z.array(designGroupSchema) });
export type DesignGroupSet = z.infer<typeof designGroupSetSchema>;
export const photobookDesignGroupSetsSchema = z.object({ sets: z.array(designGroupSetSchema) });
export { designGroupSetSchema };

/**
 * The photobook design group sets of the given design categories (all the channel's without any):
 * one category is asked by its set's own path (`/{designGroupSetId}`, the set id is the category
 * id), several in one call (`categoryIds[]`, spec 7).
 */
export function getPhotobookDesignGroupSets(scope: ShopApiScope, categoryIds: readonly number[] = []): Promise<ShopApiResult<DesignGroupSet[]>> {
  const [only] = categoryIds;
  if (categoryIds.length === 1 && only !== undefined) {
    const path = SHOP_API.photobookDesignGroupSet.path.replace(':id', String(only));
    return callShopApi(path, scope, { schema: designGroupSetSchema.transform((set) => [set]) });
  }
  const search = new URLSearchParams(categoryIds.map((id) => ['categoryIds[]', String(id)])).toString();
  return callShopApi(`${SHOP_API.photobookDesignGroupSets.path}${search ? `?${search}` : ''}`, scope, {
    schema: photobookDesignGroupSetsSchema.transform((answer) => answer.sets),
  });
}

/** The newest designs across groups, each once (a design may sit in several groups). */
export function pickNewestDesigns(groups: readonly DesignGroup[], limit: number): Design[] {
  const byId = new Map<string, Design>();
  for (const group of groups) for (const design of group.designs) if (!byId.has(String(design.id))) byId.set(String(design.id), design);
  return [...byId.values()].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, limit);
}
