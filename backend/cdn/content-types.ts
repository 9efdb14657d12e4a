export type StoryContent = Record<string, unknown>;

export type ContentVersion = 'draft' | 'published';

export type StoredStory = {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  channel: string;
  /** Lower-case folder name, e.g. `de-de`. */
  locale: string;
  /** Path below the locale folder, e.g. `home` or `global/header`. */
  path: string;
  parentId: number;
  published: StoryContent | null;
  draft: StoryContent;
  tagList: string[];
  createdAt: string;
  publishedAt: string | null;
};

export type ContentStore = {
  /** Sorted by full slug, so listings page deterministically. */
  stories: StoredStory[];
  bySlug: Map<string, StoredStory>;
  byUuid: Map<string, StoredStory>;
  byId: Map<number, StoredStory>;
  cv: number;
};

export function getVersionContent(story: StoredStory, version: ContentVersion): StoryContent | null {
  return version === 'draft' ? story.draft : story.published;
}

export function getTranslationGroup(content: StoryContent): string | undefined {
  const group = content['translationGroup'];
  return typeof group === 'string' && group !== '' ? group : undefined;
}
