import { saveConsentAction } from '../../actions/consent.ts';
import { CONSENT_QUERY, CONSENT_SETTINGS_VALUE, consentReturnPath, consentSettingsHref } from '../../lib/consent/consent.ts';
import { readConsent } from '../../lib/consent/read-consent.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../lib/request/light-mode.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import './consent-banner.css';

/**
 * The consent banner: until the visitor has chosen, and again on `?consent=settings` (the second
 * layer: one box per category). In the page's flow above the header, never over it, so nothing
 * it covers is out of reach; a plain form post, so it works without JavaScript. Necessary
 * cookies need no consent and are shown ticked and fixed.
 *
 * Light pages load no tags and set no cookie that needs consent, so they do not ask; the footer's
 * cookie settings still open the banner, and the first full page asks (decision 0018).
 */
export function ConsentBanner({ scope }: { scope: PageScope }) {
  const request = getRequestContext();
  const consent = readConsent();
  const settingsOpen = request.pageUrl.searchParams.get(CONSENT_QUERY) === CONSENT_SETTINGS_VALUE;
  if (!settingsOpen && (consent || isLightMode(request))) return null;
  const t = getTranslator(scope.locale);
  const returnTo = consentReturnPath(request.pageUrl.pathname + request.pageUrl.search);
  const categories = [
    { name: 'necessary', checked: true, fixed: true },
    { name: 'statistics', checked: consent?.statistics ?? false, fixed: false },
    { name: 'marketing', checked: consent?.marketing ?? false, fixed: false },
  ];
  return (
    <section className="consent-banner" id="consent-settings" aria-labelledby="consent-title">
      <h2 id="consent-title">{t(settingsOpen ? 'consent.settingsTitle' : 'consent.title')}</h2>
      <p>{t('consent.text')}</p>
      <form action={saveConsentAction} className="consent-banner__form">
        <input type="hidden" name="returnTo" value={returnTo} />
        {settingsOpen ? (
          <fieldset className="consent-banner__categories">
            <legend>{t('consent.categories')}</legend>
            {categories.map((category) => (
              <div key={category.name} className="consent-banner__category">
                <input
                  type="checkbox"
                  id={`consent-${category.name}`}
                  name={category.name}
                  defaultChecked={category.checked}
                  disabled={category.fixed}
                  aria-describedby={`consent-${category.name}-text`}
                />
                <label htmlFor={`consent-${category.name}`}>
                  {t(`consent.${category.name}`)}
                  {category.fixed ? ` (${t('consent.alwaysOn')})` : null}
                </label>
                <p id={`consent-${category.name}-text`}>{t(`consent.${category.name}Text`)}</p>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="submit" name="decision" value="all">
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="decision" value="none">
            {t('consent.refuseAll')}
          </button>
          {settingsOpen ? (
            <button type="submit" name="decision" value="selection">
              {t('consent.save')}
            </button>
          ) : (
            <a href={consentSettingsHref(request.pageUrl)}>{t('consent.settings')}</a>
          )}
        </div>
      </form>
    </section>
  );
}
