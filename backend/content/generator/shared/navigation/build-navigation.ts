/**
 * The navigation story both channels publish (docs/content-model.md, Navigation): main items with
 * their flyout groups, and the burger derived from the same items, so the burger, the flyouts and
 * the sub-navigation never disagree. Channels pass their own pages (text and link) and images;
 * the layouts of the seven flyout kinds are decided here once.
 */
import { buildListingPath } from '../../../../../domain/catalog/listing-path.ts';
import { getLanguageOfFolder } from '../../../../../domain/locale/locales.ts';
import { stableUuid } from '../../stable-uuid.ts';
import type { Asset, Content, Link } from '../../story-types.ts';
import type { ImageAlts, PhotoFile } from '../image-alts.ts';
import type { Channel, ShopLocale } from '../shop-pages-types.ts';
import type { NavigationCopy } from './navigation-copy.ts';

export type NavPage = { readonly text: string; readonly link: Link };
export type NavTile = NavPage & { readonly image?: PhotoFile };

type TileType = 'circle' | 'square' | 'square-image';
type GroupType = 'images' | 'links' | 'swatches' | 'start' | 'additional' | 'more';

type GroupPlan = {
  readonly id: string;
  readonly title: string;
  readonly type: GroupType;
  readonly row: 1 | 2 | 3;
  readonly subline?: string;
  readonly items?: readonly (NavTile & { typeOverride?: TileType; linkOnlyImage?: boolean })[];
  readonly custom?: readonly (NavPage & { image?: PhotoFile; color?: string; description?: string })[];
  readonly additional?: readonly (NavPage & { isHeadline?: boolean })[];
};

export type NavItemPlan = NavPage & {
  readonly key: string;
  readonly navigationType?: 'calendar' | 'card' | 'collage' | 'frame' | 'photobook' | 'wandbilder' | 'accessories';
  readonly groups?: readonly GroupPlan[];
  readonly subNaviOnly?: boolean;
  readonly isOnlyInBurgerNavigation?: boolean;
  readonly alwaysShowSubNavi?: boolean;
};

export type BurgerPlan = {
  readonly extraMenu: readonly (NavPage & { icon?: string })[];
  readonly footer: readonly NavPage[];
  readonly serviceHotline: string;
  readonly serviceText: string;
};


/* The seven flyout kinds. */

/** What a sub-link's filtered listing fixes: the shop API's values (German words), whatever the story's language. */
export type ListingChoice = { readonly product: string; readonly category?: string; readonly frame?: string };

/** The link to a filtered design listing (`/products/product/photobook/category/hochzeit`), as the channel writes a shop path. */
export type ListingLink = (choice: ListingChoice) => Link;

/**
 * A channel's listing links for one story's locale: the path in that language's words
 * (`…/category/wedding` in English, domain/catalog/listing-slugs.ts), which the shop reads back to
 * the same filters, then the channel's own way of writing a shop path (a card path ends in a slash).
 */
export function listingLinks(locale: ShopLocale, toLink: (path: `/${string}`) => Link): ListingLink {
  const language = getLanguageOfFolder(locale);
  return (choice) => toLink(`/${buildListingPath(choice, language)}`);
}

/**
 * What each named sub-link lists: the catalogue's category, frame colour or photo-book printing,
 * in the order of the copy's names (navigation-copy.ts). A sub-link lands on its filtered listing,
 * never on the product page all its siblings share.
 */
export const PHOTOBOOK_CATEGORIES = ['hochzeit', 'familie', 'reisen', 'jahrbuch'] as const;
export const CALENDAR_CATEGORIES = ['natur', 'botanik', 'reisen', 'familie'] as const;
export const COLLAGE_CATEGORIES = ['familie', 'urlaub', 'liebe'] as const;
export const FRAME_COLOURS = ['schwarz', 'weiss', 'eiche', 'gold', 'silber'] as const;
const PHOTOBOOK_PRINTINGS = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;

/** The designer opened on one choice (`?photobookPrinting=fotoheft`); designer links keep their query. */
function withQuery(link: Link, key: string, value: string): Link {
  if (link.linktype !== 'url') return link;
  return { ...link, url: `${link.url}${link.url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}` };
}

/** The first row of most kinds: named categories of one product, each with its picture and its filtered listing. */
function categoriesGroup(
  words: NavigationCopy,
  names: readonly string[],
  listing: ListingLink,
  product: string,
  categories: readonly string[],
  pictures: readonly PhotoFile[],
): GroupPlan {
  return {
    id: 'categories',
    title: words.categories,
    type: 'images',
    row: 1,
    items: names.map((text, index) => ({ text, link: listing({ product, category: categories[index] }), image: pictures[index] })),
  };
}

