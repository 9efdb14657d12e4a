import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { PosterStories, StoryFile } from './build-poster-stories.ts';

const localeFolder = /^[a-z]{2}-[a-z]{2}$/;

export function serializeStory(story: StoryFile): string {
  return `${JSON.stringify(story, null, 2)}\n`;
}

/** Every story JSON file below the locale folders, as `{locale}/{path}` keys. */
export async function listStoryKeys(contentRoot: string): Promise<string[]> {
  const entries = await readdir(contentRoot, { withFileTypes: true });
  const keys: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !localeFolder.test(entry.name)) continue;
    const files = await readdir(join(contentRoot, entry.name), { recursive: true });
    for (const file of files) {
      if (file.endsWith('.json')) keys.push(relative(contentRoot, join(contentRoot, entry.name, file)).slice(0, -'.json'.length));
    }
  }
  return keys.sort();
}

async function removeEmptyFolders(contentRoot: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(`${contentRoot}/`); current = dirname(current)) {
    if ((await readdir(current)).length > 0) return;
    await rmdir(current);
  }
}

/** Writes every story and removes story files the copy tables no longer produce (renamed slugs). */
export async function writePosterStories(contentRoot: string, stories: PosterStories): Promise<{ written: number; removed: string[] }> {
  for (const [key, story] of stories) {
    const file = join(contentRoot, `${key}.json`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, serializeStory(story));
  }
  const stale = (await listStoryKeys(contentRoot)).filter((key) => !stories.has(key));
  for (const key of stale) {
    await rm(join(contentRoot, `${key}.json`));
    await removeEmptyFolders(contentRoot, dirname(join(contentRoot, key)));
  }
  return { written: stories.size, removed: stale };
}
