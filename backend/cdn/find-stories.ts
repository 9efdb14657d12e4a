import { getVersionContent, type ContentStore, type ContentVersion, type StoredStory } from './content-types.ts';

export type StoryFilter = {
  version: ContentVersion;
  startsWith?: string;
  byUuids?: string[];
  /** Like by_uuids, but the answer keeps the order of the list. */
  byUuidsOrdered?: string[];
};

export function findStories(store: ContentStore, filter: StoryFilter): StoredStory[] {
  const visible = (story: StoredStory) => getVersionContent(story, filter.version) !== null;
  const matchesPrefix = (story: StoredStory) => !filter.startsWith || story.fullSlug.startsWith(filter.startsWith);

  if (filter.byUuidsOrdered) {
    return filter.byUuidsOrdered
      .map((uuid) => store.byUuid.get(uuid))
      .filter((story): story is StoredStory => story !== undefined && visible(story) && matchesPrefix(story));
  }
  const uuids = filter.byUuids ? new Set(filter.byUuids) : undefined;
  return store.stories.filter((story) => visible(story) && matchesPrefix(story) && (!uuids || uuids.has(story.uuid)));
}

export function paginate<T>(items: T[], perPage: number, page: number): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

export type StoryLookup = { slugOrId: string; findBy?: 'uuid' };

/** Resolves `cdn/stories/{x}` the way Storyblok does: full slug, numeric id, or uuid with find_by. */
export function findStory(store: ContentStore, lookup: StoryLookup): StoredStory | undefined {
  const key = lookup.slugOrId.replace(/^\/+|\/+$/g, '');
  if (lookup.findBy === 'uuid') return store.byUuid.get(key);
  if (/^\d+$/.test(key)) return store.byId.get(Number(key)) ?? store.bySlug.get(key);
  return store.bySlug.get(key);
}
