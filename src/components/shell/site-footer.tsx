import { offersApps } from '../../../domain/catalog/channel-defaults.ts';
import type { ReactNode } from 'react';
import { getServices } from '../../lib/services/services.ts';
import { getGlobalStory } from '../../lib/content/get-story.ts';
import type { Asset, StoryLink, FooterBox, FooterBoxItem, FooterBoxType, FooterContent } from '../../../domain/content/model.ts';
import { buildImageUrl, IMAGE_BREAKPOINTS } from '../../lib/images/build-image-url.ts';
import { editableAttributesOf } from '../../lib/content/editable-attributes.ts';
import { consentSettingsHref, isConsentSettingsLink } from '../../lib/consent/consent.ts';
import { getTreatment } from '../../lib/flags/get-treatment.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import { logEventOnce } from '../../lib/log/logger.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { getReviews } from '../../lib/shop-api/reviews.ts';
import { RichText } from '../blocks/rich-text.tsx';
import { ContentLink } from '../ui/content-link.tsx';
import { StaticIsland } from '../ui/static-island.tsx';
import { Icon } from '../ui/image/icon.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { orderFooterSections, REVIEWS_ORDER_FLAG, type FooterSection } from './footer/footer-sections.ts';
import { FooterReviews } from './footer/footer-reviews.tsx';
import { loadPageTrail } from './footer/load-page-trail.ts';
import { buildCountryLinks, buildLanguageLinks, type SwitchLink } from './footer/switch-links.ts';
import { LightModeToggle } from './light-mode-toggle.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import './footer/site-footer.css';

/** Logos in public/payment/, named for screen readers; other methods show their name as text. */
const PAYMENT_LOGOS: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  visa: 'Visa',
  mastercard: 'Mastercard',
  klarna: 'Klarna',
  amex: 'American Express',
};

/**
 * Boxes a light page leaves out (decision 0018): the apps box asks for a download, the opposite of
 * saving data, and the awards box is decoration without a link.
 */
const LIGHT_MODE_OMITTED_BOXES: ReadonlySet<FooterBoxType> = new Set(['apps', 'awards']);

/**
 * A footer content link. The consent value (`#consent-settings`) becomes this page's address with
 * the second layer open: the link rules would drop the query, and content cannot know the page.
 */
function FooterLink({ link, scope, consentHref, children }: { link: StoryLink | undefined; scope: PageScope; consentHref: string; children: ReactNode }) {
  if (isConsentSettingsLink(link)) {
    return (
      <a href={consentHref} rel="nofollow">
        {children}
      </a>
    );
  }
  return (
    <ContentLink link={link} scope={scope}>
      {children}
    </ContentLink>
  );
}

/** An award seal or app badge: small, lazy, one URL (the image service's smallest allowed width). */
function BoxImage({ asset, alt }: { asset: Asset; alt: string }) {
  const src = buildImageUrl(asset.filename, { width: IMAGE_BREAKPOINTS.xxs, quality: 85, format: 'webp' });
  return src ? <img className="footer-box__image" src={src} alt={alt} loading="lazy" /> : null;
}

/**
 * `linkImage`: the image alone is the link (an app store badge), named by the item's text. Without
 * it the image (an award seal) stands before the text, named by its own alt or the item's title.
 */
function FooterBoxItemBody({ item, scope, consentHref }: { item: FooterBoxItem; scope: PageScope; consentHref: string }) {
  if (item.image && item.linkImage && item.link) {
    return (
      <FooterLink link={item.link} scope={scope} consentHref={consentHref}>
        <BoxImage asset={item.image} alt={item.image.alt || item.text} />
      </FooterLink>
    );
  }
  const image = item.image ? <BoxImage asset={item.image} alt={item.image.alt || item.title || item.text} /> : null;
  return item.link ? (
    <FooterLink link={item.link} scope={scope} consentHref={consentHref}>
      {image}
      {item.text}
    </FooterLink>
  ) : (
    <span>
      {image}
      {item.text}
    </span>
  );
}

