/**
 * Writes every story file of both channels from the copy tables: `npm run content:generate`.
 * The files are committed; generated-content.test.ts fails when they differ from this output.
 */
import { buildAllStories } from './build-all-stories.ts';
import { writeChannelStories } from './write-stories.ts';

for (const [channel, stories] of buildAllStories()) {
  const { written, removed } = await writeChannelStories(channel, stories);
  console.log(`${channel} content: wrote ${written} stories${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
}
