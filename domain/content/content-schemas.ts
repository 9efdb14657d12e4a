import { z } from 'zod';
import { HEX_COLOR } from '../colors/contrast.ts';
import {
  FLYOUT_GROUP_TYPES,
  NAVIGATION_TYPES,
  SUB_NAVIGATION_TILE_TYPES,
  type Asset,
  type BurgerMainItem,
  type BurgerNavigation,
  type BurgerSubItem,
  type FlyoutGroup,
  type FlyoutItem,
  type FlyoutSubGroup,
  type NavigationItem,
  type RichTextDoc,
  type StoryLink,
} from './model.ts';

/**
 * Zod shapes of the content fields that stories and blocks share (docs/content-model.md), the one
 * definition the story mappers and the block renderers both use. Required content that is missing
 * makes a block or list entry malformed; optional and presentational fields fall back instead,
 * because Storyblok sends empty strings, nulls and empty assets for fields an editor left blank.
 */

/** Non-empty after trimming. */
export const requiredText = z.string().trim().min(1);

/** Empty, blank, null or missing all mean "not set". */
export const optionalText = z
  .string()
  .nullish()
  .catch(undefined)
  .transform((value) => value?.trim() || undefined);

export const optionalFlag = z.boolean().nullish().catch(undefined).transform((value) => value ?? undefined);

const assetShape = z.object({
  filename: z.string().trim().min(1),
  alt: z.string().nullish().transform((value) => value?.trim() || undefined),
  focus: z.string().nullish().transform((value) => value || undefined),
});

export const assetSchema: z.ZodType<Asset> = assetShape.transform(({ filename, alt, focus }) => ({
  filename,
  ...(alt ? { alt } : {}),
  ...(focus ? { focus } : {}),
}));

/** An asset field an editor may leave empty (`{ filename: '' }`): absent rather than malformed. */
export const optionalAsset = z.unknown().transform((value): Asset | undefined => {
  const parsed = assetSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}).optional();

const optionalString = z
  .string()
  .nullish()
  .catch(undefined)
  .transform((value) => value || undefined);

/** Empty link fields (`cached_url: ''` is how Storyblok sends an unset link) are left out. */
export const linkSchema: z.ZodType<StoryLink> = z
  .object({
    linktype: z.enum(['url', 'story', 'email', 'asset']),
    url: optionalString,
    cached_url: optionalString,
    email: optionalString,
    target: optionalString,
    // A story link to a part of the page (`#calculator`); resolve-link adds it to the path.
    anchor: optionalString,
  })
  .transform((link) => Object.fromEntries(Object.entries(link).filter(([, value]) => value !== undefined)) as StoryLink);

/** Links resolve to nothing when empty or refused; an unreadable link is treated the same way. */
export const optionalLink = z.unknown().transform((value): StoryLink | undefined => {
  const parsed = linkSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}).optional();

export const richTextSchema: z.ZodType<RichTextDoc> = z.object({ type: z.literal('doc'), content: z.array(z.unknown()).optional() });

/** A rich-text field an editor left empty, or one that is not a document, is absent. */
export const optionalRichText = z.unknown().transform((value): RichTextDoc | undefined => {
  const parsed = richTextSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}).optional();

/**
 * Colour fields arrive as `#rrggbb` or as the colour plugin's `{ color }`. Only hex colours pass,
 * so content cannot smuggle `url(...)` or other declarations into a style attribute.
 */
export const optionalColor = z.unknown().transform((value): string | undefined => {
  const color = typeof value === 'object' && value !== null && 'color' in value ? (value as { color: unknown }).color : value;
  return typeof color === 'string' && HEX_COLOR.test(color.trim()) ? color.trim() : undefined;
}).optional();

/** List items carry `_uid` for keys; its absence is no reason to drop content. */
export const itemUid = z.string().optional().catch(undefined);

/**
 * A list whose entries are read one by one: an entry that does not parse is left out, the rest
 * stay, so one broken flyout entry costs that entry and not the navigation.
 */
export function lenientList<T>(entry: z.ZodType<T>) {
  // `optional()` first: a list an editor never filled in is missing from the story, and that is no error.
  return z.unknown().optional().transform((value): T[] => {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = entry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  });
}

function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).nullish().catch(undefined).transform((value) => value ?? undefined);
}

/** The visual editor's comment (decision 0026): kept as it came, read only on editor requests. */
export const editableField = z.string().max(1024).optional().catch(undefined);

/* Navigation, header and burger (docs/content-model.md, Navigation). */

/** `_uid` of an entry inside a list: keys are positions there, so a missing one is only empty. */
const entryUid = itemUid.transform((value) => value ?? '');