/** Wall art: one row of square picture tiles, the picture alone in the sub-navigation. */
export function wallArtGroups(words: NavigationCopy, tiles: readonly NavTile[]): GroupPlan[] {
  return [{ id: 'materials', title: words.materials, type: 'images', row: 1, items: tiles.map((tile) => ({ ...tile, typeOverride: 'square-image' })) }];
}

/** Frames: poster, canvas and plate columns; a second row of colours, other frames and more. */
export function frameGroups(
  words: NavigationCopy,
  columns: { poster: readonly NavTile[]; canvas: readonly NavTile[]; plate: readonly NavTile[] },
  frames: NavPage,
  others: readonly NavTile[],
  more: readonly NavPage[],
  listing: ListingLink,
): GroupPlan[] {
  const [posterTitle, canvasTitle, plateTitle] = words.frameColumns;
  const colours = ['#1d1d1f', '#ffffff', '#c8a27a', '#c9a13b', '#b9bcc0'];
  return [
    { id: 'poster', title: posterTitle, type: 'images', row: 1, items: columns.poster },
    { id: 'leinwand', title: canvasTitle, type: 'images', row: 1, items: columns.canvas },
    { id: 'platte', title: plateTitle, type: 'images', row: 1, items: columns.plate },
    {
      id: 'swatches',
      title: words.frameColours,
      type: 'swatches',
      row: 2,
      // Framed designs in that frame colour (frames are the shelf the swatches stand on).
      custom: words.colourNames.map((name, index) => ({
        text: name,
        link: FRAME_COLOURS[index] ? listing({ product: 'photoframe', frame: FRAME_COLOURS[index] }) : frames.link,
        color: colours[index] ?? '#1d1d1f',
      })),
    },
    { id: 'other', title: words.otherFrames, type: 'additional', row: 2, items: others },
    { id: 'more', title: words.more, type: 'more', row: 2, items: more },
  ];
}

/** Photo-book categories show photo books (wedding, family, travel, year), not cards or canvases. */
export const PHOTOBOOK_CATEGORY_PICTURES: readonly PhotoFile[] = ['guestbook.jpg', 'photobook-family.jpg', 'photobook-travel.jpg', 'photobook.jpg'];

/** Photo books: categories in the first row; types, start without design, the assistant and more in the second. */
export function photobookGroups(words: NavigationCopy, photobooks: NavPage, configurator: Link, more: readonly NavPage[], listing: ListingLink): GroupPlan[] {
  return [
    categoriesGroup(words, words.photobookCategories, listing, 'photobook', PHOTOBOOK_CATEGORIES, PHOTOBOOK_CATEGORY_PICTURES),
    {
      id: 'types',
      title: words.photobookTypes,
      type: 'links',
      row: 2,
      // A type is a way of printing, no design: its entry opens the designer on that printing.
      items: words.photobookTypeNames.map((text, index) => ({ text, link: withQuery(configurator, 'photobookPrinting', PHOTOBOOK_PRINTINGS[index] ?? 'digitalfotobuch') })),
    },
    {
      id: 'start-without-design',
      title: words.startWithoutDesign,
      type: 'start',
      row: 2,
      custom: [{ text: words.startWithoutDesign, description: words.startWithoutDesignText, link: configurator, image: 'photobook.jpg' }],
    },
    {
      id: 'photobook-assistant',
      title: words.assistant,
      type: 'start',
      row: 2,
      subline: words.assistantText,
      // A finished book in minutes is a book from a template: the photo-book designs (the page itself is "show all").
      custom: [{ text: words.assistant, description: words.assistantText, link: listing({ product: 'photobook' }), image: 'photo-prints.jpg' }],
    },
    { id: 'more', title: words.more, type: 'more', row: 2, items: more },
  ];
}

/** Collages: categories, then 'start without design' and 'with multiple images'. */
export function collageGroups(words: NavigationCopy, collages: NavPage, configurator: Link, listing: ListingLink): GroupPlan[] {
  return [
    categoriesGroup(words, words.collageCategories, listing, 'collage', COLLAGE_CATEGORIES, ['collage.jpg', 'gallery-wall.jpg', 'wedding.jpg']),
    {
      id: 'start-without-design',
      title: words.startWithoutDesign,
      type: 'start',
      row: 1,
      custom: [
        { text: words.startWithoutDesign, description: words.startWithoutDesignText, link: configurator, image: 'collage.jpg' },
        { text: words.withMultipleImages, description: words.withMultipleImagesText, link: collages.link, image: 'living-room.jpg' },
      ],
    },
  ];
}

