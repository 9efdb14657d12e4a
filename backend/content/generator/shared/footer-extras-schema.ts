/**
 * Strict shapes of the footer extras and of page breadcrumbs, for both channels' content tests:
 * a misspelt field fails, and so does a breadcrumb whose last step (the page itself) links.
 */
import { z } from 'zod';
import { FOOTER_BOX_TYPES } from '../../../../domain/content/model.ts';

const nonEmpty = z.string().trim().min(1);
const uid = z.uuid();
/** App stores and social networks are other sites; the phone tile and box dial. */
const outsideLink = z.strictObject({ linktype: z.literal('url'), url: z.string().regex(/^(https:\/\/[a-z0-9.-]+\/\S*|tel:\{hotline:tel\})$/) });

export function footerExtrasShape(link: z.ZodType) {
  const anyLink = z.union([link, outsideLink]);
  return {
    reviews: z.strictObject({ headline: nonEmpty, companyLink: link, companyLinkText: nonEmpty }),
    communicationTiles: z
      .array(z.strictObject({ _uid: uid, icon: z.enum(['phone', 'mail', 'search']), title: nonEmpty, text: nonEmpty, linkText: nonEmpty, link: anyLink }))
      .length(3),
    boxes: z
      .array(
        z.strictObject({
          _uid: uid,
          type: z.enum(FOOTER_BOX_TYPES),
          title: nonEmpty,
          text: nonEmpty.optional(),
          items: z.array(z.strictObject({ _uid: uid, text: nonEmpty, title: nonEmpty.optional(), link: anyLink.optional() })).min(1),
        }),
      )
      // Every box type once; the apps box only where apps are sold (spec 9.4).
      .refine((boxes) => new Set(boxes.map((box) => box.type)).size === boxes.length, 'each box type once')
      .refine((boxes) => FOOTER_BOX_TYPES.every((type) => type === 'apps' || boxes.some((box) => box.type === type)), 'every box type but apps'),
  };
}

export function breadcrumbShape(link: z.ZodType) {
  return z
    .array(z.strictObject({ _uid: uid, component: z.literal('breadcrumb_item'), text: nonEmpty, link: link.optional() }))
    .min(1)
    .refine((items) => items.at(-1)?.link === undefined, 'the last step is the page itself and has no link')
    .optional();
}
