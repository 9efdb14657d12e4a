/**
 * The strict variant of the content model (docs/content-model.md), for the content generator's
 * tests of both channels: every object refuses unknown fields, so a misspelt field name fails the
 * test instead of rendering nothing. The shop's own schemas (content-schemas.ts) stay lenient
 * (an editor's slip degrades one block, not the page); this one says what the seed must write.
 * Links and rich text differ per channel (link targets name the channel and locale), so
 * the caller passes them in.
 */
import { z } from 'zod';
import { parseCardSku } from '../catalog/sku.ts';
import {
  CALCULATOR_PRODUCTS, CALENDAR_FORMATS, CALENDAR_TYPES, COLLAGE_TYPES, OCCASION_SLUGS, PHOTOBOOK_FORMATS, PHOTOBOOK_PRINTINGS,
} from '../catalog/vocabulary.ts';

export type StrictParts = { link: z.ZodType; richText: z.ZodType };

export const strictText = z.string().trim().min(1);
export const strictUid = z.uuid();
export const strictHexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// Parsed as the shop parses it, so a SKU the shop's blocks would refuse fails here first.
const cardSku = z.string().refine((value) => parseCardSku(value).ok, 'a card SKU');
const calculatorProduct = z.enum(CALCULATOR_PRODUCTS);

/** An asset as the seed writes it: a file of the embedded asset folder and a real alt text. */
export const strictAsset = z.strictObject({
  filename: z.string().regex(/^\{\{assets\}\}\/[a-z0-9-]+\.(jpg|png|webp|svg)$/),
  alt: z.string().trim().min(10, 'alt texts describe the picture'),
  focus: z.string().optional(),
});

/** A product block's detail wrapper: the same four fields around its own choice. */
function detailWrapper<S extends z.ZodRawShape>(component: string, choice: S, { richText }: StrictParts) {
  return z.strictObject({ _uid: strictUid, component: z.literal(component), ...choice, headline: strictText, text: richText.optional(), image: strictAsset });
}

/** The product blocks of docs/content-model.md (issue 3). */
function productBlockSchemas(parts: StrictParts) {
  const { link, richText } = parts;
  const text = strictText;
  return [
    z.strictObject({
      _uid: strictUid,
      component: z.literal('calculator'),
      product: calculatorProduct,
      headline: text.optional(),
      initialSku: z.string().regex(/^[a-zA-Z-]+:[1-9]\d*x[1-9]\d*$/).optional(),
      tags: z.array(z.enum(['top-deal', 'nudging'])).optional(),
    }),
    z.strictObject({ _uid: strictUid, component: z.literal('formats_and_prices'), product: calculatorProduct, material: text, headline: text.optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('frame'), material: text, headline: text.optional() }),
    detailWrapper('collage_detail_wrapper', { collageType: z.enum(COLLAGE_TYPES) }, parts),
    z.strictObject({ _uid: strictUid, component: z.literal('sku_container'), sku: cardSku, headline: text.optional(), text: text.optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('accessory'), sku: cardSku, headline: text.optional() }),
    detailWrapper('card_detail_wrapper', { sku: cardSku, occasion: z.enum(OCCASION_SLUGS).optional() }, parts),
    detailWrapper('calendar_detail_wrapper', { calendarType: z.enum(CALENDAR_TYPES), format: z.enum(CALENDAR_FORMATS) }, parts),
    detailWrapper('photobook_detail_wrapper', { printing: z.enum(PHOTOBOOK_PRINTINGS), format: z.enum(PHOTOBOOK_FORMATS) }, parts),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('overview_wrapper'),
      headline: text.optional(),
      items: z
        .array(z.strictObject({ _uid: strictUid, title: text, text: text.optional(), image: strictAsset, link, priceFrom: z.string().regex(/^\{price:[a-z]+\}$/).optional() }))
        .min(1),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('themes_overview'),
      headline: text.optional(),
      product: text.optional(),
      category: text.optional(),
      limit: z.number().int().min(1).max(48).optional(),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('voucher'),
      code: z.string().regex(/^[A-Z0-9]{4,20}$/),
      headline: text,
      text: richText.optional(),
      validUntil: isoDay.optional(),
      minimumOrderValue: z.number().positive().optional(),
    }),
    // Delivery cost and time for the visitor's country come from the shop API (decision 0031).
    z.strictObject({ _uid: strictUid, component: z.literal('shipping_information') }),
  ] as const;
}

