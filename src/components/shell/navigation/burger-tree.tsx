import type { BurgerMainItem, BurgerSubItem } from '../../../../domain/content/model.ts';
import type { PageScope } from '../../../lib/request/get-page-scope.ts';
import { Icon } from '../../ui/image/icon.tsx';
import { hrefFor, NavLink } from './nav-link.tsx';

/**
 * The content's own burger tree (`burger.mainNavigationItems`), drawn only in the drawer and then
 * in place of the main navigation's list (decision 0010). Same markup and CSS as that list: an
 * entry with sub entries is a second level behind an empty `<details>` (its summary reads "back"
 * when open) with "show all" (its own link) first; a sub entry with entries is a third-level
 * accordion. A link already drawn in an entry's levels is not drawn again.
 */
export function BurgerTree({ items, scope }: { items: readonly BurgerMainItem[]; scope: PageScope }) {
  const href = hrefFor(scope);
  return (
    <ul className="mn-t">
      {items.map((item, index) => {
        const icon = item.icon ? <Icon name={item.icon} /> : null;
        const seen = new Set<string | null>([href(item.url)]);
        const subItems = item.subItems.map((sub) => ({ ...sub, subItems: sub.subItems.filter((leaf) => once(seen, href(leaf.url))) }));
        const groups = subItems.filter((sub) => sub.subItems.length > 0 || once(seen, href(sub.url)));
        if (groups.length === 0) {
          return (
            <li key={index}>
              <NavLink link={item.url} scope={scope}>
                {icon}
                {item.text}
              </NavLink>
            </li>
          );
        }
        return (
          <li key={index} className="f">
            <details>
              <summary>
                {icon}
                {item.text}
              </summary>
            </details>
            <NavLink link={item.url} scope={scope}>
              {item.text}
            </NavLink>
            <div className="fo" role="group" aria-label={item.text}>
              <div>
                {groups.map((sub, subIndex) => (
                  <SubEntry key={subIndex} entry={sub} scope={scope} />
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** True the first time a link is met (a refused link, null, is never drawn twice either). */
function once(seen: Set<string | null>, href: string | null): boolean {
  if (seen.has(href)) return false;
  seen.add(href);
  return true;
}

function SubEntry({ entry, scope }: { entry: BurgerSubItem; scope: PageScope }) {
  const leaves = entry.subItems;
  return (
    <div>
      {leaves.length > 0 ? (
        <details>
          <summary>{entry.text}</summary>
        </details>
      ) : null}
      <ul>
        {(leaves.length > 0 ? leaves : [entry]).map((leaf, index) => (
          <li key={index}>
            <NavLink link={leaf.url} scope={scope}>
              {leaf.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
