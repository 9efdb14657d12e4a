// Regenerates the poster channel's story JSON from the copy tables in ./generator.
// Run: /work/main/node_modules/.bin/node backend/content/poster/.generate.ts
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPosterStories } from './generator/build-poster-stories.ts';
import { posterCopyInput } from './generator/poster-copy-input.ts';
import { writePosterStories } from './generator/write-poster-stories.ts';

const contentRoot = dirname(fileURLToPath(import.meta.url));
const { written, removed } = await writePosterStories(contentRoot, buildPosterStories(posterCopyInput));
console.log(`poster content: wrote ${written} stories${removed.length ? `, removed ${removed.join(', ')}` : ''}`);