export const shopNavigationItemSchema = z.object({
  _uid: entryUid,
  _editable: editableField,
  text: requiredText,
  link: linkSchema,
  color: optionalColor,
  icon: optionalText,
});

const flyoutItemFields = {
  _uid: entryUid,
  _editable: editableField,
  link: linkSchema,
  storyblokTitle: requiredText,
  asset: optionalAsset,
  linkOnlyImage: optionalFlag,
  subnaviTitle: optionalText,
  subnaviAsset: optionalAsset,
  typeOverride: optionalEnum(SUB_NAVIGATION_TILE_TYPES),
  isHeadlineItem: optionalFlag,
};

/** Sub groups are one level deep: their entries' own sub groups are not drawn, so not read. */
const flyoutSubGroupSchema = z.object({
  _uid: entryUid,
  flyoutGroupTitle: optionalText,
  flyoutGroupItems: lenientList(z.object(flyoutItemFields)),
}) satisfies z.ZodType<FlyoutSubGroup>;

export const flyoutItemSchema = z
  .object({ ...flyoutItemFields, subFlyoutGroups: lenientList(flyoutSubGroupSchema) })
  // Only groups with entries, and no empty list on the many entries without any.
  .transform(({ subFlyoutGroups, ...item }): FlyoutItem => {
    const groups = subFlyoutGroups.filter((group) => group.flyoutGroupItems.length > 0);
    return groups.length > 0 ? { ...item, subFlyoutGroups: groups } : item;
  });

export const flyoutCustomElementSchema = z.object({
  _uid: entryUid,
  _editable: editableField,
  text: requiredText,
  link: linkSchema,
  asset: optionalAsset,
  color: optionalColor,
  description: optionalText,
});

export const flyoutAdditionalLinkSchema = z.object({
  _uid: entryUid,
  _editable: editableField,
  text: requiredText,
  link: linkSchema,
  isHeadline: optionalFlag,
});

export const flyoutGroupSchema = z.object({
  _uid: entryUid,
  _editable: editableField,
  flyoutGroupIdentifier: optionalText,
  flyoutGroupTitle: optionalText,
  subline: optionalText,
  type: z.enum(FLYOUT_GROUP_TYPES).catch('links'),
  row: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(1),
  flyoutGroupItems: lenientList(flyoutItemSchema),
  flyoutGroupItemsCustom: lenientList(flyoutCustomElementSchema),
  additionalLinks: lenientList(flyoutAdditionalLinkSchema),
}) satisfies z.ZodType<FlyoutGroup>;

/** The item's own text and link are required; everything around them degrades to "not set". */
export const navigationItemSchema = z.object({
  _uid: requiredText,
  _editable: editableField,
  text: requiredText,
  link: linkSchema,
  navigationType: optionalEnum(NAVIGATION_TYPES),
  flyoutGroups: lenientList(flyoutGroupSchema),
  subNaviOnly: optionalFlag,
  isOnlyInBurgerNavigation: optionalFlag,
  alwaysShowSubNavi: optionalFlag,
})
  // An item without groups is a plain link; it carries no empty list.
  .transform(({ flyoutGroups, ...item }): NavigationItem => (flyoutGroups.length > 0 ? { ...item, flyoutGroups } : item)) satisfies z.ZodType<NavigationItem>;

/** Three levels at most: deeper entries are not drawn, so they are not read. */
function burgerSubItemSchema(depth: number): z.ZodType<BurgerSubItem> {
  return z
    .object({
      _uid: entryUid,
      text: requiredText,
      url: linkSchema,
      subItems: depth > 1 ? lenientList(z.lazy(() => burgerSubItemSchema(depth - 1))) : z.unknown().optional().transform((): BurgerSubItem[] => []),
    })
    .transform((item): BurgerSubItem => ({ ...item, hasSubItems: item.subItems.length > 0 }));
}

export const burgerLinkSchema = z.object({
  _uid: entryUid,
  text: requiredText,
  url: linkSchema,
  icon: optionalText,
});

export const burgerMainItemSchema = z
  .object({
    _uid: entryUid,
    text: requiredText,
    url: linkSchema,
    icon: optionalText,
    subItems: lenientList(burgerSubItemSchema(2)),
  })
  .transform((item): BurgerMainItem => ({ ...item, hasSubItems: item.subItems.length > 0 }));

export const burgerNavigationSchema = z.object({
  mainNavigationItems: lenientList(burgerMainItemSchema),
  extraMenu: lenientList(burgerLinkSchema),
  footer: lenientList(burgerLinkSchema),
  serviceHotline: optionalText,
  serviceText: optionalText,
}) satisfies z.ZodType<BurgerNavigation>;
