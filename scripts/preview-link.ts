/**
 * `npm run preview-link -- http://de.poster.localhost:3000/` prints that URL with a preview token
 * valid for an hour, for that page on that host only, so drafts can be checked without the visual
 * editor. Signed with CONTENT_PREVIEW_TOKEN, as the shop verifies it.
 */
import { getServerConfig } from '../src/lib/config/server-config.ts';
import { buildPreviewLink } from '../src/lib/content/preview-token.ts';

const target = new URL(process.argv[2] ?? 'http://localhost:3000/');
console.log(buildPreviewLink(target, getServerConfig().contentPreviewToken).toString());
