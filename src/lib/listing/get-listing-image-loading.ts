import { isFirstListingImageLazy } from '../../../domain/catalog/channel-defaults.ts';
import type { Channel } from '../../../domain/locale/channels.ts';

export type ListingImageLoading = { loading: 'lazy' | 'eager'; fetchPriority?: 'high' };

/**
 * On the card channel the first design is the likely LCP element and alone loads eagerly (React
 * preloads every eager image in the head, and a row of srcsets there would cost more than it
 * saves). The poster channel loads even its first listing image lazily (spec 9.4).
 */
export function getListingImageLoading(channel: Channel, index: number): ListingImageLoading {
  return index === 0 && !isFirstListingImageLazy(channel) ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