/** Calendars: a list of categories. */
export function calendarGroups(words: NavigationCopy, calendars: NavPage, configurator: Link, listing: ListingLink): GroupPlan[] {
  return [
    {
      ...categoriesGroup(words, words.calendarCategories, listing, 'calendar', CALENDAR_CATEGORIES, ['calendar.jpg', 'living-room.jpg', 'photo-prints.jpg', 'birthday.jpg']),
      additional: [{ text: words.startWithoutDesign, link: configurator }],
    },
  ];
}

/** Cards: occasions with pictures on hover, a link list, and additional items. */
export function cardGroups(words: NavigationCopy, occasions: readonly NavTile[], browse: readonly NavPage[], additional: readonly NavTile[]): GroupPlan[] {
  return [
    { id: 'occasions', title: words.occasions, type: 'images', row: 1, items: occasions },
    { id: 'browse', title: words.browse, type: 'links', row: 1, items: browse },
    { id: 'additional', title: words.additional, type: 'additional', row: 2, items: additional },
  ];
}

/** Accessories: what goes with the prints. */
export function accessoryGroups(words: NavigationCopy, items: readonly NavTile[]): GroupPlan[] {
  return [{ id: 'accessories', title: words.accessories, type: 'images', row: 1, items }];
}

/* The story. */

type UidOf = (path: string) => string;

function buildGroup(uid: UidOf, image: (file: PhotoFile) => Asset, path: string, group: GroupPlan) {
  const at = `${path}/${group.id}`;
  return {
    _uid: uid(at),
    flyoutGroupIdentifier: group.id,
    flyoutGroupTitle: group.title,
    ...(group.subline ? { subline: group.subline } : {}),
    type: group.type,
    row: group.row,
    flyoutGroupItems: (group.items ?? []).map((item, index) => ({
      _uid: uid(`${at}/item-${index}`),
      storyblokTitle: item.text,
      link: item.link,
      ...(item.image ? { asset: image(item.image) } : {}),
      ...(item.linkOnlyImage ? { linkOnlyImage: true } : {}),
      ...(item.typeOverride ? { typeOverride: item.typeOverride } : {}),
    })),
    flyoutGroupItemsCustom: (group.custom ?? []).map((element, index) => ({
      _uid: uid(`${at}/custom-${index}`),
      text: element.text,
      link: element.link,
      ...(element.image ? { asset: image(element.image) } : {}),
      ...(element.color ? { color: element.color } : {}),
      ...(element.description ? { description: element.description } : {}),
    })),
    additionalLinks: (group.additional ?? []).map((entry, index) => ({
      _uid: uid(`${at}/more-${index}`),
      text: entry.text,
      link: entry.link,
      ...(entry.isHeadline ? { isHeadline: true } : {}),
    })),
  };
}

export function buildNavigationContent(
  setup: { channel: Channel; locale: ShopLocale; words: NavigationCopy; alts: ImageAlts },
  items: readonly NavItemPlan[],
  burger: BurgerPlan,
): Content {
  const uid: UidOf = (path) => stableUuid(`${setup.channel}/${setup.locale}/global/navigation#${path}`);
  // The shop draws a picture beside its text as decorative; the alt text serves where the picture stands alone.
  const image = (file: PhotoFile): Asset => ({ filename: `{{assets}}/${file}`, alt: setup.alts[file] });
  return {
    component: 'navigation',
    items: items.map((item) => ({
      _uid: uid(item.key),
      text: item.text,
      link: item.link,
      ...(item.navigationType ? { navigationType: item.navigationType } : {}),
      ...(item.groups ? { flyoutGroups: item.groups.map((group) => buildGroup(uid, image, item.key, group)) } : {}),
      ...(item.subNaviOnly ? { subNaviOnly: true } : {}),
      ...(item.isOnlyInBurgerNavigation ? { isOnlyInBurgerNavigation: true } : {}),
      ...(item.alwaysShowSubNavi ? { alwaysShowSubNavi: true } : {}),
    })),
    burger: {
      // No tree of its own: the burger draws the main navigation (decision 0010), so no link twice.
      mainNavigationItems: [],
      extraMenu: burger.extraMenu.map((entry, index) => ({ _uid: uid(`burger/extra-${index}`), text: entry.text, url: entry.link, ...(entry.icon ? { icon: entry.icon } : {}) })),
      footer: burger.footer.map((entry, index) => ({ _uid: uid(`burger/footer-${index}`), text: entry.text, url: entry.link })),
      serviceHotline: burger.serviceHotline,
      serviceText: burger.serviceText,
    },
  };
}
