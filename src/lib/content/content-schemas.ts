import { z } from 'zod';
import { HEX_COLOR } from '../colors/contrast.ts';
import type { Asset, RichTextDoc, StoryLink } from './model.ts';

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
