import type { Asset, FlyoutCategory, NavigationType } from '../../../lib/content/model.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { NavImage } from './nav-image.tsx';
import { NavLink } from './nav-link.tsx';
import { FLYOUT_IMAGE_WIDTHS, groupFlyoutRows } from './navigation-rules.ts';

/** A picture beside its text: decorative (the link's text names it), sized by the kind's width. */
function FlyoutImage({ asset, width, square }: { asset: Asset; width: number; square: boolean }) {
  return <NavImage asset={asset} width={width} height={square ? width : Math.round((width * 3) / 4)} />;
}

function Category({ category, kind, scope }: { category: FlyoutCategory; kind: NavigationType; scope: PageScope }) {
  const width = FLYOUT_IMAGE_WIDTHS[kind][category.type];
  const square = kind === 'wandbilder' || category.type === 'swatches';
  return (
    <div className={`flyout__category flyout__category--${category.type}`}>
      <p className="flyout__title">{category.text}</p>
      {category.subline ? <p className="flyout__subline">{category.subline}</p> : null}
      {category.items.length > 0 ? (
        <ul className="flyout__items">
          {category.items.map((item, index) => (
            <li key={index} className={item.isHeadline ? 'flyout__item flyout__item--headline' : 'flyout__item'}>
              <NavLink link={item.link} scope={scope} className="flyout__link">
                {item.imageFlyout && width ? <FlyoutImage asset={item.imageFlyout} width={width} square={square} /> : null}
                <span className={item.linkOnlyImage && item.imageFlyout ? 'visually-hidden' : 'flyout__text'}>{item.text}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {category.customElements.length > 0 ? (
        <ul className="flyout__custom">
          {category.customElements.map((element, index) => (
            <li key={index}>
              <NavLink link={element.link} scope={scope} className="flyout__link flyout__link--custom">
                {element.color ? <span className="flyout__swatch" style={{ backgroundColor: element.color }} /> : null}
                {element.asset && width ? <FlyoutImage asset={element.asset} width={width} square={false} /> : null}
                <span className="flyout__text">
                  <strong>{element.text}</strong>
                  {element.description ? <span className="flyout__description">{element.description}</span> : null}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {category.additionalLinks.length > 0 ? (
        <ul className="flyout__more">
          {category.additionalLinks.map((entry, index) => (
            <li key={index} className={entry.isHeadline ? 'flyout__item--headline' : undefined}>
              <NavLink link={entry.link} scope={scope} className="flyout__link">
                {entry.text}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One flyout: its usable categories in up to three rows, laid out per kind (flyout.css). Drawn
 * by the server and opened in CSS on hover and on keyboard focus, so it needs no script.
 */
export function Flyout({ kind, categories, scope, label }: { kind: NavigationType; categories: readonly FlyoutCategory[]; scope: PageScope; label: string }) {
  const rows = groupFlyoutRows(categories);
  return (
    <div className={`flyout flyout--${kind}`} data-rows={rows.length} role="group" aria-label={label}>
      <div className="flyout__inner">
        {rows.map((row, index) => (
          <div key={index} className="flyout__row" style={{ '--flyout-columns': row.length } as Record<string, number>}>
            {row.map((category, index) => (
              <Category key={index} category={category} kind={kind} scope={scope} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
