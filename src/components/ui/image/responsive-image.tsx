import type { Asset } from '../../../../domain/content/model.ts';
import { buildLightImageSource, buildSrcSet } from '../../../lib/images/build-image-url.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import { formatAspectRatio, parseAspectRatioOrDefault } from '../../../lib/images/parse-aspect-ratio.ts';

export type ResponsiveImageProps = {
  asset: Asset | null | undefined;
  /** The `sizes` attribute; defaults to the full viewport width. */
  sizes?: string;
  /** `number/number`, e.g. `16/9`; anything else falls back to 4/3. */
  aspectRatio?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The widest this slot is ever drawn, in CSS pixels (content sits in a 1200px column). */
  maxDisplayWidth?: number;
  /** Prefix for image URLs (the request's image base); empty for same-origin paths. */
  baseUrl?: string;
  className?: string;
};

/** Intrinsic width for the width/height attributes; only their ratio matters for layout. */
const INTRINSIC_WIDTH = 1600;

/**
 * An image on a grey (#EFEFEF) box of the slot's aspect ratio, so nothing shifts while it loads.
 *
 * Failed loads are handled in CSS because server components cannot attach `onerror`: a broken
 * image renders its `::after` pseudo-element (a loaded one cannot), which blocks.css paints grey
 * over the broken-image icon, and `color: transparent` hides the alt text where a browser shows
 * that instead. The alt text stays available to screen readers either way. An asset without a
 * usable file renders just the box, named by the alt text when it has one.
 */
export function ResponsiveImage({ asset, sizes, aspectRatio, loading = 'lazy', fetchPriority, baseUrl = '', className, maxDisplayWidth = 1200 }: ResponsiveImageProps) {
  const ratio = parseAspectRatioOrDefault(aspectRatio);
  const alt = asset?.alt?.trim() ?? '';
  const aspect = ratio.width / ratio.height;
  // Light mode: one file, no candidates (decision 0018).
  const sources: { src: string; srcSet?: string; sizes?: string } | null = !asset
    ? null
    : isLightMode()
      ? buildLightImageSource(asset, { sizes, aspectRatio: aspect, baseUrl, maxDisplayWidth })
      : buildSrcSet(asset, { sizes, aspectRatio: aspect, baseUrl, maxDisplayWidth });
  const boxClass = className ? `responsive-image ${className}` : 'responsive-image';
  const boxStyle = { aspectRatio: formatAspectRatio(ratio) };

  if (sources === null) {
    return (
      <span
        className={`${boxClass} responsive-image--empty`}
        style={boxStyle}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }
  return (
    <span className={boxClass} style={boxStyle}>
      <img
        className="responsive-image__img"
        src={sources.src}
        {...(sources.srcSet ? { srcSet: sources.srcSet, sizes: sources.sizes } : {})}
        width={INTRINSIC_WIDTH}
        height={Math.round((INTRINSIC_WIDTH * ratio.height) / ratio.width)}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(fetchPriority ? { fetchPriority } : {})}
      />
    </span>
  );
}
