import type {
  FlyoutCategory,
  FlyoutCategoryItem,
  FlyoutGroup,
  FlyoutItem,
  FlyoutGroupType,
  NavigationItem,
  NavigationType,
  StoryLink,
  SubNavigationElement,
  SubNavigationTileType,
} from '../../../../domain/content/model.ts';

/**
 * The rules of the main navigation, its flyouts, the sub-navigation bar and the burger
 * (docs/content-model.md, Navigation), as pure functions of the content and the current path.
 * Links are compared by the path they resolve to, which the caller's `hrefOf` answers (null for
 * a link the link rules refuse).
 */

export type HrefOf = (link: StoryLink) => string | null;

/** Widths (CSS px) of the flyout pictures per kind and group type; a group type not named has none. */
export const FLYOUT_IMAGE_WIDTHS: Readonly<Record<NavigationType, Partial<Record<FlyoutGroupType, number>>>> = {
  calendar: { images: 130 },
  card: { images: 130, additional: 80 },
  collage: { images: 130, start: 130 },
  frame: { images: 150, swatches: 48, additional: 60 },
  photobook: { images: 170, start: 153, links: 73 },
  wandbilder: { images: 150 },
  accessories: { images: 130 },
};

/** The sub-navigation tile a navigation type draws unless an item overrides it. */
export const DEFAULT_TILE_TYPES: Readonly<Record<NavigationType, SubNavigationTileType>> = {
  calendar: 'circle',
  card: 'circle',
  collage: 'circle',
  frame: 'square',
  photobook: 'square',
  wandbilder: 'square-image',
  accessories: 'square',
};

/** Tile sizes (CSS px, width x height). */
export const TILE_SIZES: Readonly<Record<SubNavigationTileType, { width: number; height: number }>> = {
  circle: { width: 76, height: 76 },
  square: { width: 110, height: 73 },
  'square-image': { width: 110, height: 110 },
};

/** The feed pages draw their own product strips; a sub-navigation there would repeat them. */
const PATHS_WITHOUT_SUB_NAVIGATION = /(^|\/)feed-(collage|calendar|card)\/?$/;

function toCategoryItem(item: FlyoutItem): FlyoutCategoryItem {
  return {
    ...(item._editable ? { _editable: item._editable } : {}),
    id: item._uid,
    text: item.storyblokTitle,
    link: item.link,
    ...(item.asset ? { imageFlyout: item.asset } : {}),
    ...(item.linkOnlyImage ? { linkOnlyImage: true } : {}),
    ...(item.isHeadlineItem ? { isHeadline: true } : {}),
    ...(item.subFlyoutGroups
      ? { subGroups: item.subFlyoutGroups.map((group) => ({ id: group._uid, text: group.flyoutGroupTitle ?? '', items: group.flyoutGroupItems.map(toCategoryItem) })) }
      : {}),
  };
}

export function toFlyoutCategory(group: FlyoutGroup): FlyoutCategory {
  return {
    ...(group._editable ? { _editable: group._editable } : {}),
    id: group._uid,
    name: group.flyoutGroupIdentifier ?? '',
    text: group.flyoutGroupTitle ?? '',
    ...(group.subline ? { subline: group.subline } : {}),
    type: group.type,
    row: group.row,
    items: group.flyoutGroupItems.map(toCategoryItem),
    customElements: group.flyoutGroupItemsCustom,
    additionalLinks: group.additionalLinks,
  };
}

/** A flyout category is used only with a name, a text and at least one item or custom element. */
export function isUsableFlyoutCategory(category: FlyoutCategory): boolean {
  return category.name.trim() !== '' && category.text.trim() !== '' && (category.items.length > 0 || category.customElements.length > 0);
}

export function getFlyoutCategories(item: NavigationItem): FlyoutCategory[] {
  return (item.flyoutGroups ?? []).map(toFlyoutCategory).filter(isUsableFlyoutCategory);
}

/** Items with usable groups open a flyout, unless their groups are for the sub-navigation only. */
export function hasFlyout(item: NavigationItem): boolean {
  return item.navigationType !== undefined && !item.subNaviOnly && getFlyoutCategories(item).length > 0;
}

