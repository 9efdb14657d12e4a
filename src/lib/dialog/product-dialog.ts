import { IMAGE_TURNS } from '../images/image-options.ts';
import { buildDialogHref, DIALOG_PARAM } from './dialog-url.ts';

/**
 * The product page's own dialogs (spec 2.4; decision 0037): image magnify, the product
 * description and the 3D preview, each with an address (`?dialog=magnify&image=2`,
 * `?dialog=description`, `?dialog=preview&angle=20`) so a link opens it without JavaScript.
 */
export const PRODUCT_DIALOG_PARAMS = { image: 'image', angle: 'angle' } as const;

/** The preview's angles in degrees, turned about the vertical axis, front in the middle. */
export const PREVIEW_ANGLES = IMAGE_TURNS;
export type PreviewAngle = (typeof PREVIEW_ANGLES)[number];

export type ProductDialog = { kind: 'magnify'; image: number } | { kind: 'description' } | { kind: 'preview'; angle: PreviewAngle };
export type ProductDialogKind = ProductDialog['kind'];

const KINDS: readonly ProductDialogKind[] = ['magnify', 'description', 'preview'];

/** A whole number as written (`2`, `-20`); anything else (`abc`, `2.5`, `1e3`) is not one. */
function readInteger(value: string | null): number | null {
  return value !== null && /^-?\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * The product dialog the URL asks for, in its nearest valid state: an image number outside 1 to
 * `imageCount` becomes the nearest end, a missing or unreadable one the first; an angle becomes
 * the nearest offered one, an unreadable one the front. Null when the page has nothing to show
 * in it (no images) or the dialog is not a product dialog.
 */
export function readProductDialog(params: URLSearchParams, imageCount: number): ProductDialog | null {
  const kind = KINDS.find((known) => known === params.get(DIALOG_PARAM));
  if (!kind) return null;
  if (kind === 'description') return { kind };
  if (imageCount < 1) return null;
  if (kind === 'magnify') {
    const image = readInteger(params.get(PRODUCT_DIALOG_PARAMS.image)) ?? 1;
    return { kind, image: Math.min(Math.max(image, 1), imageCount) };
  }
  const angle = readInteger(params.get(PRODUCT_DIALOG_PARAMS.angle)) ?? 0;
  const nearest = PREVIEW_ANGLES.reduce((best, candidate) => (Math.abs(candidate - angle) < Math.abs(best - angle) ? candidate : best));
  return { kind, angle: nearest };
}

/** The page's URL with a product dialog open (or switched to another image or angle). */
export function buildProductDialogHref(pageUrl: URL, dialog: ProductDialog): string {
  const extra: Record<string, string> = {};
  const withoutOthers = new URL(pageUrl);
  for (const name of Object.values(PRODUCT_DIALOG_PARAMS)) withoutOthers.searchParams.delete(name);
  if (dialog.kind === 'magnify') extra[PRODUCT_DIALOG_PARAMS.image] = String(dialog.image);
  if (dialog.kind === 'preview') extra[PRODUCT_DIALOG_PARAMS.angle] = String(dialog.angle);
  return buildDialogHref(withoutOthers, dialog.kind, extra);
}

/** The page without any product dialog, its image and angle dropped too. */
export function buildProductDialogCloseHref(pageUrl: URL): string {
  const withoutOthers = new URL(pageUrl);
  for (const name of Object.values(PRODUCT_DIALOG_PARAMS)) withoutOthers.searchParams.delete(name);
  return buildDialogHref(withoutOthers, null);
}

/** Previous and next image numbers; null at either end (no wrap, so "1 of 5" never leads back to 5). */
export function getNeighbourImages(image: number, imageCount: number): { previous: number | null; next: number | null } {
  return { previous: image > 1 ? image - 1 : null, next: image < imageCount ? image + 1 : null };
}
