import { describe, expect, it } from 'vitest';
import {
  getDefaultCollageId,
  getDefaultCoverLamination,
  isFirstListingImageLazy,
  isGuestbookCategory,
  offersApps,
  offersGuestbooks,
  offersWishlist,
} from './channel-defaults.ts';

describe('channel defaults (spec 9.4)', () => {
  it('offers the apps on the poster channel only, never in en-US', () => {
    expect(offersApps('poster', 'de-DE')).toBe(true);
    expect(offersApps('poster', 'en-GB')).toBe(true);
    expect(offersApps('poster', 'en-US')).toBe(false);
    expect(offersApps('card', 'de-DE')).toBe(false);
    expect(offersApps('card', 'en-US')).toBe(false);
  });

  it('laminates photobook covers matt on the card channel and glossy on the poster channel', () => {
    expect(getDefaultCoverLamination('card')).toBe('matt');
    expect(getDefaultCoverLamination('poster')).toBe('glossy');
  });

  it('opens collage 13 on the poster channel and collage 1 on the card channel', () => {
    expect(getDefaultCollageId('poster')).toBe(13);
    expect(getDefaultCollageId('card')).toBe(1);
  });

  it('sells guestbooks, condolence books and the wishlist on the card channel only', () => {
    expect(offersGuestbooks('card')).toBe(true);
    expect(offersGuestbooks('poster')).toBe(false);
    expect(offersWishlist('card')).toBe(true);
    expect(offersWishlist('poster')).toBe(false);
  });

  it('loads the first listing image lazily on the poster channel only', () => {
    expect(isFirstListingImageLazy('poster')).toBe(true);
    expect(isFirstListingImageLazy('card')).toBe(false);
  });

  it('knows the guestbook-type design categories', () => {
    expect([16, 17, 18, 19, 20, 21, 23, 24, 25].every(isGuestbookCategory)).toBe(true);
    expect(isGuestbookCategory('21')).toBe(true);
    expect([1, 15, 22, 26].some(isGuestbookCategory)).toBe(false);
  });
});
