/**
 * The wishlist calls (card channel, decision 0038): a visitor's list is kept under an opaque key
 * the shop sends in `X-Wishlist-Key`; a customer's under the session cookie. At log-in the shop
 * moves the visitor's list onto the customer (`wishlistMerge`). Answers carry the saved designs in
 * the themes call's item shape, so name, picture and price agree with the listing.
 */
import { z } from 'zod';
import { themeItemSchema } from './designs.ts';

/** The header naming a visitor's list; 22 to 64 URL-safe characters (the shop draws 32 random bytes). */
export const WISHLIST_KEY_HEADER = 'x-wishlist-key';
export const WISHLIST_KEY = /^[A-Za-z0-9_-]{22,64}$/;
/** A list holds at most this many designs; saving one more is refused (409). */
export const WISHLIST_MAX_ITEMS = 100;

export const wishlistDesignIdSchema = z.string().regex(/^[1-9]\d{0,8}$/);

export const wishlistUpdateRequestSchema = z.object({
  designId: wishlistDesignIdSchema,
  /** true: save (kept once, however often), false: remove. */
  saved: z.boolean(),
});
export type WishlistUpdateRequest = z.infer<typeof wishlistUpdateRequestSchema>;

export const wishlistMergeRequestSchema = z.object({ visitorKey: z.string().regex(WISHLIST_KEY) });
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;

/** Newest first. A saved design the catalogue no longer sells is left out. */
export const wishlistSchema = z.object({ items: z.array(themeItemSchema) });
export type WishlistAnswer = z.infer<typeof wishlistSchema>;
