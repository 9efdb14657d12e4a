import type { Asset } from '../../../../domain/content/model.ts';
import { buildImageUrl } from '../../../lib/images/build-image-url.ts';

/**
 * A small navigation picture: one URL at twice its size (sharp on dense screens, small enough on
 * others), lazy, decorative unless it alone is a link (then `alt` names it). Flyouts and tiles carry dozens of these on every page, and every
 * attribute costs its bytes twice (markup and RSC payload): so no srcset, no class, and no
 * width and height, which navigation.css sets per flyout kind and tile type instead (the same
 * numbers as FLYOUT_IMAGE_WIDTHS and TILE_SIZES).
 */
export function NavImage({ asset, width, height, alt = '' }: { asset: Asset | undefined; width: number; height: number; alt?: string }) {
  const src = asset ? buildImageUrl(asset.filename, { width: width * 2, height: height * 2, fit: 'cover', quality: 85, format: 'webp' }) : null;
  if (!src) return <span className="nav-image" />;
  return <img src={src} alt={alt} loading="lazy" />;
}
