import { describe, expect, it } from 'vitest';
import { navigationItemSchema } from '../../../../domain/content/content-schemas.ts';
import type { FlyoutCategory, FlyoutGroup, NavigationItem, StoryLink } from '../../../../domain/content/model.ts';
import {
  buildSubNavigation,
  findActiveItem,
  getFlyoutCategories,
  getMainBarItems,
  groupFlyoutRows,
  hasFlyout,
  isUsableFlyoutCategory,
} from './navigation-rules.ts';

const url = (path: string): StoryLink => ({ linktype: 'url', url: path });
/** The rules compare resolved paths; here a link's path is its url. */
const hrefOf = (link: StoryLink) => link.url ?? null;
const picture = { filename: 'https://assets.test/a.jpg' };

function group(overrides: Partial<FlyoutGroup> = {}): FlyoutGroup {
  return {
    _uid: 'g1',
    flyoutGroupIdentifier: 'categories',
    flyoutGroupTitle: 'Kategorien',
    type: 'images',
    row: 1,
    flyoutGroupItems: [
      { _uid: 'i1', storyblokTitle: 'Leinwand', link: url('/leinwanddruck'), asset: picture },
      { _uid: 'i2', storyblokTitle: 'Acrylglas', link: url('/acrylglas'), asset: picture },
    ],
    flyoutGroupItemsCustom: [],
    additionalLinks: [],
    ...overrides,
  };
}

function item(overrides: Partial<NavigationItem> = {}): NavigationItem {
  return { _uid: 'n1', text: 'Wandbilder', link: url('/wandbilder'), navigationType: 'wandbilder', flyoutGroups: [group()], ...overrides };
}

const category = (overrides: Partial<FlyoutCategory>): FlyoutCategory => ({
  id: 'c',
  name: 'categories',
  text: 'Kategorien',
  type: 'images',
  row: 1,
  items: [],
  customElements: [],
  additionalLinks: [],
  ...overrides,
});

describe('flyout categories', () => {
  const entry = { id: 'i', text: 'Leinwand', link: url('/leinwanddruck') };
  const custom = { _uid: 'c', text: 'Ohne Vorlage starten', link: url('/configurator-collage/') };

  it('uses a category only with a name, a text and at least one item or custom element', () => {
    expect(isUsableFlyoutCategory(category({ items: [entry] }))).toBe(true);
    expect(isUsableFlyoutCategory(category({ customElements: [custom] }))).toBe(true);
    expect(isUsableFlyoutCategory(category({ name: '', items: [entry] }))).toBe(false);
    expect(isUsableFlyoutCategory(category({ text: '  ', items: [entry] }))).toBe(false);
    expect(isUsableFlyoutCategory(category({ additionalLinks: [{ _uid: 'a', text: 'Mehr', link: url('/mehr') }] }))).toBe(false);
  });

  it('drops unusable groups and opens no flyout without a usable one', () => {
    const untitled = group({ _uid: 'g2', flyoutGroupTitle: undefined });
    expect(getFlyoutCategories(item({ flyoutGroups: [untitled, group()] })).map((entry) => entry.id)).toEqual(['g1']);
    expect(hasFlyout(item({ flyoutGroups: [untitled] }))).toBe(false);
    expect(hasFlyout(item())).toBe(true);
  });

  it('opens no flyout for sub-navigation-only items or items without a navigation type', () => {
    expect(hasFlyout(item({ subNaviOnly: true }))).toBe(false);
    expect(hasFlyout(item({ navigationType: undefined }))).toBe(false);
  });

  it('lays categories out in their rows, one to three, leaving empty rows out', () => {
    const rows = groupFlyoutRows([category({ id: 'a', row: 2 }), category({ id: 'b', row: 1 }), category({ id: 'c', row: 2 })]);
    expect(rows.map((row) => row.map((entry) => entry.id))).toEqual([['b'], ['a', 'c']]);
  });
});

