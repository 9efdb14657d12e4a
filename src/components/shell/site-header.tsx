import { editableAttributesOf } from '../../lib/content/editable-attributes.ts';
import { getGlobalStory } from '../../lib/content/get-story.ts';
import type { HeaderContent, NavigationContent } from '../../../domain/content/model.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { BRAND_NAMES } from '../../../domain/locale/channels.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext } from '../../lib/request/request-context.ts';
import { getInitialData } from '../../lib/shop-api/initial-data.ts';
import { Icon } from '../ui/image/icon.tsx';
import { HeaderInfoLink, iconOf, telHref } from './header/header-info-link.tsx';
import { ShopNavigation } from './header/shop-navigation.tsx';
import { BurgerToggle, MainNavigation } from './navigation/main-navigation.tsx';
import { hrefFor } from './navigation/nav-link.tsx';
import { buildSubNavigation, findActiveItem } from './navigation/navigation-rules.ts';
import { SubNavigation } from './navigation/sub-navigation.tsx';
import './header/site-header.css';
import { AccountItem } from './customer/account-item.tsx';
import { getCurrentCustomer } from '../../lib/customer/current-customer.ts';
import { offersWishlist } from '../../../domain/catalog/channel-defaults.ts';
import { getRequestWishlist } from '../../lib/wishlist/visitor-wishlist.ts';
import { WishlistItem } from './header/wishlist-item.tsx';

/**
 * Header (docs/shop-rules.md, Page shell): burger toggle, logo to home, shop navigation on the web
 * platform (a back link on desktop), the hotline and the info items; under it the main
 * navigation with its flyouts (web platform; the same tree is the burger's drawer) and the sub-navigation bar of the page's navigation
 * type. Without its stories the header still shows the logo and home link; a navigation story
 * that is partly broken degrades to plain links (see the navigation mapper).
 *
 * `cartArticlesAmount` is the cart's article count once customer data reaches the page.
 */
export async function SiteHeader({ scope, cartArticlesAmount }: { scope: PageScope; cartArticlesAmount?: number }) {
  const t = getTranslator(scope.locale);
  const wishlistShown = offersWishlist(scope.channel);
  const [header, navigation, initialData, customer, wishlist] = await Promise.all([
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'header', preview: scope.preview }),
    getGlobalStory({ channel: scope.channel, locale: scope.locale, kind: 'navigation', preview: scope.preview }),
    getInitialData({ channel: scope.channel, locale: scope.locale }),
    getCurrentCustomer(),
    wishlistShown ? getRequestWishlist(scope) : null,
  ]);
  const content = header.ok ? (header.value.story.content as HeaderContent) : null;
  const nav = navigation.ok ? (navigation.value.story.content as NavigationContent) : null;
  const brand = BRAND_NAMES[scope.channel];
  const web = scope.platform === 'web';
  const items = (content?.items ?? []).filter((item) => web || item.type === 'account' || item.type === 'cart');
  // Content is shared along the locale fallbacks (fr-CH shows fr-FR's header), so its hotline may
  // be another country's; the shop API knows each country's own number.
  const hotline = initialData?.serviceHotline || content?.serviceHotline;
  const navItems = nav?.items ?? [];
  const currentPath = getRequestContext().url.pathname;
  const hrefOf = hrefFor(scope);
  const active = findActiveItem(navItems, currentPath, hrefOf);
  const subNavigation = web ? buildSubNavigation(navItems, currentPath, hrefOf) : [];
  const hasNavigation = navItems.length > 0 || items.length > 0;
  const articles = cartArticlesAmount ?? customer?.order.cartArticlesAmount;
  const count = articles !== undefined && Number.isInteger(articles) && articles > 0 ? articles : null;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        {hasNavigation ? <BurgerToggle scope={scope} /> : null}
        {web ? null : (
          <a className="site-header__back" href={scope.buildPath('home')}>
            <Icon name="chevron-left" />
            {t('common.back')}
          </a>
        )}
        <a className="site-header__logo" href={scope.buildPath('home')} aria-label={content?.logoAlt || t('common.logoHome', { brand })}>
          <span className={`wordmark wordmark--${scope.channel}`}>{brand}</span>
        </a>
        {web && content?.shopNavigation?.length ? <ShopNavigation items={content.shopNavigation} scope={scope} /> : null}
        {hotline ? (
          <a className="site-header__hotline" href={telHref(hotline)}>
            <Icon name="phone" /> {hotline}
          </a>
        ) : null}
        <ul className="site-header__items">
          {wishlist ? <WishlistItem scope={scope} wishlist={wishlist} t={t} /> : null}
          {items.map((item, index) => {
            const className = `site-header__item site-header__item--${item.type}`;
            if (item.type === 'account') {
              return (
                <li key={index} {...editableAttributesOf(item, scope.blockContext.editable)}>
                  <AccountItem
                    scope={scope}
                    className={className}
                    accountLink={(name) => (
                      <HeaderInfoLink item={item} scope={scope} className={className}>
                        <Icon name="user" /> {name}
                      </HeaderInfoLink>
                    )}
                  />
                </li>
              );
            }
            return (
              <li key={index} {...editableAttributesOf(item, scope.blockContext.editable)}>
                <HeaderInfoLink item={item} scope={scope} className={className}>
                  <Icon name={item.icon && item.icon !== item.type ? item.icon : iconOf(item)} />
                  <span className="site-header__item-text">{item.text}</span>
                  {item.type === 'cart' ? (
                    <span className="site-header__cart-count" data-cart-count={count ?? 0}>
                      {count !== null ? (
                        <>
                          <span aria-hidden="true">{count}</span>
                          <span className="visually-hidden">{t('nav.cartCount', { count })}</span>
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </HeaderInfoLink>
              </li>
            );
          })}
        </ul>
      </div>
      {hasNavigation ? (
        <MainNavigation
          items={navItems}
          active={active}
          burger={nav?.burger}
          infoItems={items.filter((item) => item.type === 'magazine' || item.type === 'service')}
          shopNavigation={web ? (content?.shopNavigation ?? []) : []}
          hotline={hotline}
          bar={web}
          scope={scope}
        />
      ) : null}
      {subNavigation.length > 0 ? <SubNavigation elements={subNavigation} scope={scope} /> : null}
    </header>
  );
}