/** The blocks with a server side (contact form, toolbox, customer pictures, feed, shop, AB content). */
function serverBlockSchemas({ richText }: StrictParts) {
  const text = strictText;
  // The AB content's variants are blocks themselves; the seed puts text blocks there.
  const blocks = z.array(z.strictObject({ _uid: strictUid, component: z.literal('text'), text: richText })).min(1);
  return [
    z.strictObject({ _uid: strictUid, component: z.literal('contact_form'), headline: text, text: richText.optional(), contactPerson: z.string().regex(/^[a-z0-9-]+$/).optional(), successText: text.optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('toolbox'), headline: text, text: richText.optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('customer_pictures'), headline: text.optional(), product: text.optional(), limit: z.number().int().min(1).max(24).optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('feed'), product: z.enum(['collage', 'calendar', 'card']), headline: text.optional() }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('shop'),
      headline: text.optional(),
      items: z.array(z.strictObject({ _uid: strictUid, sku: text, title: text.optional(), image: strictAsset })).min(1),
    }),
    z.strictObject({ _uid: strictUid, component: z.literal('ab_content'), flag: text, control: blocks, variant: blocks }),
  ] as const;
}

/** The content blocks (headline, text, teasers, information, margin, photo, video). */
function contentBlockSchemas({ link, richText }: StrictParts) {
  const text = strictText;
  return [
    z.strictObject({ _uid: strictUid, component: z.literal('headline'), text, level: z.enum(['h1', 'h2', 'h3']).optional(), align: z.enum(['left', 'center']).optional() }),
    z.strictObject({ _uid: strictUid, component: z.literal('text'), text: richText }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('teaser'),
      headline: text,
      subline: text.optional(),
      image: strictAsset,
      cta: z.strictObject({ text, link }).optional(),
      textColor: strictHexColour.optional(),
      backgroundColor: strictHexColour.optional(),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('usp_teaser'),
      items: z.array(z.strictObject({ _uid: strictUid, icon: z.enum(['truck', 'star', 'shield', 'leaf', 'clock', 'heart']), text })).min(1),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('sub_teasers'),
      headline: text.optional(),
      items: z.array(z.strictObject({ _uid: strictUid, headline: text, text, image: strictAsset, link })).min(1),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('reco_sub_teasers'),
      headline: text,
      items: z.array(z.strictObject({ _uid: strictUid, title: text, image: strictAsset, link, label: text.optional() })).min(1),
    }),
    z.strictObject({ _uid: strictUid, component: z.literal('information'), headline: text.optional(), text: richText, type: z.enum(['info', 'success', 'warning']) }),
    z.strictObject({ _uid: strictUid, component: z.literal('margin'), size: z.enum(['s', 'm', 'l']) }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('photo_block'),
      image: strictAsset,
      caption: text.optional(),
      aspectRatio: z.string().regex(/^\d+\/\d+$/).optional(),
      link: link.optional(),
    }),
    z.strictObject({
      _uid: strictUid,
      component: z.literal('video_block'),
      title: text,
      youtubeId: text.optional(),
      video: strictAsset.optional(),
      poster: strictAsset,
      caption: text.optional(),
    }),
  ] as const;
}

/** Every block a page's teaser or body may hold, strict. */
export function strictBlockSchema(parts: StrictParts) {
  return z.discriminatedUnion('component', [...productBlockSchemas(parts), ...serverBlockSchemas(parts), ...contentBlockSchemas(parts)]);
}
