import { dismissAppBannerAction } from '../../../actions/banners.ts';
import { APP_RATING, getAppStoreLinks } from '../../../../domain/banners/app-store-links.ts';
import { offersApps } from '../../../../domain/catalog/channel-defaults.ts';
import { isAppBannerDismissed } from '../../../lib/banners/dismissal.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { BRAND_NAMES } from '../../../../domain/locale/channels.ts';
import { EXTERNAL_REL } from '../../../lib/links/resolve-link.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { DismissForm } from './dismiss-form.tsx';
import './app-banner.css';

/**
 * The app-install banner on the web platform (the desktop platform is the app already). Shown on
 * phone and tablet widths only (CSS; decision 0011); closing it is a form post that keeps it
 * closed for three base periods. Not in light mode: an app download is the opposite of saving data.
 * Only where the apps are sold: the poster channel outside en-US (spec 9.4).
 */
export function AppBanner({ scope }: { scope: PageScope }) {
  const request = getRequestContext();
  if (!offersApps(scope.channel, scope.locale) || scope.platform !== 'web' || isAppBannerDismissed(request.cookies) || isLightMode(request)) return null;
  const t = getTranslator(scope.locale);
  const brand = BRAND_NAMES[scope.channel];
  const links = getAppStoreLinks(scope.channel, scope.locale);
  const rating = new Intl.NumberFormat(scope.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(APP_RATING);
  return (
    <aside className="app-banner" aria-label={t('banner.app.label', { brand })}>
      <div className="app-banner__body">
        <p className="app-banner__title">{t('banner.app.title', { brand })}</p>
        <p className="app-banner__text">{t('banner.app.text')}</p>
        <p className="app-banner__rating">
          <span className="app-banner__stars" aria-hidden="true">
            ★★★★★
          </span>{' '}
          <span>{t('banner.app.rating', { rating })}</span>
        </p>
        <ul className="app-banner__stores">
          <li>
            <a href={links.appStore} rel={EXTERNAL_REL}>
              {t('banner.app.appStore')}
            </a>
          </li>
          <li>
            <a href={links.googlePlay} rel={EXTERNAL_REL}>
              {t('banner.app.googlePlay')}
            </a>
          </li>
        </ul>
      </div>
      <DismissForm action={dismissAppBannerAction} label={t('banner.app.dismiss')} className="app-banner__dismiss" />
    </aside>
  );
}
