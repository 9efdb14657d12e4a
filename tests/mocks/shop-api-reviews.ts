import { http, type HttpHandler } from 'msw';
import { SHOP_API, type ReviewsAnswer } from '../../domain/shop-api-contract/index.ts';
import { answerContract, createCallRecorder } from './shop-api-contract.ts';

/** Four reviews, one just written, the others hours, days and a year old relative to `now`. */
export function buildReviewsAnswer(now = Date.now()): ReviewsAnswer {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  return {
    score: { stars: 4.5, trustScore: 4.7 },
    totalReviews: 1284,
    reviewBaseLink: 'https://reviews.test/shop',
    companyLink: 'https://reviews.test/shop#about',
    reviews: [
      { id: 'r1', stars: 5, title: 'Sharp print', text: 'Better than expected.', authorName: 'Emma T.', createdAt: at(0) },
      { id: 'r2', stars: 4, title: 'Lovely frame', text: 'The hanging kit could be sturdier.', authorName: 'Sophie L.', createdAt: at(3 * 60) },
      { id: 'r3', stars: 5, title: 'Perfect gift', text: 'My parents were moved to tears.', authorName: 'Oliver G.', createdAt: at(3 * 24 * 60) },
      { id: 'r4', stars: 3, title: 'Good', text: 'Shipping took a day longer.', authorName: 'Daniel W.', createdAt: at(400 * 24 * 60) },
    ],
  };
}

/**
 * msw handler for the shop API's reviews (`/web-api/reviews`): answers `buildReviewsAnswer()` or
 * fails on request.
 *
 *   const reviews = createReviewsMock({ baseUrl });
 *   reviews.failWith(500);   // following requests answer 500 until reset()
 */
export function createReviewsMock({ baseUrl, answer = buildReviewsAnswer }: { baseUrl: string; answer?: () => ReviewsAnswer }) {
  const calls = createCallRecorder();
  const handlers: HttpHandler[] = [http.get(`${baseUrl}${SHOP_API.reviews.path}`, ({ request }) => calls.record(request) ?? answerContract('reviews', answer()))];
  return { handlers, requests: calls.requests, failWith: calls.failWith, reset: calls.reset };
}
