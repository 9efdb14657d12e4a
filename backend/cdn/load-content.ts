import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../log/create-logger.ts';
import { buildStableId } from './build-stable-id.ts';
import type { ContentStore, StoredStory } from './content-types.ts';

export const ASSETS_PLACEHOLDER = '{{assets}}';

const contentSchema = z.record(z.string(), z.unknown());

const storyFileSchema = z
  .object({
    uuid: z.string().min(1),
    name: z.string().min(1),
    published: contentSchema.nullable(),
    draft: contentSchema.optional(),
    tag_list: z.array(z.string()).optional(),
  })
  .refine((file) => file.published !== null || file.draft !== undefined, {
    message: 'a story needs a published or a draft version',
  });

type LoadOptions = {
  contentDir: string;
  /** Replaces `{{assets}}` in story files, e.g. `http://localhost:3001/a`. */
  assetsBaseUrl: string;
  previousCv: number;
  now: () => number;
  logger: Logger;
};

function listJsonFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** JSON-escapes the URL so the replacement cannot break the surrounding string literal. */
export function replaceAssetsPlaceholder(json: string, assetsBaseUrl: string): string {
  return json.replaceAll(ASSETS_PLACEHOLDER, JSON.stringify(assetsBaseUrl).slice(1, -1));
}

function parseStoryFile(
  relativeFile: string,
  contentDir: string,
  assetsBaseUrl: string,
): Omit<StoredStory, 'id' | 'parentId'> {
  const segments = relativeFile.replace(/\.json$/, '').split('/');
  const [channel, locale, ...pathSegments] = segments;
  if (!channel || !locale || pathSegments.length === 0) {
    throw new Error('expected {channel}/{locale}/{path}.json');
  }
  const absoluteFile = path.join(contentDir, relativeFile);
  const raw = replaceAssetsPlaceholder(fs.readFileSync(absoluteFile, 'utf8'), assetsBaseUrl);
  const file = storyFileSchema.parse(JSON.parse(raw));
  const modifiedAt = fs.statSync(absoluteFile).mtime.toISOString();
  const storyPath = pathSegments.join('/');
  return {
    uuid: file.uuid,
    name: file.name,
    slug: pathSegments[pathSegments.length - 1] ?? storyPath,
    fullSlug: `${channel}/${locale}/${storyPath}`,
    channel,
    locale,
    path: storyPath,
    published: file.published,
    draft: file.draft ?? file.published ?? {},
    tagList: file.tag_list ?? [],
    createdAt: modifiedAt,
    publishedAt: file.published ? modifiedAt : null,
  };
}

function assignId(uuid: string, taken: Set<number>): number {
  let id = buildStableId(uuid);
  while (taken.has(id)) id += 1;
  taken.add(id);
  return id;
}

/**
 * Reads every story file once. A broken file is logged and skipped rather than stopping the
 * backend, because content writers edit files while the shop runs.
 */
export function loadContent(options: LoadOptions): ContentStore {
  const { contentDir, assetsBaseUrl, logger } = options;
  const stories: StoredStory[] = [];
  const bySlug = new Map<string, StoredStory>();
  const byUuid = new Map<string, StoredStory>();
  const byId = new Map<number, StoredStory>();
  const takenIds = new Set<number>();

  for (const relativeFile of listJsonFiles(contentDir)) {
    let parsed: Omit<StoredStory, 'id' | 'parentId'>;
    try {
      parsed = parseStoryFile(relativeFile, contentDir, assetsBaseUrl);
    } catch (error) {
      const reason = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
      logger.warn({ file: relativeFile, reason }, 'skipping invalid story file');
      continue;
    }
    const duplicate = byUuid.get(parsed.uuid);
    if (duplicate) {
      logger.warn({ file: relativeFile, uuid: parsed.uuid, keptSlug: duplicate.fullSlug }, 'skipping story with duplicate uuid');
      continue;
    }
    const folder = parsed.fullSlug.slice(0, parsed.fullSlug.lastIndexOf('/'));
    const story: StoredStory = { ...parsed, id: assignId(parsed.uuid, takenIds), parentId: buildStableId(`folder:${folder}`) };
    stories.push(story);
    bySlug.set(story.fullSlug, story);
    byUuid.set(story.uuid, story);
    byId.set(story.id, story);
  }

  stories.sort((left, right) => left.fullSlug.localeCompare(right.fullSlug));
  // Storyblok's cv is a unix timestamp; it must grow on every reload so clients drop caches.
  const cv = Math.max(Math.floor(options.now() / 1000), options.previousCv + 1);
  logger.info({ contentDir, stories: stories.length, cv }, 'content loaded');
  return { stories, bySlug, byUuid, byId, cv };
}
