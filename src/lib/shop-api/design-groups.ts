/**
 * Design groups (decisions 0032, 0045): the calendar designs, the collage designer's groups by
 * collage type, the photobook sets by design category. Each design is read with the listing's
 * reader, so a group feeds the same design cards.
 */
import { z } from 'zod';
import { designSchema, type Design } from './designs.ts';
import { CALENDAR_TYPES, COLLAGE_TYPES, isOneOf, type CalendarType, type CollageType } from '../../../domain/catalog/vocabulary.ts';
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

/** A design group a content block names (decision 0045): a calendar type (or all), a collage type, a photobook design category (or all). */
export type DesignGroupRef = { product: 'calendar'; calendarType?: CalendarType } | { product: 'collage'; name: CollageType } | { product: 'photobook'; categoryIds: number[] };

/** The group named by a block's two fields; null when the product needs a group the value does not name. */
export function toDesignGroupRef(product: DesignGroupRef['product'], group: string | undefined): DesignGroupRef | null {
  switch (product) {
    case 'calendar':
      return isOneOf(CALENDAR_TYPES, group) ? { product, calendarType: group } : { product };
    case 'collage':
      return isOneOf(COLLAGE_TYPES, group) ? { product, name: group } : null;
    case 'photobook': {
      const id = Number(group);
      return { product, categoryIds: Number.isInteger(id) && id >= 1 && id <= 25 ? [id] : [] };
    }
  }
}

/** The newest designs of the group; none when its call failed (logged `shop-api-error` by the client). */
export async function getNewestGroupDesigns(scope: ShopApiScope, ref: DesignGroupRef, limit: number): Promise<Design[]> {
  const groups =
    ref.product === 'calendar'
      ? await getCalendarDesignGroup(scope, ref.calendarType).then((result) => (result.ok ? [result.value] : []))
      : ref.product === 'collage'
        ? await getCollageDesignGroups(scope, [ref.name]).then((result) => (result.ok ? result.value : []))
        : await getPhotobookDesignGroupSets(scope, ref.categoryIds).then((result) => (result.ok ? result.value.flatMap((set) => set.groups) : []));
  return pickNewestDesigns(groups, limit);
}
