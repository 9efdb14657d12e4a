// Issue 20: the menu's sub-links (Hochzeit, Reise, Schwarz, Gold, …) all led to the same product
// page. Each sub-link of one submenu leads somewhere of its own, and a filtered listing it leads
// to lists designs of what it names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseListingPath } from '../../../../../domain/catalog/listing-path.ts';
import { getLanguageOfFolder } from '../../../../../domain/locale/locales.ts';
import { getThemeRecords } from '../../../../catalog/build-themes.ts';
import { findThemes } from '../../../../catalog/find-themes.ts';
import { channelContentDir } from '../../content-paths.ts';
import { SHOP_LOCALES } from '../shop-pages-types.ts';

type Link = { linktype: string; url?: string; cached_url?: string };
type Entry = { text: string; link: Link };
type Group = {
  flyoutGroupIdentifier: string;
  flyoutGroupItems: { storyblokTitle: string; link: Link }[];
  flyoutGroupItemsCustom: { text: string; link: Link }[];
  additionalLinks: { text: string; link: Link }[];
};
type BurgerEntry = { text: string; url: Link; subItems: BurgerEntry[] };
type Navigation = { items: { text: string; flyoutGroups?: Group[] }[]; burger: { mainNavigationItems: BurgerEntry[] } };

const target = (link: Link) => (link.linktype === 'story' ? `story:${link.cached_url}` : `url:${link.url}`);

/** Every submenu of the navigation: each flyout group and each burger accordion, with its entries. */
export function getSubmenus(navigation: Navigation): { name: string; entries: Entry[] }[] {
  const flyouts = navigation.items.flatMap((item) =>
    (item.flyoutGroups ?? []).map((group) => ({
      name: `${item.text} › ${group.flyoutGroupIdentifier}`,
      entries: [
        ...group.flyoutGroupItems.map((entry) => ({ text: entry.storyblokTitle, link: entry.link })),
        ...group.flyoutGroupItemsCustom.map((entry) => ({ text: entry.text, link: entry.link })),
        ...group.additionalLinks.map((entry) => ({ text: entry.text, link: entry.link })),
      ],
    })),
  );
  const accordions = navigation.burger.mainNavigationItems.flatMap((item) => [
    // The entries a burger item opens ("show all" and single links), then each accordion's.
    { name: `burger ${item.text}`, entries: item.subItems.filter((second) => second.subItems.length === 0).map((entry) => ({ text: entry.text, link: entry.url })) },
    ...item.subItems
      .filter((second) => second.subItems.length > 0)
      .map((second) => ({ name: `burger ${item.text} › ${second.text}`, entries: second.subItems.map((entry) => ({ text: entry.text, link: entry.url })) })),
  ]);
  return [...flyouts, ...accordions];
}

/** Entries of one submenu that share their target with an earlier entry. */
export function findSharedTargets(entries: readonly Entry[]): string[] {
  const seen = new Map<string, string>();
  return entries.flatMap((entry) => {
    const key = target(entry.link);
    const first = seen.get(key);
    if (first !== undefined) return [`${entry.text} = ${first} (${key})`];
    seen.set(key, entry.text);
    return [];
  });
}

function readNavigation(channel: 'poster' | 'card', locale: string): Navigation {
  return (JSON.parse(readFileSync(join(channelContentDir(channel), locale, 'global/navigation.json'), 'utf8')) as { published: Navigation }).published;
}

describe.each(['poster', 'card'] as const)('%s navigation', (channel) => {
  it.each(SHOP_LOCALES)('%s: no two sub-links of one submenu lead to the same page', (locale) => {
    const shared = getSubmenus(readNavigation(channel, locale)).flatMap((menu) => findSharedTargets(menu.entries).map((clash) => `${menu.name}: ${clash}`));
    expect(shared).toEqual([]);
  });

  it.each(SHOP_LOCALES)('%s: a sub-link to a filtered listing lists designs of what it names', (locale) => {
    const listings = getSubmenus(readNavigation(channel, locale))
      .flatMap((menu) => menu.entries)
      .filter((entry) => entry.link.linktype === 'url' && entry.link.url?.startsWith('/products/'));
    expect(listings.length).toBeGreaterThan(channel === 'poster' ? 10 : 8);
    for (const entry of listings) {
      const filters = parseListingPath((entry.link.url ?? '').replace(/\/$/, '').split('/').slice(2), getLanguageOfFolder(locale));
      expect(filters, entry.link.url).not.toBeNull();
      const found = findThemes(getThemeRecords(channel), { filters: filters ?? {}, sort: 'popularity', page: 1, perPage: 48 });
      expect(found.total, `${entry.text} → ${entry.link.url}`).toBeGreaterThan(0);
    }
  });
});
