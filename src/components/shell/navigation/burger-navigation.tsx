import type { BurgerMainItem, BurgerNavigation as BurgerContent, HeaderItem, ShopNavigationItem } from '../../../lib/content/model.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { Icon } from '../../ui/image/icon.tsx';
import { HeaderInfoLink, iconOf, telHref } from '../header/header-info-link.tsx';
import { NavLink } from './nav-link.tsx';
import './burger-navigation.css';

type BurgerProps = {
  items: readonly BurgerMainItem[];
  burger: BurgerContent | undefined;
  /** Magazine and service, shown in the burger below 768 px where the header has no room for them. */
  infoItems: readonly HeaderItem[];
  shopNavigation: readonly ShopNavigationItem[];
  hotline: string | undefined;
  activeUid: string | undefined;
  scope: PageScope;
};

/**
 * The burger navigation (below 1000 px): `<details>` elements all the way down, so opening it,
 * a second level (its summary turns into the back link) and the third-level accordions work
 * without JavaScript. Gone at 1000 px and wider, where the main navigation has room.
 */
export function BurgerNavigation({ items, burger, infoItems, shopNavigation, hotline, activeUid, scope }: BurgerProps) {
  const t = getTranslator(scope.locale);
  const serviceHotline = hotline ?? burger?.serviceHotline;
  // The extra menu may already hold a shop navigation entry; the burger lists it once.
  const extraTexts = new Set(burger?.extraMenu.map((entry) => entry.text));
  const narrowLinks = shopNavigation.filter((item) => !extraTexts.has(item.text));
  return (
    <details className="burger">
      <summary className="burger__toggle">
        <Icon name="menu" className="burger__icon-open" />
        <Icon name="close" className="burger__icon-close" />
        <span className="burger__toggle-label">{t('nav.menu')}</span>
      </summary>
      <div className="burger__panel">
        <nav aria-label={t('nav.menu')}>
          <ul className="burger__list">
            {items.map((item, index) => (
              <li key={index}>
                {item.hasSubItems ? (
                  <details className="burger__level">
                    {/* Open, the summary is the back link: CSS puts the back label before the title. */}
                    <summary className="burger__entry" data-back={t('common.back')}>
                      {item.text}
                    </summary>
                    <div className="burger__sub">
                      <ul className="burger__list">
                        {item.subItems.map((sub, subIndex) => (
                          <li key={subIndex}>
                            {sub.hasSubItems ? (
                              <details className="burger__accordion">
                                <summary className="burger__entry burger__entry--accordion">{sub.text}</summary>
                                <ul>
                                  {sub.subItems.map((leaf, leafIndex) => (
                                    <li key={leafIndex}>
                                      <NavLink link={leaf.url} scope={scope}>
                                        {leaf.text}
                                      </NavLink>
                                    </li>
                                  ))}
                                </ul>
                              </details>
                            ) : (
                              <NavLink link={sub.url} scope={scope} className="burger__entry">
                                {sub.text}
                              </NavLink>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </details>
                ) : (
                  <NavLink link={item.url} scope={scope} current={item._uid === activeUid} className="burger__entry">
                    {item.text}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {narrowLinks.length > 0 || infoItems.length > 0 ? (
            <ul className="burger__extra burger__extra--narrow">
              {narrowLinks.map((item, index) => (
                <li key={`shop-${index}`}>
                  <NavLink link={item.link} scope={scope}>
                    {item.icon ? <Icon name={item.icon} /> : null}
                    {item.text}
                  </NavLink>
                </li>
              ))}
              {infoItems.map((item) => (
                <li key={item.type}>
                  <HeaderInfoLink item={item} scope={scope}>
                    <Icon name={iconOf(item)} />
                    {item.text}
                  </HeaderInfoLink>
                </li>
              ))}
            </ul>
          ) : null}
          {burger?.extraMenu.length ? (
            <ul className="burger__extra">
              {burger.extraMenu.map((entry, index) => (
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
            <p className="burger__hotline">
              <a href={telHref(serviceHotline)}>
                <Icon name="phone" />
                {serviceHotline}
              </a>
              {burger?.serviceText ? <span>{burger.serviceText}</span> : null}
            </p>
          ) : null}
          {burger?.footer.length ? (
            <ul className="burger__footer">
              {burger.footer.map((entry, index) => (
                <li key={index}>
                  <NavLink link={entry.url} scope={scope}>
                    {entry.text}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
    </details>
  );
}
