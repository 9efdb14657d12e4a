import { buildApiStory, type ApiStory } from './build-api-story.ts';
import { collectRelationUuids, collectStoryLinks } from './collect-story-references.ts';
import { getVersionContent, type ContentStore, type ContentVersion, type StoredStory } from './content-types.ts';

export type ResolveLinks = 'url' | 'story' | 'link' | '0' | '1' | undefined;

type UrlLink = { id: number; uuid: string; name: string; slug: string; full_slug: string; url: string };

type LinkObject = {
  id: number;
  uuid: string;
  slug: string;
  path: null;
  real_path: string;
  name: string;
  published: boolean;
  parent_id: number;
  is_folder: false;
  is_startpage: false;
  position: number;
};

export type ApiLink = ApiStory | UrlLink | LinkObject;

function toUrlLink(story: StoredStory): UrlLink {
  return { id: story.id, uuid: story.uuid, name: story.name, slug: story.slug, full_slug: story.fullSlug, url: story.fullSlug };
}

export function toLinkObject(story: StoredStory): LinkObject {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    path: null,
    real_path: `/${story.fullSlug}`,
    name: story.name,
    published: story.published !== null,
    parent_id: story.parentId,
    is_folder: false,
    is_startpage: false,
    position: 0,
  };
}

function keepVisibleUnique(stories: (StoredStory | undefined)[], version: ContentVersion): StoredStory[] {
  const unique = new Map<string, StoredStory>();
  for (const story of stories) {
    if (!story || unique.has(story.uuid) || getVersionContent(story, version) === null) continue;
    unique.set(story.uuid, story);
  }
  return [...unique.values()];
}

function toApiStories(store: ContentStore, stories: StoredStory[], version: ContentVersion): ApiStory[] {
  return stories.flatMap((story) => buildApiStory(store, story, version) ?? []);
}

/** The `links` array of an answer: targets of story links in the returned stories. */
export function buildLinks(store: ContentStore, stories: ApiStory[], version: ContentVersion, mode: ResolveLinks): ApiLink[] {
  if (!mode || mode === '0') return [];
  const targets = collectStoryLinks(stories.map((story) => story.content)).map((reference) =>
    (reference.uuid ? store.byUuid.get(reference.uuid) : undefined) ??
    (reference.fullSlug ? store.bySlug.get(reference.fullSlug) : undefined),
  );
  const resolved = keepVisibleUnique(targets, version);
  if (mode === 'url') return resolved.map(toUrlLink);
  if (mode === 'link') return resolved.map(toLinkObject);
  return toApiStories(store, resolved, version);
}

/** The `rels` array: stories referenced by uuid in the fields named by resolve_relations. */
export function buildRelations(
  store: ContentStore,
  stories: ApiStory[],
  version: ContentVersion,
  relationFields: string[] | undefined,
): ApiStory[] {
  if (!relationFields || relationFields.length === 0) return [];
  const uuids = collectRelationUuids(stories.map((story) => story.content), relationFields);
  const targets = keepVisibleUnique(uuids.map((uuid) => store.byUuid.get(uuid)), version);
  return toApiStories(store, targets, version);
}
