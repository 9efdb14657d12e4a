import { getServices } from '../../lib/services/services.ts';
import { getGlobalStory } from '../../lib/content/get-story.ts';
import type { HeaderContent, HeaderItem, NavigationContent } from '../../lib/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { buildApplicationEntryLink } from '../../lib/links/application-links.ts';
import { BRAND_NAMES } from '../../lib/locale/channels.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getInitialData } from '../../lib/shop-api/initial-data.ts';
import { ContentLink, ContentLinkList } from '../ui/content-link.tsx';
import { Icon } from '../ui/image/icon.tsx';
import { AccountItem, CartCount } from './customer/account-item.tsx';

/**
 * Cart and magazine are other applications: the item's type says which, the configuration says
 * where (content cannot know each environment's address). Other items follow their content link.
 */
function getApplicationEntry(item: HeaderItem, scope: PageScope): string | null | undefined {
  if (item.type !== 'cart' && item.type !== 'magazine') return undefined;
  const config = getServices().config;
  const returnUrl = `${config.hostTable.protocol}://${scope.requestHost}${scope.buildPath('home')}`;
  return buildApplicationEntryLink(item.type === 'cart' ? config.cartUrl : config.magazineUrl, scope.locale, returnUrl);
}

/**
 * Header (docs/shop-rules.md, Page shell): logo to home, shop navigation on the web platform (a back link on desktop),
 * and the info items. Without its story the header still shows the logo and home link.
 */
export async function SiteHeader({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const [header, navigation, initialData] = await Promise.all([
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'header', preview: scope.preview }),
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'navigation', preview: scope.preview }),
    getInitialData({ channel: scope.channel, locale: scope.locale }),
  ]);
  const content = header.ok ? (header.value.story.content as HeaderContent) : null;
  const nav = navigation.ok ? (navigation.value.story.content as NavigationContent) : null;
  const brand = BRAND_NAMES[scope.channel];
  const web = scope.platform === 'web';
  const items = (content?.items ?? []).filter((item) => web || item.type === 'account' || item.type === 'cart');
  // Content is shared along the locale fallbacks (fr-CH shows fr-FR's header), so its hotline may
  // be another country's; the shop API knows each country's own number.
  const hotline = initialData?.serviceHotline || content?.serviceHotline;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        {web ? null : (
          <a className="site-header__back" href={scope.buildPath('home')}>
            {t('common.back')}
          </a>
        )}
        <a className="site-header__logo" href={scope.buildPath('home')} aria-label={content?.logoAlt || t('common.logoHome', { brand })}>
          <span className={`wordmark wordmark--${scope.channel}`}>{brand}</span>
        </a>
        {hotline ? (
          <a className="site-header__hotline" href={`tel:${hotline.replace(/[^+\d]/g, '')}`}>
            <Icon name="phone" /> {hotline}
          </a>
        ) : null}
        <ul className="site-header__items">
          {items.map((item) => {
            const className = `site-header__item site-header__item--${item.type}`;
            const label = (
              <>
                <Icon name={item.type === 'account' ? 'user' : item.type === 'cart' ? 'cart' : item.type === 'service' ? 'phone' : 'star'} />
                <span>{item.text}</span>
                {item.type === 'cart' ? <CartCount scope={scope} /> : null}
              </>
            );
            if (item.type === 'account') {
              return (
                <li key={item._uid}>
                  <AccountItem
                    scope={scope}
                    className={className}
                    accountLink={(name) => (
                      <ContentLink link={item.link} scope={scope} className={className}>
                        <Icon name="user" /> {name}
                      </ContentLink>
                    )}
                  />
                </li>
              );
            }
            const entry = getApplicationEntry(item, scope);
            return (
              <li key={item._uid}>
                {entry === undefined ? (
                  <ContentLink link={item.link} scope={scope} className={className}>
                    {label}
                  </ContentLink>
                ) : entry === null ? (
                  <span className={className}>{label}</span>
                ) : (
                  <a className={className} href={entry}>
                    {label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {web && nav?.items?.length ? (
        <nav className="main-navigation" aria-label={t('common.mainNavigation')}>
          <ContentLinkList items={nav.items.filter((item) => !item.isOnlyInBurgerNavigation)} scope={scope} />
        </nav>
      ) : null}
    </header>
  );
}
