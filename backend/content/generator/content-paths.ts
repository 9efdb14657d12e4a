import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** backend/content: the folder the backend loads stories from, one sub-folder per channel. */
export const CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function channelContentDir(channel: 'poster' | 'card'): string {
  return path.join(CONTENT_ROOT, channel);
}
