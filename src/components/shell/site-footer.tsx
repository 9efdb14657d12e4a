import { getServices } from '../../lib/services/services.ts';
import { getGlobalStory } from '../../lib/content/get-story.ts';
import type { FooterContent } from '../../lib/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { RichText } from '../blocks/rich-text.tsx';
import { ContentLink } from '../ui/content-link.tsx';
import { LightModeToggle } from './light-mode-toggle.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * Footer sections in the order of docs/shop-rules.md, Page shell, that exist so far: link boxes, newsletter, SEO text,
 * payment methods, customer service and copyright. The newsletter form renders even when the
 * footer story is unavailable, with the catalogue's texts.
 */
export async function SiteFooter({ scope, uniqueIdentifier }: { scope: PageScope; uniqueIdentifier: string }) {
  const t = getTranslator(scope.locale);
  const footer = await getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'footer', preview: scope.preview });
  const content = footer.ok ? (footer.value.story.content as FooterContent) : null;
  const newsletter = content?.newsletter;

  return (
    <footer className="site-footer">
      {content?.linkBoxes?.length ? (
        <div className="site-footer__link-boxes">
          {content.linkBoxes.map((box) => (
            <details key={box._uid} className="footer-link-box" open>
              <summary>{box.title}</summary>
              <ul>
                {box.links.map((entry) => (
                  <li key={entry._uid}>
                    <ContentLink link={entry.link} scope={scope}>
                      {entry.text}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      ) : null}
      <section
        className="site-footer__newsletter"
        aria-labelledby="newsletter-headline"
        style={{ backgroundColor: newsletter?.backgroundColor, color: newsletter?.textColor }}
      >
        <h2 id="newsletter-headline">{newsletter?.headline ?? 'Newsletter'}</h2>
        {newsletter?.newsletterText ? <p>{newsletter.newsletterText}</p> : null}
        <NewsletterForm
          uniqueIdentifier={uniqueIdentifier}
          recaptchaSiteKey={getServices().config.recaptchaSiteKey}
          labels={{
            emailLabel: t('newsletter.emailLabel'),
            placeholder: newsletter?.inputPlaceholder ?? t('newsletter.emailLabel'),
            submit: newsletter?.ctaText ?? 'OK',
            submitting: t('newsletter.submitting'),
            honeypot: t('newsletter.honeypotLabel'),
            invalidEmail: t('newsletter.invalidEmail'),
            required: t('newsletter.required'),
          }}
        />
        {newsletter?.privacyNote ? (
          <div className="site-footer__newsletter-note">
            <RichText doc={newsletter.privacyNote} ctx={scope.blockContext} />
          </div>
        ) : null}
      </section>
      {content?.seoText ? (
        <details className="site-footer__seo-text">
          <summary>{t('footer.readMore')}</summary>
          <RichText doc={content.seoText} ctx={scope.blockContext} />
        </details>
      ) : null}
      {content?.paymentMethods?.length ? (
        <section className="site-footer__payment" aria-label={t('footer.paymentMethods')}>
          <h2 className="visually-hidden">{t('footer.paymentMethods')}</h2>
          <ul>
            {content.paymentMethods.map((method) => (
              <li key={method} className={`payment-method payment-method--${method}`}>
                {method}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content?.serviceText ? (
        <p className="site-footer__service">
          <strong>{t('footer.customerService')}:</strong> {content.serviceText}
        </p>
      ) : null}
      <LightModeToggle scope={scope} />
      <p className="site-footer__copyright">{content?.copyright ?? null}</p>
      {footer.ok ? null : <p className="degraded">{t('common.sectionUnavailable')}</p>}
    </footer>
  );
}
