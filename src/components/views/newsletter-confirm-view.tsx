import { confirmNewsletterAction } from '../../actions/newsletter-confirm.ts';
import { BackHomeLink } from './back-home-link.tsx';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { CONFIRM_TOKEN_PATTERN } from '../../lib/newsletter/confirm-token.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { readPageToken } from '../../lib/request/page-token.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { PageHead } from '../shell/page-head.tsx';
import { StoryPage } from './story-page.tsx';

/** Outcomes the confirm action redirects with (`?status=`). */
const OUTCOMES = ['confirmed', 'unknownToken', 'expired', 'missingToken', 'upstreamError'] as const;
type Outcome = (typeof OUTCOMES)[number];

export type ConfirmPageState =
  | { kind: 'confirm'; token: string; retry: boolean }
  | { kind: 'confirmed' }
  | { kind: 'invalid'; reason: 'unknownToken' | 'expired' | 'missingToken' };

/**
 * Three states, each with its own heading: the confirm button (a link from the mail), the thanks
 * after confirming, and a link that cannot confirm anything (unknown, used or expired token, or
 * none at all). Only the first shows the content-managed "please confirm" story.
 */
export function getConfirmPageState(query: URLSearchParams, token: string | null): ConfirmPageState {
  const status: Outcome | undefined = OUTCOMES.find((outcome) => outcome === query.get('status'));
  if (status === 'confirmed') return { kind: 'confirmed' };
  if (status === 'unknownToken' || status === 'expired') return { kind: 'invalid', reason: status };
  if (!token) return { kind: 'invalid', reason: 'missingToken' };
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return { kind: 'invalid', reason: 'unknownToken' };
  return { kind: 'confirm', token, retry: status === 'upstreamError' };
}

/**
 * Double opt-in: the mail links here with `?token=`, which the first request moves into a cookie
 * (src/lib/request/page-token.ts). Confirming takes a button press (a POST),
 * because mail scanners open links and would otherwise confirm on the owner's behalf.
 */
export function NewsletterConfirmView({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const request = getRequestContext();
  const state = getConfirmPageState(request.pageUrl.searchParams, readPageToken(request.pageUrl, request.cookies));

  if (state.kind === 'confirm') {
    return (
      <StoryPage scope={scope} pagePath="newsletter-confirm">
        {() => (
          <section className="newsletter-confirm">
            {state.retry ? (
              <p className="form-error" role="status">
                {t('newsletterConfirm.upstreamError')}
              </p>
            ) : null}
            <form action={confirmNewsletterAction}>
              <input type="hidden" name="token" value={state.token} />
              <button type="submit" className="button">
                {t('newsletterConfirm.button')}
              </button>
            </form>
          </section>
        )}
      </StoryPage>
    );
  }

  const confirmed = state.kind === 'confirmed';
  const title = t(confirmed ? 'newsletterConfirm.confirmedTitle' : 'newsletterConfirm.invalidTitle');
  return (
    <section className={`newsletter-confirm newsletter-confirm--${state.kind}`}>
      <PageHead scope={scope} title={title} />
      <h1>{title}</h1>
      <p className={confirmed ? 'form-success' : 'form-error'} role="status">
        {t(confirmed ? 'newsletterConfirm.confirmed' : `newsletterConfirm.${state.reason}`)}
      </p>
      {confirmed ? null : <p>{t('newsletterConfirm.resubscribe')}</p>}
      <BackHomeLink scope={scope} />
    </section>
  );
}
