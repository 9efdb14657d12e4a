import type { FooterReviewsTexts } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { formatTimeAgo } from '../../../lib/intl/format-time-ago.ts';
import { getNumberFormat } from '../../../../domain/intl/get-formatter.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { isLightMode, LIGHT_MODE_REVIEWS } from '../../../lib/request/light-mode.ts';
import { REVIEW_STARS_MAX } from '../../../../domain/shop-api-contract/reviews.ts';
import type { ReviewsAnswer } from '../../../lib/shop-api/reviews.ts';
import { ContentLink } from '../../ui/content-link.tsx';
import { ReviewsCarousel } from './reviews-carousel.tsx';
import { StaticIsland } from '../../ui/static-island.tsx';

/** A row of five stars filled to `stars` (halves allowed); its text is the accessible name. */
function Stars({ stars, label }: { stars: number; label: string }) {
  const percent = Math.max(0, Math.min(1, stars / REVIEW_STARS_MAX)) * 100;
  return (
    <span className="stars" role="img" aria-label={label} style={{ '--stars-fill': `${percent}%` } as React.CSSProperties}>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/**
 * Customer opinions: the channel's score, trust score and number of reviews, then the newest
 * reviews in a scroll-snap row that the carousel enhances (not in light mode: no scripts there).
 */
export function FooterReviews({ reviews, texts, scope, now = Date.now() }: { reviews: ReviewsAnswer; texts?: FooterReviewsTexts; scope: PageScope; now?: number }) {
  const t = getTranslator(scope.locale);
  const decimal = getNumberFormat(scope.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const starsLabel = (stars: number) => t('footer.starsLabel', { stars: decimal.format(stars), max: REVIEW_STARS_MAX });
  const light = isLightMode();
  // Light mode has no carousel to page through them: the newest few, the link leads to all (decision 0018).
  const shown = light ? reviews.reviews.slice(0, LIGHT_MODE_REVIEWS) : reviews.reviews;
  // The carousel moves this list as DOM: its reviews need no hydration (decision 0017). Until it
  // does (JavaScript off), the row scrolls sideways: a keyboard reaches it as a named tab stop.
  const scroller = light ? {} : { tabIndex: 0, 'aria-labelledby': 'footer-reviews-headline' };
  const row = (
    <StaticIsland as="ul" staticIsland="reviews" className="reviews__row" {...scroller}>
      {shown.map((review) => (
        <li key={review.id} className="review">
          <Stars stars={review.stars} label={starsLabel(review.stars)} />
          <h3 className="review__title">{review.title}</h3>
          <p className="review__text">{review.text}</p>
          <p className="review__meta">
            <span>{review.authorName}</span>
            {' · '}
            <time dateTime={review.createdAt}>{formatTimeAgo(review.createdAt, { locale: scope.locale, now, justNow: t('footer.justNow') })}</time>
          </p>
        </li>
      ))}
    </StaticIsland>
  );
  return (
    <section className="site-footer__reviews" aria-labelledby="footer-reviews-headline">
      <h2 id="footer-reviews-headline">{texts?.headline ?? t('footer.reviewsHeadline')}</h2>
      <p className="reviews__score">
        {/* Filled to half stars, named with the trust score printed beside it (one rating, not two). */}
        <Stars stars={reviews.score.stars} label={starsLabel(reviews.score.trustScore)} />
        <span>{t('footer.trustScore', { score: decimal.format(reviews.score.trustScore) })}</span>
        <a href={reviews.reviewBaseLink} rel="nofollow noopener noreferrer">
          {t('footer.totalReviews', { count: reviews.totalReviews })}
        </a>
      </p>
      {shown.length === 0 ? null : light ? (
        // Stacked, not a row to scroll: without the carousel a scroller would need a keyboard stop of its own.
        <div className="reviews-carousel reviews-carousel--stacked">{row}</div>
      ) : (
        <ReviewsCarousel
          count={reviews.reviews.length}
          labels={{ previous: t('footer.reviewsPrevious'), next: t('footer.reviewsNext'), group: t('footer.reviewsGroup', { n: '{n}', total: '{total}' }) }}
        >
          {row}
        </ReviewsCarousel>
      )}
      {texts?.companyLink ? (
        <p className="reviews__company">
          <ContentLink link={texts.companyLink} scope={scope}>
            {texts.companyLinkText ?? t('footer.aboutReviews')}
          </ContentLink>
        </p>
      ) : null}
    </section>
  );
}
