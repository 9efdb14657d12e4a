/**
 * Customer reviews for the footer's customer opinions: the score of the channel, how many reviews
 * it has, where to read them all, and the newest reviews in the visitor's language.
 */
import { z } from 'zod';

/** Whole stars, the only values the review form offers. */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;

export const reviewSchema = z.object({
  id: z.string().min(1),
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  title: z.string(),
  text: z.string(),
  authorName: z.string(),
  /** ISO 8601 with offset. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSchema = z.object({
  score: z.object({
    /** The average, rounded to half stars for the star row. */
    stars: z.number().min(0).max(REVIEW_STARS_MAX),
    /** The average to one decimal, shown as the trust score. */
    trustScore: z.number().min(0).max(REVIEW_STARS_MAX),
  }),
  totalReviews: z.number().int().nonnegative(),
  /** Where all reviews can be read (the review platform's page of the shop). */
  reviewBaseLink: z.url(),
  companyLink: z.url(),
  reviews: z.array(reviewSchema),
});
export type ReviewsAnswer = z.infer<typeof reviewsSchema>;
