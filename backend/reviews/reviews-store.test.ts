import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsSchema } from '../../domain/shop-api-contract/index.ts';
import { openDatabase } from '../db/open-database.ts';
import { createReviewsStore, REVIEWS_PER_ANSWER, seedReviews } from './reviews-store.ts';
import { SEED_REVIEWS_WRITTEN_BY } from './seed-reviews.ts';

const now = Date.UTC(2026, 10, 23, 12);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-'));
  dirs.push(dir);
  return openDatabase(dir, () => now);
}

describe('reviews store', () => {
  // Issue 20 item 13: review ages counted from the server's start ("just now" after every restart).
  it('seeds an empty table once, each review with its own date, whenever the backend starts', () => {
    const db = freshDatabase();
    const store = createReviewsStore(db);
    expect(seedReviews(db)).toBe(0);
    const answer = store.getReviews('poster', 'de-CH');
    expect(reviewsSchema.parse(answer)).toEqual(answer);
    expect(answer.reviews[0]!.createdAt).toBe(new Date(SEED_REVIEWS_WRITTEN_BY).toISOString());
    const later = createReviewsStore(freshDatabase()).getReviews('poster', 'de-CH');
    expect(later.reviews.map((review) => review.createdAt)).toEqual(answer.reviews.map((review) => review.createdAt));
    expect(Date.parse(answer.reviews.at(-1)!.createdAt)).toBeLessThan(SEED_REVIEWS_WRITTEN_BY - 365 * 24 * 3_600_000);
  });

  it('answers the newest reviews in the visitor language, newest first, and the channel score over all', () => {
    const store = createReviewsStore(freshDatabase());
    const french = store.getReviews('card', 'fr-CH');
    expect(french.reviews.length).toBeGreaterThan(3);
    expect(french.reviews.length).toBeLessThanOrEqual(REVIEWS_PER_ANSWER);
    expect(french.reviews.every((review) => review.id.startsWith('card-fr-'))).toBe(true);
    const dates = french.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const english = store.getReviews('card', 'en-US');
    expect(english.reviews[0]?.id).toMatch(/^card-en-/);
    expect(english.totalReviews).toBe(french.totalReviews);
    expect(english.score).toEqual(french.score);
    expect(french.score.trustScore).toBeGreaterThan(4);
    expect(french.score.stars % 0.5).toBe(0);
    expect(store.getReviews('poster', 'fr-CH').reviewBaseLink).not.toBe(french.reviewBaseLink);
  });
});
