/**
 * `npm run preview-link -- http://de.poster.localhost:3000/` prints that URL with a fresh editor
 * preview token (valid for an hour), so drafts can be checked without the visual editor.
 */
import { buildPreviewQuery } from '../src/lib/content/preview-token.ts';

const target = new URL(process.argv[2] ?? 'http://localhost:3000/');
const query = buildPreviewQuery({
  spaceId: process.env.CONTENT_SPACE_ID ?? '100001',
  previewToken: process.env.CONTENT_PREVIEW_TOKEN ?? 'embedded-preview',
  now: Date.now(),
});
for (const [key, value] of query) target.searchParams.set(key, value);
console.log(target.toString());
