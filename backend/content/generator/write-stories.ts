import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { channelContentDir } from './content-paths.ts';
import type { Channel } from './shared/shop-pages-types.ts';
import { serializeStory, type Stories } from './story-types.ts';

const localeFolder = /^[a-z]{2}-[a-z]{2}$/;

/** Every story JSON file below a channel's locale folders, as sorted `{locale}/{path}` keys. */
export async function listStoryKeys(channelDir: string): Promise<string[]> {
  const entries = await readdir(channelDir, { withFileTypes: true });
  const keys: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !localeFolder.test(entry.name)) continue;
    const files = await readdir(join(channelDir, entry.name), { recursive: true });
    for (const file of files) {
      if (file.endsWith('.json')) keys.push(relative(channelDir, join(channelDir, entry.name, file)).split(sep).join('/').slice(0, -'.json'.length));
    }
  }
  return keys.sort();
}

async function removeEmptyFolders(channelDir: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(`${channelDir}${sep}`); current = dirname(current)) {
    if ((await readdir(current)).length > 0) return;
    await rmdir(current);
  }
}

/** Writes every story and removes story files the copy tables no longer produce (renamed slugs). */
export async function writeChannelStories(channel: Channel, stories: Stories): Promise<{ written: number; removed: string[] }> {
  const channelDir = channelContentDir(channel);
  for (const [key, story] of stories) {
    const file = join(channelDir, `${key}.json`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, serializeStory(story));
  }
  const stale = (await listStoryKeys(channelDir)).filter((key) => !stories.has(key));
  for (const key of stale) {
    await rm(join(channelDir, `${key}.json`));
    await removeEmptyFolders(channelDir, dirname(join(channelDir, key)));
  }
  return { written: stories.size, removed: stale };
}
