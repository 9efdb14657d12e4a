/**
 * Feature defaults per channel (spec 9.4; docs/shop-rules.md, Channel defaults). One place answers
 * "does this channel offer X" so the shell, the listing and the designer links cannot disagree.
 */
import type { Channel } from '../locale/channels.ts';
import type { LocaleCode } from '../locale/locales.ts';
import type { PhotobookCoverLamination } from './vocabulary.ts';

/** The apps (app banner, footer apps box) belong to the poster channel and are not sold in en-US. */
export function offersApps(channel: Channel, locale: LocaleCode): boolean {
  return channel === 'poster' && locale !== 'en-US';
}

/** Guestbooks, condolence books and the wishlist are card-channel features. */
export function offersGuestbooks(channel: Channel): boolean {
  return channel === 'card';
}

export function offersWishlist(channel: Channel): boolean {
  return channel === 'card';
}

/** A photobook cover's lamination when a link names none: matt on the card channel, glossy on the poster channel. */
export function getDefaultCoverLamination(channel: Channel): PhotobookCoverLamination {
  return channel === 'card' ? 'matt' : 'glossy';
}

/** The collage the collage designer opens with when a link names none. */
export function getDefaultCollageId(channel: Channel): number {
  return channel === 'poster' ? 13 : 1;
}

/**
 * The poster channel loads its first listing image lazily (its listings open below a hero that is
 * the page's largest picture); the card channel's first design tile is the likely LCP and is eager.
 */
export function isFirstListingImageLazy(channel: Channel): boolean {
  return channel === 'poster';
}

/** Design category ids of guestbook-type designs (spec 3.5). */
export const GUESTBOOK_CATEGORY_IDS = [16, 17, 18, 19, 20, 21, 23, 24, 25] as const;

export function isGuestbookCategory(category: number | string): boolean {
  return (GUESTBOOK_CATEGORY_IDS as readonly number[]).includes(Number(category));
}
