import type { SubNavigationElement } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { NavImage } from './nav-image.tsx';
import { NavLink } from './nav-link.tsx';
import { StaticIsland } from '../../ui/static-island.tsx';
import { NavScroller } from './nav-scroller.tsx';
import { TILE_SIZES } from './navigation-rules.ts';

/**
 * The sub-navigation bar under the main navigation: the page's navigation type as category
 * headings and tiles (circle, square, picture-only), the tile of this page marked as current.
 */
export function SubNavigation({ elements, scope }: { elements: readonly SubNavigationElement[]; scope: PageScope }) {
  if (!elements.some((element) => element.type !== 'category')) return null;
  const t = getTranslator(scope.locale);
  return (
    <nav className="sub-nav" aria-label={t('nav.subNavigation')}>
      <NavScroller previousLabel={t('nav.scrollPrevious')} nextLabel={t('nav.scrollNext')} revealActive>
        <StaticIsland as="ul" staticIsland="sub-navigation" className="sub-nav__list">
          {elements.map((element, index) => {
            if (element.type === 'category') {
              return (
                <li key={index} className="sub-nav__category">
                  {element.text}
                </li>
              );
            }
            const size = TILE_SIZES[element.type];
            const pictureOnly = element.type === 'square-image';
            return (
              <li key={index} className={`sub-nav__tile sub-nav__tile--${element.type}`}>
                {element.link ? (
                  <NavLink link={element.link} scope={scope} current={element.isActive} className="sub-nav__link">
                    <span className="sub-nav__picture">
                      <NavImage asset={element.image} width={size.width} height={size.height} />
                    </span>
                    <span className={pictureOnly ? 'visually-hidden' : 'sub-nav__text'}>{element.label ?? element.text}</span>
                  </NavLink>
                ) : null}
              </li>
            );
          })}
        </StaticIsland>
      </NavScroller>
    </nav>
  );
}
