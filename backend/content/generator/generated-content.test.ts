// Story files are generated: a hand edit would be lost on the next `npm run content:generate`, so
// the committed files must be exactly what the copy tables produce.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAllStories } from './build-all-stories.ts';
import { channelContentDir } from './content-paths.ts';
import { serializeStory } from './story-types.ts';
import { listStoryKeys } from './write-stories.ts';

describe.each([...buildAllStories()])('%s story files', (channel, stories) => {
  it('are exactly the files the generator writes, no more and no fewer', async () => {
    expect(await listStoryKeys(channelContentDir(channel))).toEqual([...stories.keys()].sort());
  });

  it('hold exactly what the generator writes (run npm run content:generate after editing copy)', () => {
    const differing = [...stories]
      .filter(([key, story]) => readFileSync(join(channelContentDir(channel), `${key}.json`), 'utf8') !== serializeStory(story))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
