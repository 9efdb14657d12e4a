/**
 * The content contract of the navigation story and the header's shop navigation
 * (docs/content-model.md, Navigation), strict as the channels' content tests are: both channels'
 * tests check their files against it with their own link schema.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const uid = z.uuid();
const navigationAsset = z.strictObject({ filename: z.string().regex(/^\{\{assets\}\}\/[a-z0-9-]+\.(jpg|png|webp|svg)$/), alt: z.string().trim().min(10) });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);
const icon = z.enum(['star', 'user', 'heart', 'phone', 'cart', 'truck']);

export function shopNavigationContract(link: z.ZodType) {
  return z.array(z.strictObject({ _uid: uid, text, link, color: hexColour.optional(), icon: icon.optional() })).min(1);
}

export function navigationContract(link: z.ZodType) {
  const flyoutGroup = z.strictObject({
    _uid: uid,
    flyoutGroupIdentifier: text,
    flyoutGroupTitle: text,
    subline: text.optional(),
    type: z.enum(['images', 'links', 'swatches', 'start', 'additional', 'more']),
    row: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    flyoutGroupItems: z.array(
      z.strictObject({
        _uid: uid,
        storyblokTitle: text,
        link,
        asset: navigationAsset.optional(),
        linkOnlyImage: z.boolean().optional(),
        typeOverride: z.enum(['circle', 'square', 'square-image']).optional(),
      }),
    ),
    flyoutGroupItemsCustom: z.array(
      z.strictObject({ _uid: uid, text, link, asset: navigationAsset.optional(), color: hexColour.optional(), description: text.optional() }),
    ),
    additionalLinks: z.array(z.strictObject({ _uid: uid, text, link, isHeadline: z.boolean().optional() })),
  });
  return z.strictObject({
    component: z.literal('navigation'),
    items: z.array(
      z.strictObject({
        _uid: uid,
        text,
        link,
        navigationType: z.enum(['calendar', 'card', 'collage', 'frame', 'photobook', 'wandbilder', 'accessories']).optional(),
        flyoutGroups: z.array(flyoutGroup).min(1).optional(),
        subNaviOnly: z.boolean().optional(),
        isOnlyInBurgerNavigation: z.boolean().optional(),
        alwaysShowSubNavi: z.boolean().optional(),
      }),
    ),
    burger: z.strictObject({
      // The seed's burger is the main navigation itself: an own tree would draw every link twice.
      mainNavigationItems: z.array(z.never()).length(0),
      extraMenu: z.array(z.strictObject({ _uid: uid, text, url: link, icon: icon.optional() })),
      footer: z.array(z.strictObject({ _uid: uid, text, url: link })),
      serviceHotline: text,
      serviceText: text,
    }),
  });
}
