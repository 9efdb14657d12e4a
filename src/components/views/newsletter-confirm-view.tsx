import { confirmNewsletterAction } from '../../actions/newsletter-confirm.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { StoryPage } from './story-page.tsx';

const OUTCOMES = ['confirmed', 'unknownToken', 'expired', 'missingToken', 'upstreamError'] as const;

/**
 * Double opt-in: the mail links here with `?token=`. Confirming takes a button press (a POST),
 * because mail scanners open links and would otherwise confirm on the owner's behalf.
 */
export function NewsletterConfirmView({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const query = getRequestContext().pageUrl.searchParams;
  const token = query.get('token') ?? '';
  const status = OUTCOMES.find((outcome) => outcome === query.get('status'));
  return (
    <StoryPage scope={scope} pagePath="newsletter-confirm">
      {() => (
        <section className="newsletter-confirm">
          {status ? (
            <p className={status === 'confirmed' ? 'form-success' : 'form-error'} role="status">
              {t(`newsletterConfirm.${status}`)}
            </p>
          ) : null}
          {status === 'confirmed' ? null : token ? (
            <form action={confirmNewsletterAction}>
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="button">
                {t('newsletterConfirm.button')}
              </button>
            </form>
          ) : status ? null : (
            <p className="form-error">{t('newsletterConfirm.missingToken')}</p>
          )}
        </section>
      )}
    </StoryPage>
  );
}
