import type { FlyoutCategory, FlyoutCategoryItem, NavigationType } from '../../../../domain/content/model.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { editableAttributesOf } from '../../../lib/content/editable-attributes.ts';
import { NavImage } from './nav-image.tsx';
import { NavLink } from './nav-link.tsx';
import { FLYOUT_IMAGE_WIDTHS, groupFlyoutRows } from './navigation-rules.ts';

/*
 * Flyout markup is on every page twice (HTML and RSC payload), so it is kept lean: short classes
 * on the containers only, rows and entries styled through them (navigation.css).
 */

/** An image-only entry's picture where its group type draws none: the flyout's usual picture size. */
const IMAGE_ONLY_SIZE = { width: 130, height: 98 };

function Entry({ item, width, height, scope }: { item: FlyoutCategoryItem; width: number | undefined; height: number | undefined; scope: PageScope }) {
  // linkOnlyImage: the picture alone is the link, its text only the accessible name (the image's alt).
  if (item.linkOnlyImage && item.imageFlyout) {
    const size = width && height ? { width, height } : IMAGE_ONLY_SIZE;
    return (
      <NavLink link={item.link} scope={scope}>
        <NavImage asset={item.imageFlyout} width={size.width} height={size.height} alt={item.text} />
      </NavLink>
    );
  }
  const link = (
    <NavLink link={item.link} scope={scope}>
      {item.imageFlyout && width && height ? <NavImage asset={item.imageFlyout} width={width} height={height} /> : null}
      {item.text}
    </NavLink>
  );
  // A headline entry heads the entries after it; level 3 under the page's and the flyout's headings.
  return item.isHeadline ? <h3>{link}</h3> : link;
}

function Entries({ items, width, height, scope }: { items: readonly FlyoutCategoryItem[]; width: number | undefined; height: number | undefined; scope: PageScope }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index} {...editableAttributesOf(item, scope.blockContext.editable)}>
          <Entry item={item} width={width} height={height} scope={scope} />
          {item.subGroups?.map((group, groupIndex) => (
            <div key={groupIndex} role="group" {...(group.text ? { 'aria-label': group.text } : {})}>
              {group.text ? <p>{group.text}</p> : null}
              <Entries items={group.items} width={width} height={height} scope={scope} />
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

function Category({ category, kind, scope }: { category: FlyoutCategory; kind: NavigationType; scope: PageScope }) {
  const width = FLYOUT_IMAGE_WIDTHS[kind][category.type];
  const height = width && (kind === 'wandbilder' || category.type === 'swatches' ? width : Math.round((width * 3) / 4));
  const entries = category.items.length + category.customElements.length + category.additionalLinks.length;
  return (
    <div className={`c-${category.type}`} {...editableAttributesOf(category, scope.blockContext.editable)}>
      <p>{category.text}</p>
      {/* In the burger a category is a third-level accordion; one of a single entry is just that entry. */}
      {entries > 1 ? (
        <details>
          <summary>{category.text}</summary>
        </details>
      ) : null}
      {category.subline ? <small>{category.subline}</small> : null}
      {category.items.length > 0 ? <Entries items={category.items} width={width} height={height} scope={scope} /> : null}
      {category.customElements.length > 0 ? (
        <ul className="x">
          {category.customElements.map((element, index) => (
            <li key={index} {...editableAttributesOf(element, scope.blockContext.editable)}>
              <NavLink link={element.link} scope={scope}>
                {element.color ? <i style={{ background: element.color }} /> : null}
                {element.asset && width && height ? <NavImage asset={element.asset} width={width} height={height} /> : null}
                <b>{element.text}</b>
                {element.description ? <small>{element.description}</small> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {category.additionalLinks.length > 0 ? (
        <ul className="m">
          {category.additionalLinks.map((entry, index) => (
            <li key={index} {...editableAttributesOf(entry, scope.blockContext.editable)}>
              <NavLink link={entry.link} scope={scope}>
                {entry.isHeadline ? <b>{entry.text}</b> : entry.text}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One flyout: its usable categories in up to three rows, laid out per kind. Drawn by the server
 * and opened in CSS on hover and on keyboard focus, so it needs no script; in the burger drawer
 * the same markup is the item's second level.
 */
export function Flyout({ kind, categories, scope, label }: { kind: NavigationType; categories: readonly FlyoutCategory[]; scope: PageScope; label: string }) {
  return (
    <div className={`fo fo-${kind}`} role="group" aria-label={label}>
      {groupFlyoutRows(categories).map((row, index) => (
        <div key={index}>
          {row.map((category, categoryIndex) => (
            <Category key={categoryIndex} category={category} kind={kind} scope={scope} />
          ))}
        </div>
      ))}
    </div>
  );
}
