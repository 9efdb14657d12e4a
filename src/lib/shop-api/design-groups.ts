/**
 * Design groups (decision 0032): the calendar designs, the collage designer's groups by collage
 * type. Each design is read with the listing's reader, so a group feeds the same design cards.
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

/** The newest designs across groups, each once (a design may sit in several groups). */
export function pickNewestDesigns(groups: readonly DesignGroup[], limit: number): Design[] {
  const byId = new Map<string, Design>();
  for (const group of groups) for (const design of group.designs) if (!byId.has(String(design.id))) byId.set(String(design.id), design);
  return [...byId.values()].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, limit);
}
