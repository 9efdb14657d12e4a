import { dismissLocationAction } from '../../../actions/banners.ts';
import { BRAND_NAMES } from '../../../../domain/locale/channels.ts';
import { getLanguage } from '../../../../domain/locale/locales.ts';
import { getRequestFlags } from '../../../lib/flags/request-flags.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { describeSuggestedShop, parseLocationCookie } from '../../../lib/location/location-suggestion.ts';
import { LOCATION_COOKIE } from '../../../lib/location/prepare-visitor-location.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { getServices } from '../../../lib/services/services.ts';
import { loadPageTrail } from '../footer/load-page-trail.ts';
import './location-suggestion.css';

/**
 * "Shopping from Switzerland? Go to Carta & Co. Switzerland (German)" above the header, when the
 * visitor's location cookie names another country shop of this channel (set before the page
 * store, src/lib/location/prepare-visitor-location.ts). A link to this page on that host where it
 * exists, else its home; never a redirect. "Stay here" is a form post that keeps it away for a
 * year. Never for crawlers. On phones it is the one promotional bar: the campaign and app bars
 * give way to it (CSS).
 */
export async function LocationSuggestion({ scope }: { scope: PageScope }) {
  const request = getRequestContext();
  if (getRequestFlags(request)?.crawler) return null;
  const choice = parseLocationCookie(request.cookies.get(LOCATION_COOKIE));
  if (choice?.kind !== 'suggest') return null;
  const { alternates } = await loadPageTrail(scope);
  const shop = describeSuggestedShop({
    table: getServices().config.hostTable,
    channel: scope.channel,
    locale: scope.locale,
    target: choice.country,
    alternates,
    requestHost: scope.requestHost,
  });
  if (!shop) return null;
  const t = getTranslator(scope.locale);
  const country = new Intl.DisplayNames([scope.locale], { type: 'region' }).of(shop.locale.slice(3)) ?? shop.country;
  const language = new Intl.DisplayNames([scope.locale], { type: 'language' }).of(getLanguage(shop.locale)) ?? shop.locale;
  const name = `${BRAND_NAMES[scope.channel]} ${country}`;
  const { pageUrl } = request;
  return (
    <aside className="location-suggestion" aria-label={t('location.label')}>
      <p className="location-suggestion__text">
        {t('location.text', { country })}{' '}
        <a className="location-suggestion__link" href={shop.href} hrefLang={shop.locale}>
          {t('location.switch', { shop: name, language })}
        </a>
      </p>
      <form action={dismissLocationAction} className="location-suggestion__dismiss">
        <input type="hidden" name="returnTo" value={pageUrl.pathname + pageUrl.search} />
        <button type="submit">{t('location.dismiss')}</button>
      </form>
    </aside>
  );
}
