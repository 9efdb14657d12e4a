import type { DatabaseSync } from 'node:sqlite';
import type { ReviewsAnswer } from '../../domain/shop-api-contract/index.ts';
import { CHANNELS, type Channel } from '../../domain/locale/channels.ts';
import { getLanguage, type LocaleCode } from '../../domain/locale/locales.ts';
import { inTransaction } from '../db/open-database.ts';
import { SEED_REVIEWS, SEED_REVIEWS_WRITTEN_BY } from './seed-reviews.ts';

/** How many of the newest reviews the footer gets: enough for three groups of three. */
export const REVIEWS_PER_ANSWER = 9;

/** The review platform's pages of each brand (a stand-in: the embedded backend has no platform). */
const PLATFORM_LINKS: Record<Channel, { reviewBaseLink: string; companyLink: string }> = {
  poster: { reviewBaseLink: 'https://www.trustpilot.com/review/posterly.example', companyLink: 'https://www.trustpilot.com/review/posterly.example#about' },
  card: { reviewBaseLink: 'https://www.trustpilot.com/review/carta.example', companyLink: 'https://www.trustpilot.com/review/carta.example#about' },
};

type ReviewRow = { id: string; stars: number; title: string; text: string; author_name: string; created_at: string };

export type ReviewsStore = { getReviews(channel: Channel, locale: LocaleCode): ReviewsAnswer };

/**
 * Fills an empty table with the seed reviews, each with its own date (SEED_REVIEWS_WRITTEN_BY minus
 * its age). Dated from the server's start, every restart made them new again ("just now" for
 * ever); a review's date is a fact of the review, not of the process.
 */
export function seedReviews(db: DatabaseSync): number {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM reviews').get() as { count: number };
  if (count > 0) return 0;
  const insert = db.prepare('INSERT INTO reviews (id, channel, language, stars, title, text, author_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  let inserted = 0;
  inTransaction(db, () => {
    for (const channel of CHANNELS) {
      for (const [language, reviews] of Object.entries(SEED_REVIEWS[channel])) {
        reviews.forEach(([stars, title, text, author, ageMinutes], index) => {
          const createdAt = new Date(SEED_REVIEWS_WRITTEN_BY - ageMinutes * 60_000).toISOString();
          insert.run(`${channel}-${language}-${index + 1}`, channel, language, stars, title, text, author, createdAt);
          inserted += 1;
        });
      }
    }
  });
  return inserted;
}

export function createReviewsStore(db: DatabaseSync): ReviewsStore {
  seedReviews(db);
  const newest = db.prepare('SELECT id, stars, title, text, author_name, created_at FROM reviews WHERE channel = ? AND language = ? ORDER BY created_at DESC LIMIT ?');
  const summary = db.prepare('SELECT COUNT(*) AS total, AVG(stars) AS average FROM reviews WHERE channel = ?');
  return {
    getReviews(channel, locale) {
      const rows = newest.all(channel, getLanguage(locale), REVIEWS_PER_ANSWER) as ReviewRow[];
      const { total, average } = summary.get(channel) as { total: number; average: number | null };
      const mean = average ?? 0;
      return {
        score: { stars: Math.round(mean * 2) / 2, trustScore: Math.round(mean * 10) / 10 },
        totalReviews: total,
        ...PLATFORM_LINKS[channel],
        reviews: rows.map((row) => ({
          id: row.id,
          stars: row.stars,
          title: row.title,
          text: row.text,
          authorName: row.author_name,
          createdAt: row.created_at,
        })),
      };
    },
  };
}
