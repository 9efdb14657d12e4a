import type { Asset } from '../../../lib/content/model.ts';
import { buildImageUrl } from '../../../lib/images/build-image-url.ts';

/**
 * A small navigation picture: one URL at twice its size (sharp on dense screens, small enough on
 * others), lazy, decorative, styled through its container (no class of its own). Flyouts and tiles carry dozens of these on every page, and each
 * srcset candidate would cost its bytes twice (markup and RSC payload).
 */
export function NavImage({ asset, width, height }: { asset: Asset | undefined; width: number; height: number }) {
  const src = asset ? buildImageUrl(asset.filename, { width: width * 2, height: height * 2, fit: 'cover', quality: 85, format: 'webp' }) : null;
  if (!src) return <span className="nav-image" style={{ width, height }} />;
  return <img src={src} width={width} height={height} alt="" loading="lazy" />;
}
