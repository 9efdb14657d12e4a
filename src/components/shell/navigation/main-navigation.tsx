import type { NavigationItem } from '../../../lib/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { Flyout } from './flyout.tsx';
import { NavLink } from './nav-link.tsx';
import { NavScroller } from './nav-scroller.tsx';
import { getFlyoutCategories, getMainBarItems, hasFlyout, type ActiveItem } from './navigation-rules.ts';
import './navigation.css';

/**
 * The main navigation bar (web platform): the items that are not burger-only, in a horizontally
 * scrolling track; items with a flyout open it on hover and keyboard focus (CSS), not on touch
 * screens. The page's own item is marked as the current page.
 */
export function MainNavigation({ items, active, scope }: { items: readonly NavigationItem[]; active: ActiveItem | null; scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const barItems = getMainBarItems(items);
  if (barItems.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={t('common.mainNavigation')}>
      {/* On a phone the bar is wider than the screen: the page's own item is scrolled into view too. */}
      <NavScroller previousLabel={t('nav.scrollPrevious')} nextLabel={t('nav.scrollNext')} revealActive>
        <ul className="main-nav__list">
          {barItems.map((item, index) => {
            const current = active?.item._uid === item._uid;
            const flyout = hasFlyout(item) && item.navigationType ? item.navigationType : null;
            return (
              <li key={index} className={flyout ? 'main-nav__item main-nav__item--flyout' : 'main-nav__item'} data-flyout={flyout ? '' : undefined}>
                {/* aria-current only where the link is this very page; a section the page is in is only styled. */}
                <NavLink link={item.link} scope={scope} current={current && active?.via === 'own-link'} className={current ? 'main-nav__link main-nav__link--active' : 'main-nav__link'}>
                  {item.text}
                </NavLink>
                {flyout ? <Flyout kind={flyout} categories={getFlyoutCategories(item)} scope={scope} label={item.text} /> : null}
              </li>
            );
          })}
        </ul>
      </NavScroller>
    </nav>
  );
}
