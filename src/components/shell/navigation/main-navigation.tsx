import { editableAttributesOf } from '../../../lib/content/editable-attributes.ts';
import type { BurgerNavigation, HeaderItem, NavigationItem, ShopNavigationItem, StoryLink } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { Icon } from '../../ui/image/icon.tsx';
import { HeaderInfoLink, iconOf, telHref } from '../header/header-info-link.tsx';
import { BurgerTree } from './burger-tree.tsx';
import { Flyout } from './flyout.tsx';
import { hrefFor, NavLink } from './nav-link.tsx';
import { isLightMode } from '../../../lib/request/light-mode.ts';
import { StaticIsland } from '../../ui/static-island.tsx';
import { NavScroller } from './nav-scroller.tsx';
import { getFlyoutCategories, hasFlyout, type ActiveItem } from './navigation-rules.ts';
import './navigation.css';

/** A CSS string for a custom property: the burger's words are written once, not on every entry. */
const cssString = (text: string) => JSON.stringify(text);

/**
 * The burger's toggle (below 1000 px). It only holds the open state: the menu it opens is the
 * main navigation itself, which CSS turns into the drawer while this is open.
 */
export function BurgerToggle({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  return (
    <details className="burger">
      <summary>
        <Icon name="menu" />
        <Icon name="close" />
        <span>{t('nav.menu')}</span>
      </summary>
    </details>
  );
}

type MainNavigationProps = {
  items: readonly NavigationItem[];
  active: ActiveItem | null;
  burger: BurgerNavigation | undefined;
  /** Magazine and service, shown in the burger below 768 px where the header has no room for them. */
  infoItems: readonly HeaderItem[];
  shopNavigation: readonly ShopNavigationItem[];
  hotline: string | undefined;
  /** The web platform shows the bar; the desktop platform only the burger. */
  bar: boolean;
  scope: PageScope;
};

/**
 * The one navigation tree: the main bar with its flyouts, and the burger drawer. One nested list
 * serves both, so every link is on the page once (and once in the RSC payload it hydrates from).
 * As a bar it scrolls sideways, hides the burger-only items, and opens an item's flyout on hover
 * and keyboard focus (CSS). While the burger toggle is open (below 1000 px) the same list is the
 * drawer: an item with a flyout is a second level behind a `<details>` toggle whose summary then
 * reads "back", the flyout's categories are third-level accordions, and the burger's own extras
 * (magazine and service below 768 px, the shop navigation below 1000 px, the extra menu, the hotline, footer
 * links) follow. The page's own item is marked as the current page. When the content has its own
 * burger tree, the drawer shows that tree instead of the list (BurgerTree).
 */
export function MainNavigation({ items, active, burger, infoItems, shopNavigation, hotline, bar, scope }: MainNavigationProps) {
  const t = getTranslator(scope.locale);
  const serviceHotline = hotline ?? burger?.serviceHotline;
  // Light mode shows no flyouts where the entry's own page lists what the flyout would (decision 0018).
  const light = isLightMode();
  const ownHref = hrefFor(scope);
  // The content's own burger tree replaces the list in the drawer; without one the drawer is the list.
  const tree = burger?.mainNavigationItems.length ? burger.mainNavigationItems : null;
  // The drawer lists each page once, by address: its top level first, then the extra menu, then the
  // shop navigation; an entry whose page is listed already is left out (the card seed has frames,
  // wall art and "about us" as burger-only entries too).
  const listed = new Set(tree ? tree.map((entry) => ownHref(entry.url)) : items.map((item) => ownHref(item.link)));
  const notListedYet = (link: StoryLink) => {
    const href = ownHref(link);
    if (href === null) return true;
    if (listed.has(href)) return false;
    listed.add(href);
    return true;
  };
  const extraMenu = burger?.extraMenu.filter((entry) => notListedYet(entry.url)) ?? [];
  const narrowLinks = shopNavigation.filter((item) => notListedYet(item.link));
  return (
    <nav
      className={(bar ? 'mn' : 'mn mn--burger') + (tree ? ' mn--t' : '')}
      aria-label={t(bar ? 'common.mainNavigation' : 'nav.menu')}
      style={{ '--back': cssString(t('common.back')), '--all': cssString(`${t('nav.showAll')}: `) } as Record<string, string>}
    >
      {/* On a phone the bar is wider than the screen: the page's own item is scrolled into view too. */}
      <NavScroller previousLabel={t('nav.scrollPrevious')} nextLabel={t('nav.scrollNext')} revealActive>
        <StaticIsland as="ul" staticIsland="main-navigation">
          {items.map((item, index) => {
            const current = active?.item._uid === item._uid;
            const flyout = hasFlyout(item) && item.navigationType && !(light && ownHref(item.link)) ? item.navigationType : null;
            const className = item.isOnlyInBurgerNavigation ? 'b' : flyout ? 'f' : undefined;
            return (
              <li key={index} {...(className ? { className } : {})} {...editableAttributesOf(item, scope.blockContext.editable)}>
                {flyout ? (
                  <details>
                    <summary>{item.text}</summary>
                  </details>
                ) : null}
                {/* aria-current only where the link is this very page; a section the page is in is only styled. */}
                <NavLink link={item.link} scope={scope} current={current && active?.via === 'own-link'} {...(current ? { className: 'on' } : {})}>
                  {item.text}
                </NavLink>
                {flyout ? <Flyout kind={flyout} categories={getFlyoutCategories(item)} scope={scope} label={item.text} /> : null}
              </li>
            );
          })}
        </StaticIsland>
      </NavScroller>
      <StaticIsland staticIsland="main-navigation-extra" className="mn-x">
        {tree ? <BurgerTree items={tree} scope={scope} /> : null}
        {narrowLinks.length > 0 || infoItems.length > 0 ? (
          <ul className="mn-narrow">
            {narrowLinks.map((item, index) => (
              <li key={`s${index}`}>
                <NavLink link={item.link} scope={scope}>
                  {item.icon ? <Icon name={item.icon} /> : null}
                  {item.text}
                </NavLink>
              </li>
            ))}
            {infoItems.map((item) => (
              <li key={item.type} className="mn-i">
                <HeaderInfoLink item={item} scope={scope}>
                  <Icon name={iconOf(item)} />
                  {item.text}
                </HeaderInfoLink>
              </li>
            ))}
          </ul>
        ) : null}
        {extraMenu.length ? (
          <ul>
            {extraMenu.map((entry, index) => (
              <li key={index}>
                <NavLink link={entry.url} scope={scope}>
                  {entry.icon ? <Icon name={entry.icon} /> : null}
                  {entry.text}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
        {serviceHotline ? (
          <p>
            <a href={telHref(serviceHotline)}>
              <Icon name="phone" />
              {serviceHotline}
            </a>
            {burger?.serviceText ? <span>{burger.serviceText}</span> : null}
          </p>
        ) : null}
        {burger?.footer.length ? (
          <ul className="mn-foot">
            {burger.footer.map((entry, index) => (
              <li key={index}>
                <NavLink link={entry.url} scope={scope}>
                  {entry.text}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </StaticIsland>
    </nav>
  );
}
