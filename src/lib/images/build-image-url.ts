import type { Asset } from '../../../domain/content/model.ts';
import { getImageSource } from './get-image-source.ts';
import { getSrcSetWidths, IMAGE_BREAKPOINTS, OG_IMAGE_SIZE, serializeAllowedImageOptions, toAllowedImageOptions } from './image-allow-list.ts';
import type { ImageOptions } from './image-options.ts';

export const IMAGE_SERVICE_PREFIX = '/cdn-cgi/image/';

export { getSrcSetWidths, IMAGE_BREAKPOINTS, IMAGE_DENSITIES, OG_IMAGE_SIZE } from './image-allow-list.ts';

/** The `src` fallback for browsers without srcset support: a mid-size image. */
const FALLBACK_WIDTH = IMAGE_BREAKPOINTS.md;

/**
 * Same-origin path of an image through the image service:
 * `/cdn-cgi/image/width=479,quality=85,format=webp/https://a.storyblok.com/f/1/a.jpg`.
 * `baseUrl` (no trailing slash) is prepended for absolute URLs such as og:image.
 */
export function buildImageUrl(filename: string, options: ImageOptions = {}, baseUrl = ''): string | null {
  const source = getImageSource(filename);
  if (source === null) return null;
  return `${baseUrl.replace(/\/+$/, '')}${IMAGE_SERVICE_PREFIX}${serializeAllowedImageOptions(options)}/${source}`;
}

/**
 * The candidates worth offering for an image drawn at most `maxDisplayWidth` CSS pixels wide:
 * up to twice that (density 2), and no two within 10% of each other. Every candidate costs ~120
 * bytes of HTML twice (markup and RSC payload), so a tile does not list 3198px versions.
 */
export function getSrcSetWidthsFor(maxDisplayWidth: number): number[] {
  const all = getSrcSetWidths();
  const limit = 2 * maxDisplayWidth;
  const upTo = all.filter((width) => width <= limit);
  const nextUp = all.find((width) => width > limit);
  const candidates = upTo.at(-1) === limit || nextUp === undefined ? upTo : [...upTo, nextUp];
  const thinned: number[] = [];
  for (const width of candidates) {
    const previous = thinned.at(-1);
    if (previous === undefined || width >= previous * 1.1 || width === candidates.at(-1)) thinned.push(width);
  }
  return thinned;
}

export type SrcSetOptions = {
  /** The widest the image is ever drawn, in CSS pixels; limits and thins the candidates. */
  maxDisplayWidth?: number;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  sizes?: string;
  /** Width divided by height; when given, every candidate is cropped to it. */
  aspectRatio?: number;
  baseUrl?: string;
};

export type ResponsiveImageSources = { src: string; srcSet: string; sizes: string };

/** WebP options at a width, cropped to the aspect ratio when it is a usable one. */
function croppedOptions(aspectRatio: number | undefined): (width: number) => ImageOptions {
  const ratio = aspectRatio !== undefined && Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : undefined;
  return (width) => (ratio === undefined ? { width, format: 'webp' } : { width, height: Math.round(width / ratio), fit: 'cover', format: 'webp' });
}

/** The widest image light mode asks for: a phone's full width at one pixel per CSS pixel. */
const LIGHT_IMAGE_WIDTH = IMAGE_BREAKPOINTS.xs;
/** The phone light mode sizes images for, in CSS pixels (a common width; 390 to 414 today). */
const LIGHT_PHONE_WIDTH = 390;

/**
 * How wide the slot is drawn on a phone, from the `sizes` attribute's last entry (the one without
 * a media condition): `45vw` is 176 px, `300px` is 300 px; anything else is the phone's width.
 */
export function phoneSlotWidth(sizes: string | undefined): number {
  const fallback = sizes?.split(',').at(-1)?.trim() ?? '';
  const viewport = /^(\d+(?:\.\d+)?)vw$/.exec(fallback);
  if (viewport) return Math.ceil((Number(viewport[1]) * LIGHT_PHONE_WIDTH) / 100);
  const pixels = /^(\d+(?:\.\d+)?)px$/.exec(fallback);
  return pixels ? Math.ceil(Number(pixels[1])) : LIGHT_PHONE_WIDTH;
}

/**
 * Light mode's one image file (decision 0018): no srcset and no sizes, the file a phone draws the
 * slot with at one pixel per CSS pixel (at most 479 px wide). Wide screens draw it larger and
 * softer; a visitor who asked to save data trades sharpness for bytes, and the markup loses its
 * ~10 candidates.
 */
export function buildLightImageSource(asset: Pick<Asset, 'filename'>, { sizes, aspectRatio, baseUrl = '', maxDisplayWidth }: SrcSetOptions = {}): { src: string } | null {
  const drawn = Math.min(phoneSlotWidth(sizes), maxDisplayWidth !== undefined && maxDisplayWidth > 0 ? maxDisplayWidth : Infinity);
  const wanted = Math.min(LIGHT_IMAGE_WIDTH, drawn);
  const width = getSrcSetWidths().find((candidate) => candidate >= wanted) ?? LIGHT_IMAGE_WIDTH;
  const src = buildImageUrl(asset.filename, croppedOptions(aspectRatio)(width), baseUrl);
  return src === null ? null : { src };
}

export function buildSrcSet(asset: Pick<Asset, 'filename'>, { sizes = '100vw', aspectRatio, baseUrl = '', maxDisplayWidth }: SrcSetOptions = {}): ResponsiveImageSources | null {
  const optionsFor = croppedOptions(aspectRatio);
  const src = buildImageUrl(asset.filename, optionsFor(FALLBACK_WIDTH), baseUrl);
  if (src === null) return null;
  const widths = maxDisplayWidth !== undefined && maxDisplayWidth > 0 ? getSrcSetWidthsFor(maxDisplayWidth) : getSrcSetWidths();
  // A tall crop can exceed the pixel cap at the widest candidates; those come back narrower, and
  // each width is offered once, described by the width it really has.
  const actualWidths = [...new Set(widths.map((width) => toAllowedImageOptions(optionsFor(width)).width ?? width))];
  const srcSet = actualWidths.map((width) => `${buildImageUrl(asset.filename, optionsFor(width), baseUrl)} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}

/**
 * The og:image URL at 1200x627, cropped to cover. Crawlers need an absolute URL, so pass the
 * shop's origin as `baseUrl` for the meta tag. Format is left to the service's default because
 * not every link-preview crawler reads WebP.
 */
export function buildOgImageUrl(asset: Pick<Asset, 'filename'>, baseUrl = ''): string | null {
  return buildImageUrl(asset.filename, { ...OG_IMAGE_SIZE, fit: 'cover' }, baseUrl);
}
