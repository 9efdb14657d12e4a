import { getGlobalStory } from '../../lib/content/get-story.ts';
import type { HeaderContent, NavigationContent } from '../../lib/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { BRAND_NAMES } from '../../lib/locale/channels.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { ContentLink } from '../ui/content-link.tsx';
import { Icon } from '../ui/image/icon.tsx';

/**
 * Header (001 §2): logo to home, shop navigation on the web platform (a back link on desktop),
 * and the info items. Without its story the header still shows the logo and home link.
 */
export async function SiteHeader({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const [header, navigation] = await Promise.all([
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'header', preview: scope.preview }),
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'navigation', preview: scope.preview }),
  ]);
  const content = header.ok ? (header.story.content as HeaderContent) : null;
  const nav = navigation.ok ? (navigation.story.content as NavigationContent) : null;
  const brand = BRAND_NAMES[scope.channel];
  const web = scope.platform === 'web';
  const items = (content?.items ?? []).filter((item) => web || item.type === 'account' || item.type === 'cart');

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
        {content?.serviceHotline ? (
          <a className="site-header__hotline" href={`tel:${content.serviceHotline.replace(/[^+\d]/g, '')}`}>
            <Icon name="phone" /> {content.serviceHotline}
          </a>
        ) : null}
        <ul className="site-header__items">
          {items.map((item) => (
            <li key={item._uid}>
              <ContentLink link={item.link} scope={scope} className={`site-header__item site-header__item--${item.type}`}>
                <Icon name={item.type === 'account' ? 'user' : item.type === 'cart' ? 'cart' : item.type === 'service' ? 'phone' : 'star'} />
                <span>{item.text}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
      {web && nav?.items?.length ? (
        <nav className="main-navigation" aria-label={t('common.mainNavigation')}>
          <ul>
            {nav.items
              .filter((item) => !item.isOnlyInBurgerNavigation)
              .map((item) => (
                <li key={item._uid}>
                  <ContentLink link={item.link} scope={scope}>
                    {item.text}
                  </ContentLink>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
