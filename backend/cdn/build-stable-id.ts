import { createHash } from 'node:crypto';

const ID_RANGE = 900_000_000;
const ID_OFFSET = 100_000_000;

/** Storyblok ids are numbers; deriving them from the uuid keeps them stable across restarts. */
export function buildStableId(key: string): number {
  const digest = createHash('sha1').update(key).digest();
  return (digest.readUInt32BE(0) % ID_RANGE) + ID_OFFSET;
}

/** A uuid-shaped value derived from a key, used for Storyblok's `group_id`. */
export function buildStableUuid(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
