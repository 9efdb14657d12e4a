import { addEditable } from './add-editable.ts';
import { buildStableUuid } from './build-stable-id.ts';
import {
  getTranslationGroup,
  getVersionContent,
  type ContentStore,
  type ContentVersion,
  type StoredStory,
  type StoryContent,
} from './content-types.ts';

export type ApiAlternate = {
  id: number;
  name: string;
  slug: string;
  full_slug: string;
  is_folder: false;
  parent_id: number;
};

export type ApiStory = {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  content: StoryContent;
  lang: 'default';
  alternates: ApiAlternate[];
  position: number;
  is_startpage: boolean;
  parent_id: number;
  group_id: string;
  sort_by_date: null;
  tag_list: string[];
  path: null;
  default_full_slug: null;
  translated_slugs: null;
  release_id: null;
  meta_data: null;
};

/** Translations of a story: same translationGroup, same channel, visible in the requested version. */
export function findAlternates(store: ContentStore, story: StoredStory, version: ContentVersion): StoredStory[] {
  const content = getVersionContent(story, version);
  const group = content ? getTranslationGroup(content) : undefined;
  if (!group) return [];
  return store.stories.filter((candidate) => {
    if (candidate === story || candidate.channel !== story.channel) return false;
    const candidateContent = getVersionContent(candidate, version);
    return candidateContent !== null && getTranslationGroup(candidateContent) === group;
  });
}

function toAlternate(story: StoredStory): ApiAlternate {
  return {
    id: story.id,
    name: story.name,
    slug: story.slug,
    full_slug: story.fullSlug,
    is_folder: false,
    parent_id: story.parentId,
  };
}

/**
 * Returns null when the story has no content in the requested version. A draft read with the
 * space's id carries `_editable` on its blocks, as Storyblok's delivery API does.
 */
export function buildApiStory(store: ContentStore, story: StoredStory, version: ContentVersion, spaceId?: number): ApiStory | null {
  const content = getVersionContent(story, version);
  if (!content) return null;
  const group = getTranslationGroup(content);
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    full_slug: story.fullSlug,
    created_at: story.createdAt,
    published_at: story.publishedAt,
    first_published_at: story.publishedAt,
    updated_at: story.createdAt,
    content: version === 'draft' && spaceId !== undefined ? addEditable(content, story.id, spaceId) : content,
    lang: 'default',
    alternates: findAlternates(store, story, version).map(toAlternate),
    position: 0,
    is_startpage: false,
    parent_id: story.parentId,
    // Storyblok gives translations one group_id; the channel is part of the key because the
    // two channels are separate trees whose stories are never alternates of each other.
    group_id: buildStableUuid(group ? `${story.channel}:${group}` : story.uuid),
    sort_by_date: null,
    tag_list: story.tagList,
    path: null,
    default_full_slug: null,
    translated_slugs: null,
    release_id: null,
    meta_data: null,
  };
}