function FooterBoxSection({ box, index, scope, consentHref }: { box: FooterBox; index: number; scope: PageScope; consentHref: string }) {
  return (
    <section className={`footer-box footer-box--${box.type}`} aria-labelledby={`footer-box-${index}`} {...editableAttributesOf(box, scope.blockContext.editable)}>
      <h2 id={`footer-box-${index}`}>{box.title}</h2>
      {box.text ? <p>{box.text}</p> : null}
      {box.items.length ? (
        <ul>
          {box.items.map((item, itemIndex) => (
            <li key={itemIndex} {...editableAttributesOf(item, scope.blockContext.editable)}>
              {item.title ? <strong className="footer-box__item-title">{item.title}</strong> : null}
              <FooterBoxItemBody item={item} scope={scope} consentHref={consentHref} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SwitchBox({ id, title, links }: { id: string; title: string; links: SwitchLink[] }) {
  if (!links.length) return null;
  return (
    <section className={`footer-box footer-box--${id}`} aria-labelledby={`footer-box-${id}`}>
      <h2 id={`footer-box-${id}`}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.hreflang}>
            <a href={link.href} hrefLang={link.hreflang} lang={id === 'languages' ? link.hreflang : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer, sections in the shop's order (footer-sections.ts; a flag places the customer
 * opinions). Link lists and contact tiles are `<details>`: below 720px only the first of each is
 * open, from 720px CSS shows them all (site-footer.css). Each section degrades on its own: no
 * footer story leaves the newsletter with the catalogue's texts, failing reviews leave out the
 * customer opinions.
 */
export async function SiteFooter({ scope, uniqueIdentifier }: { scope: PageScope; uniqueIdentifier: string }) {
  const t = getTranslator(scope.locale);
  const config = getServices().config;
  const light = isLightMode();
  const [footer, reviews, trail] = await Promise.all([
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'footer', preview: scope.preview }),
    getReviews({ channel: scope.channel, locale: scope.locale }),
    loadPageTrail(scope),
  ]);
  // A page's own footer (footerOverride) replaces the global one on that page.
  const content: FooterContent | null = trail.footerOverride ?? (footer.ok ? footer.value.story.content : null);
  const newsletter = content?.newsletter;
  const switchInput = { table: config.hostTable, channel: scope.channel, locale: scope.locale, requestHost: scope.requestHost };
  // A content link carrying the consent value opens the second layer on this very page.
  const contentConsentHref = consentSettingsHref(getRequestContext().pageUrl);
  const contentHasConsentLink =
    (content?.linkBoxes ?? []).some((box) => box.links.some((entry) => isConsentSettingsLink(entry.link))) ||
    (content?.boxes ?? []).some((box) => box.items.some((item) => isConsentSettingsLink(item.link)));
  // Every seeded footer carries that link; one an editor left without it gets the shop's (the
  // settings must be reachable on every page), and the omission is logged for the editors.
  if (content && !contentHasConsentLink) {
    logEventOnce('warn', 'footer-consent-link-missing', `${scope.channel}/${scope.locale}/${trail.footerOverride ? getRequestContext().pageUrl.pathname : 'global'}`, {
      channel: scope.channel,
      locale: scope.locale,
      footerOverride: trail.footerOverride !== undefined,
    });
  }

  // Content may still carry an apps box where no app is sold (spec 9.4): it is left out.
  const appsOffered = offersApps(scope.channel, scope.locale);

  const sections: Record<FooterSection, ReactNode> = {
    reviews: reviews ? <FooterReviews reviews={reviews} texts={content?.reviews} scope={scope} /> : null,
    linkBoxes: content?.linkBoxes?.length ? (
      <div className="site-footer__link-boxes">
        {content.linkBoxes.map((box, index) => (
          <details key={index} className="footer-collapse footer-link-box" open={index === 0} {...editableAttributesOf(box, scope.blockContext.editable)}>
            <summary>{box.title}</summary>
            <ul>
              {box.links.map((entry, entryIndex) => (
                <li key={entryIndex} {...editableAttributesOf(entry, scope.blockContext.editable)}>
                  <FooterLink link={entry.link} scope={scope} consentHref={contentConsentHref}>
                    {entry.text}
                  </FooterLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    ) : null,
    newsletter: (
      <section
        className="site-footer__newsletter"
        aria-labelledby="newsletter-headline"
        style={{ backgroundColor: newsletter?.backgroundColor, color: newsletter?.textColor }}
      >
        <h2 id="newsletter-headline">{newsletter?.headline ?? 'Newsletter'}</h2>
        {newsletter?.newsletterText ? <p>{newsletter.newsletterText}</p> : null}
        <NewsletterForm
          uniqueIdentifier={uniqueIdentifier}
          recaptchaSiteKey={config.recaptchaSiteKey}
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
    ),
    communication: content?.communicationTiles?.length ? (
      <div className="site-footer__tiles">
        {content.communicationTiles.map((tile, index) => (
          <details key={index} className="footer-collapse footer-tile" open={index === 0} {...editableAttributesOf(tile, scope.blockContext.editable)}>
            <summary>
              {tile.icon ? <Icon name={tile.icon} /> : null}
              {tile.title}
            </summary>
            <p>{tile.text}</p>
            {tile.link ? (
              <ContentLink link={tile.link} scope={scope} className="footer-tile__link">
                {tile.linkText ?? tile.title}
              </ContentLink>
            ) : null}
          </details>
        ))}
      </div>
    ) : null,
    // Written for search engines, which never ask for the light version (decision 0018).
    seoText: content?.seoText && !light ? (
      <details className="site-footer__seo-text">
        <summary>{t('footer.readMore')}</summary>
        <RichText doc={content.seoText} ctx={scope.blockContext} />
      </details>
    ) : null,
    breadcrumb: <Breadcrumb items={trail.breadcrumb} scope={scope} label={t('footer.breadcrumb')} className="site-footer__breadcrumb" />,
    payment: content?.paymentMethods?.length ? (
      <section className="site-footer__payment" aria-labelledby="footer-payment-headline">
        <h2 id="footer-payment-headline" className="visually-hidden">
          {t('footer.paymentMethods')}
        </h2>
        <ul>
          {content.paymentMethods.map((method) => (
            <li key={method}>
              {/* Light pages name the methods: five logo files fewer to fetch. */}
              {PAYMENT_LOGOS[method] && !light ? (
                <img src={`/payment/${method}.svg`} alt={PAYMENT_LOGOS[method]} width={60} height={38} loading="lazy" />
              ) : (
                <span className="payment-method">{PAYMENT_LOGOS[method] ?? method}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    ) : null,
    boxes: (
      <div className="site-footer__boxes">
        {(content?.boxes ?? []).map((box, index) =>
          (light && LIGHT_MODE_OMITTED_BOXES.has(box.type)) || (box.type === 'apps' && !appsOffered) ? null : <FooterBoxSection key={index} box={box} index={index} scope={scope} consentHref={contentConsentHref} />,
        )}
        <SwitchBox id="international" title={t('footer.international')} links={buildCountryLinks(switchInput)} />
        <SwitchBox id="languages" title={t('footer.languages')} links={buildLanguageLinks({ ...switchInput, alternates: trail.alternates })} />
      </div>
    ),
    copyright: (
      <div className="site-footer__legal">
        {content?.serviceText ? (
          <p className="site-footer__service">
            <strong>{t('footer.customerService')}:</strong> {content.serviceText}
          </p>
        ) : null}
        <LightModeToggle scope={scope} />
        <p className="site-footer__copyright">{content?.copyright ?? null}</p>
        {/* Only where the footer content carries no consent link, or none could be read (decision 0026). */}
        {contentHasConsentLink ? null : (
          <a className="site-footer__consent" href={contentConsentHref} rel="nofollow">
            {t('footer.cookieSettings')}
          </a>
        )}
        {footer.ok || trail.footerOverride ? null : <p className="degraded">{t('common.sectionUnavailable')}</p>}
      </div>
    ),
  };

  return (
    <footer className="site-footer">
      {orderFooterSections(getTreatment(REVIEWS_ORDER_FLAG)).map((section) =>
        sections[section] ? (
          <StaticIsland key={section} staticIsland={`footer-${section}`} className={`site-footer__section site-footer__section--${section}`}>
            {sections[section]}
          </StaticIsland>
        ) : null,
      )}
    </footer>
  );
}
