import { editableAttributesOf } from '../../../lib/content/editable-attributes.ts';
import type { ShopNavigationItem } from '../../../../domain/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { Icon } from '../../ui/image/icon.tsx';
import { NavLink } from '../navigation/nav-link.tsx';

/** The header's shop navigation (web platform): a few links an editor may colour and give an icon. */
export function ShopNavigation({ items, scope }: { items: readonly ShopNavigationItem[]; scope: PageScope }) {
  const t = getTranslator(scope.locale);
  return (
    <nav className="shop-nav" aria-label={t('nav.shopNavigation')}>
      <ul className="shop-nav__list">
        {items.map((item, index) => (
          <li key={index} {...editableAttributesOf(item, scope.blockContext.editable)}>
            <NavLink link={item.link} scope={scope} className="shop-nav__link">
              {item.icon ? <Icon name={item.icon} /> : null}
              <span {...(item.color ? { style: { color: item.color } } : {})}>{item.text}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
