import { z } from 'zod';
import { CHANNELS, type Channel } from '../../domain/locale/channels.ts';
import { LANGUAGES, type Language } from '../../domain/locale/locales.ts';
import seedReviews from './seed-reviews.json' with { type: 'json' };

/**
 * Seed reviews per channel and language (`seed-reviews.json`, data kept out of code): stars, title,
 * text, author and how long before SEED_REVIEWS_WRITTEN_BY it was written (minutes), so the seed
 * spans hours to over a year.
 */
export type SeedReview = readonly [stars: number, title: string, text: string, author: string, ageMinutes: number];

/** The newest seed review's date: fixed, so a review is as old on every start of the backend. */
export const SEED_REVIEWS_WRITTEN_BY = Date.UTC(2026, 10, 2, 9, 30);

const seedReviewSchema = z.tuple([z.number().int().min(1).max(5), z.string().min(1), z.string().min(1), z.string().min(1), z.number().int().min(0)]);

// Checked on load: a typo in the file fails the backend's start and its tests, not a page.
export const SEED_REVIEWS: Readonly<Record<Channel, Readonly<Record<Language, readonly SeedReview[]>>>> = z
  .record(z.enum(CHANNELS), z.record(z.enum(LANGUAGES), z.array(seedReviewSchema).min(1)))
  .parse(seedReviews);
