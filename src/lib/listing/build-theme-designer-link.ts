/**
 * The call to action of a design: the designer for its product, with the parameters the API gave
 * for the design. The link builders own the designer's query rules (parameter order, bracket
 * arrays, locale, calendar start); they read only the parameters their designer knows, so a
 * parameter the API adds later is left out rather than passed blindly.
 */
import {
  buildCalendarDesignerLink,
  buildCardDesignerLink,
  buildCollageDesignerLink,
  buildPhotoFrameDesignerLink,
  buildPhotobookDesignerLink,
  buildPhotoboxDesignerLink,
  type CalendarDesignerParams,
  type CardDesignerParams,
  type DesignerLinkContext,
  type FramedDesignerParams,
  type PhotobookDesignerParams,
  type PhotoboxDesignerParams,
} from '../links/designer-links.ts';

export type DesignerParams = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

type LinkBuilder = (params: DesignerParams, context: DesignerLinkContext) => string;

/*
 * The casts hand the API's values to the builders as they are: the designer validates its own
 * parameters, and the shop has no better knowledge of a design's ids and options than the API.
 */
const BUILDERS: Readonly<Record<string, LinkBuilder>> = {
  calendar: (params, context) => buildCalendarDesignerLink(params as CalendarDesignerParams, context),
  card: (params, context) => buildCardDesignerLink(params as CardDesignerParams, context),
  collage: (params, context) => buildCollageDesignerLink(params as FramedDesignerParams, context),
  photobook: (params, context) => buildPhotobookDesignerLink(params as PhotobookDesignerParams, context),
  photoframe: (params, context) => buildPhotoFrameDesignerLink(params as FramedDesignerParams, context),
  photobox: (params, context) => buildPhotoboxDesignerLink(params as PhotoboxDesignerParams, context),
};

/**
 * Which design was chosen: these are the identification fields every designer sees,
 * while only some builders have them among their product parameters (the card designer does,
 * the photo frame designer does not). Without them a design link would open an empty designer.
 */
const DESIGN_IDENTIFIERS = ['designId', 'themeId'] as const;

/**
 * An absolute URL on the designer's origin, or null for a product no designer makes (photo
 * prints are ordered without one).
 */
export function buildThemeDesignerLink(
  design: { product: string; designerParams: DesignerParams },
  context: DesignerLinkContext,
  designerOrigin: string,
): string | null {
  const build = Object.hasOwn(BUILDERS, design.product) ? BUILDERS[design.product] : undefined;
  if (!build) return null;
  const url = new URL(build(design.designerParams, context), designerOrigin);
  for (const key of DESIGN_IDENTIFIERS) {
    const value = design.designerParams[key];
    if ((typeof value === 'string' || typeof value === 'number') && value !== '' && !url.searchParams.has(key)) {
      url.searchParams.append(key, String(value));
    }
  }
  return url.href;
}
