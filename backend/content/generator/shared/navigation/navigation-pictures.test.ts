// A flyout's picture shows what its link names: photo-book categories show photo books.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelContentDir } from '../../content-paths.ts';
import { SHOP_LOCALES } from '../shop-pages-types.ts';

type Group = { flyoutGroupIdentifier: string; flyoutGroupItems: { storyblokTitle: string; asset?: { filename: string } }[] };
type Item = { navigationType?: string; flyoutGroups?: Group[] };

const PHOTO_BOOK_PICTURES = /^\{\{assets\}\}\/(photobook(-[a-z]+)?|guestbook)\.jpg$/;

describe.each(['poster', 'card'] as const)('%s navigation', (channel) => {
  it.each(SHOP_LOCALES)('%s: photo-book categories show photo books, each its own', (locale) => {
    const story = JSON.parse(readFileSync(join(channelContentDir(channel), locale, 'global/navigation.json'), 'utf8')) as { published: { items: Item[] } };
    const photobooks = story.published.items.find((item) => item.navigationType === 'photobook');
    const categories = photobooks?.flyoutGroups?.find((group) => group.flyoutGroupIdentifier === 'categories');
    const files = (categories?.flyoutGroupItems ?? []).map((item) => item.asset?.filename ?? '');
    expect(files).toHaveLength(4);
    for (const file of files) expect(file).toMatch(PHOTO_BOOK_PICTURES);
    expect(new Set(files).size).toBe(files.length);
  });
});
