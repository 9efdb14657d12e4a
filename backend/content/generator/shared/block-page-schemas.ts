/**
 * For both channels' content tests: the shapes of the blocks that block-pages.ts writes, as
 * strict as the shop reads them (docs/content-model.md).
 */
import { z } from 'zod';

export function blockPageSchemas({ richText, asset }: { richText: z.ZodType; asset: z.ZodType }) {
  const uid = z.uuid();
  const text = z.string().trim().min(1);
  // The AB content's variants are blocks themselves; the seed puts text blocks there.
  const blocks = z.array(z.strictObject({ _uid: uid, component: z.literal('text'), text: richText })).min(1);
  return [
    z.strictObject({ _uid: uid, component: z.literal('contact_form'), headline: text, text: richText.optional(), contactPerson: z.string().regex(/^[a-z0-9-]+$/).optional(), successText: text.optional() }),
    z.strictObject({ _uid: uid, component: z.literal('toolbox'), headline: text, text: richText.optional() }),
    z.strictObject({ _uid: uid, component: z.literal('customer_pictures'), headline: text.optional(), product: text.optional(), limit: z.number().int().min(1).max(24).optional() }),
    z.strictObject({ _uid: uid, component: z.literal('feed'), product: z.enum(['collage', 'calendar', 'card']), headline: text.optional() }),
    z.strictObject({
      _uid: uid,
      component: z.literal('shop'),
      headline: text.optional(),
      items: z.array(z.strictObject({ _uid: uid, sku: text, title: text.optional(), image: asset })).min(1),
    }),
    z.strictObject({ _uid: uid, component: z.literal('ab_content'), flag: text, control: blocks, variant: blocks }),
  ] as const;
}
