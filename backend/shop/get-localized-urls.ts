import { findAlternates } from '../cdn/build-api-story.ts';
import type { ContentStore, StoredStory } from '../cdn/content-types.ts';
import { getLocaleChain, SUPPORTED_LOCALES, toContentFolder, type Channel, type Locale } from './locales.ts';

export type LocalizedUrl = { locale: Locale; url: string };

/** `/` is the `home` story; other paths lose their slashes at both ends. */
export function toStoryPath(pagePath: string): string {
  const trimmed = pagePath.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return trimmed === '' ? 'home' : trimmed;
}

export function toPagePath(storyPath: string): string {
  return storyPath === 'home' ? '/' : `/${storyPath}`;
}

function findPublished(store: ContentStore, channel: Channel, folders: string[], storyPath: string) {
  for (const folder of folders) {
    const story = store.bySlug.get(`${channel}/${folder}/${storyPath}`);
    if (story?.published) return story;
  }
  return undefined;
}

/**
 * The page's URL in every locale that can show it: the page's own translations (alternates)
 * plus locales that fall back to one of them, like `de-AT` to `de-DE`. URLs are paths without
 * host or language prefix; the shop knows its hosts.
 */
export function getLocalizedUrls(store: ContentStore, channel: Channel, locale: Locale, pagePath: string): LocalizedUrl[] {
  const storyPath = toStoryPath(pagePath);
  const current = findPublished(store, channel, getLocaleChain(locale).map(toContentFolder), storyPath);
  if (!current) return [];
  const translations = [current, ...findAlternates(store, current, 'published')];
  const byFolder = new Map<string, StoredStory>(translations.map((story) => [story.locale, story]));
  return SUPPORTED_LOCALES.flatMap((candidate) => {
    const folder = getLocaleChain(candidate).map(toContentFolder).find((name) => byFolder.has(name));
    const story = folder ? byFolder.get(folder) : undefined;
    return story ? [{ locale: candidate, url: toPagePath(story.path) }] : [];
  });
}