/** The flyout's categories by row (1 to 3), empty rows left out. */
export function groupFlyoutRows(categories: readonly FlyoutCategory[]): FlyoutCategory[][] {
  return ([1, 2, 3] as const).map((row) => categories.filter((category) => category.row === row)).filter((row) => row.length > 0);
}

/** The main bar leaves out the items meant for the burger only. */
export function getMainBarItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !item.isOnlyInBurgerNavigation);
}

/** Paths compare without query, fragment and trailing slash (the card channel's paths end in one). */
export function normalizePath(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function linksTo(link: StoryLink, path: string, hrefOf: HrefOf): boolean {
  const href = hrefOf(link);
  return href !== null && href.startsWith('/') && normalizePath(href) === path;
}

/**
 * The links of an item's picture tiles, the entries its sub-navigation shows. A flyout's text
 * links do not make a page the item's: the card channel's wedding flyout lists "All designs"
 * under Browse, and the all-designs page was shown as the wedding section.
 */
function tileLinks(item: NavigationItem): StoryLink[] {
  return (item.flyoutGroups ?? []).flatMap((group) => group.flyoutGroupItems.filter(isPictureTile).map((entry) => entry.link));
}

/** A flyout entry with a picture: a tile of the sub-navigation, unlike a text link. */
function isPictureTile(entry: FlyoutItem): boolean {
  return Boolean(entry.asset || entry.subnaviAsset);
}

export type ActiveItem = { item: NavigationItem; via: 'own-link' | 'tile' };

/**
 * The item the current page belongs to: the first whose own link is this page, else the first
 * with a picture tile linking here. Burger-only items count too (their page is still theirs).
 */
export function findActiveItem(items: readonly NavigationItem[], currentPath: string, hrefOf: HrefOf): ActiveItem | null {
  const path = normalizePath(currentPath);
  const own = items.find((item) => linksTo(item.link, path, hrefOf));
  if (own) return { item: own, via: 'own-link' };
  const viaTile = items.find((item) => tileLinks(item).some((link) => linksTo(link, path, hrefOf)));
  return viaTile ? { item: viaTile, via: 'tile' } : null;
}

/**
 * The sub-navigation bar of the page's navigation type: category headings and tiles from the
 * groups of the first item of that type that has any. Shown on the pages of that type's items;
 * on a page reached only through a tile, only when that item asks for it (alwaysShowSubNavi).
 * The tile linking to the current page is active (the first one, where several do).
 */
export function buildSubNavigation(items: readonly NavigationItem[], currentPath: string, hrefOf: HrefOf): SubNavigationElement[] {
  const path = normalizePath(currentPath);
  if (PATHS_WITHOUT_SUB_NAVIGATION.test(path)) return [];
  const active = findActiveItem(items, path, hrefOf);
  const type = active?.item.navigationType;
  if (!active || !type) return [];
  const source = items.find((item) => item.navigationType === type && getFlyoutCategories(item).length > 0);
  if (!source) return [];
  if (active.via === 'tile' && !active.item.alwaysShowSubNavi) return [];
  let activeTaken = false;
  const elements: SubNavigationElement[] = [];
  for (const group of (source.flyoutGroups ?? []).filter((entry) => isUsableFlyoutCategory(toFlyoutCategory(entry)))) {
    const tiles = group.flyoutGroupItems.filter(isPictureTile);
    if (tiles.length === 0) continue;
    elements.push({ id: group._uid, text: group.flyoutGroupTitle ?? '', type: 'category', isActive: false });
    for (const entry of tiles) {
      const isActive: boolean = !activeTaken && linksTo(entry.link, path, hrefOf);
      activeTaken ||= isActive;
      const tileType = entry.typeOverride ?? DEFAULT_TILE_TYPES[type];
      const text = entry.subnaviTitle ?? entry.storyblokTitle;
      const image = entry.subnaviAsset ?? entry.asset;
      elements.push({
        id: entry._uid,
        text,
        type: tileType,
        ...(image ? { image } : {}),
        isActive,
        ...(tileType === 'square-image' ? { label: text } : {}),
        link: entry.link,
      });
    }
  }
  return elements;
}
