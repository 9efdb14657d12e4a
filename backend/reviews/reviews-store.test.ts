import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsSchema } from '../../src/lib/shop-api/contract/index.ts';
import { openDatabase } from '../db/open-database.ts';
import { createReviewsStore, REVIEWS_PER_ANSWER, seedReviews } from './reviews-store.ts';

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
  it('seeds an empty table once, with reviews dated relative to the first start', () => {
    const db = freshDatabase();
    const store = createReviewsStore(db, () => now);
    expect(seedReviews(db, now + 1000)).toBe(0);
    const answer = store.getReviews('poster', 'de-CH');
    expect(reviewsSchema.parse(answer)).toEqual(answer);
    const newest = answer.reviews[0]!;
    expect(now - Date.parse(newest.createdAt)).toBeLessThan(60_000);
  });

  it('answers the newest reviews in the visitor language, newest first, and the channel score over all', () => {
    const store = createReviewsStore(freshDatabase(), () => now);
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