describe('main bar and active item', () => {
  const items = [item(), item({ _uid: 'n2', text: 'Bilderbox', link: url('/bilderbox'), navigationType: undefined, flyoutGroups: [], isOnlyInBurgerNavigation: true })];

  it('leaves burger-only items out of the main bar', () => {
    expect(getMainBarItems(items).map((entry) => entry.text)).toEqual(['Wandbilder']);
  });

  it('finds the item of the page by its own link first, then by a flyout entry', () => {
    expect(findActiveItem(items, '/wandbilder/', hrefOf)).toEqual({ item: items[0], via: 'own-link' });
    expect(findActiveItem(items, '/bilderbox', hrefOf)?.item.text).toBe('Bilderbox');
    expect(findActiveItem(items, '/acrylglas', hrefOf)).toEqual({ item: items[0], via: 'tile' });
    expect(findActiveItem(items, '/impressum', hrefOf)).toBeNull();
  });

  it('does not take a page for an item because a text link of its flyout leads there', () => {
    const browse = group({ _uid: 'g3', flyoutGroupTitle: 'Stöbern', type: 'links', flyoutGroupItems: [{ _uid: 'i3', storyblokTitle: 'Alle Designs', link: url('/products') }] });
    const wedding = item({ _uid: 'n4', text: 'Hochzeit', link: url('/hochzeitskarten'), flyoutGroups: [group(), browse] });
    expect(findActiveItem([wedding], '/products', hrefOf)).toBeNull();
    expect(findActiveItem([wedding], '/acrylglas', hrefOf)).toEqual({ item: wedding, via: 'tile' });
  });
});

describe('sub-navigation', () => {
  const canvas = item({ _uid: 'n3', text: 'Leinwand', link: url('/leinwanddruck'), flyoutGroups: [] });
  const items = [item(), canvas];

  it('shows the category heading and tiles of the page type, the tile of this page active', () => {
    const elements = buildSubNavigation(items, '/leinwanddruck', hrefOf);
    expect(elements.map((element) => [element.type, element.text, element.isActive])).toEqual([
      ['category', 'Kategorien', false],
      ['square-image', 'Leinwand', true],
      ['square-image', 'Acrylglas', false],
    ]);
    expect(elements[1]?.label).toBe('Leinwand');
  });

  it('uses the item’s tile type override and sub-navigation title', () => {
    const custom = item({ flyoutGroups: [group({ flyoutGroupItems: [{ _uid: 'x', storyblokTitle: 'Leinwand', subnaviTitle: 'Auf Leinwand', typeOverride: 'circle', link: url('/leinwanddruck'), asset: picture }] })] });
    expect(buildSubNavigation([custom], '/wandbilder', hrefOf).at(-1)).toMatchObject({ type: 'circle', text: 'Auf Leinwand', isActive: false });
  });

  it('marks only the first tile active where several link to this page', () => {
    const twice = item({ flyoutGroups: [group({ flyoutGroupItems: [0, 1].map((index) => ({ _uid: `t${index}`, storyblokTitle: `T${index}`, link: url('/wandbilder'), asset: picture })) })] });
    expect(buildSubNavigation([twice], '/wandbilder', hrefOf).filter((element) => element.isActive)).toHaveLength(1);
  });

  it('is not shown on the feed pages', () => {
    const feed = item({ link: url('/feed-collage') });
    for (const path of ['/feed-collage', '/feed-calendar/', '/fr/feed-card']) {
      expect(buildSubNavigation([feed, item({ _uid: 'f2', link: url(path) })], path, hrefOf)).toEqual([]);
    }
  });

  it('is shown on a page reached only through a tile when the item asks for it', () => {
    const plain = [item()];
    expect(buildSubNavigation(plain, '/acrylglas', hrefOf)).toEqual([]);
    expect(buildSubNavigation([item({ alwaysShowSubNavi: true })], '/acrylglas', hrefOf).find((element) => element.isActive)?.text).toBe('Acrylglas');
  });

  it('is empty on pages outside the navigation', () => {
    expect(buildSubNavigation(items, '/impressum', hrefOf)).toEqual([]);
  });
});

describe('degrading navigation', () => {
  it('keeps an item whose flyout groups are broken as a plain link', () => {
    const parsed = navigationItemSchema.parse({ _uid: 'n', text: 'Fotobücher', link: url('/fotobuch'), navigationType: 'photobook', flyoutGroups: 'kaputt' });
    expect(parsed.flyoutGroups).toBeUndefined();
    expect(hasFlyout(parsed)).toBe(false);
  });

  it('drops only the broken entries of a group', () => {
    const parsed = navigationItemSchema.parse({
      _uid: 'n',
      text: 'Fotobücher',
      link: url('/fotobuch'),
      navigationType: 'poster-mit-fehler',
      flyoutGroups: [
        { ...group(), type: 'unbekannt', row: 7, flyoutGroupItems: [{ storyblokTitle: '', link: url('/x') }, { storyblokTitle: 'Hochzeit', link: url('/fotobuch') }] },
        42,
      ],
    });
    expect(parsed.navigationType).toBeUndefined();
    expect(parsed.flyoutGroups?.map((entry) => [entry.type, entry.row, entry.flyoutGroupItems.map((entry) => entry.storyblokTitle)])).toEqual([['links', 1, ['Hochzeit']]]);
  });
});
