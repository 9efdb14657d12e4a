/**
 * Which flags' treatments a shared cache keys a page on (decision 0046): one character per shop
 * flag in SHOP_FLAGS order, `1` keyed, `0` left out. The edge looks the mask up by host and path
 * (learned from what the shop says each page needs) and sends it; the shop keys its variant on the
 * same mask and answers a page private when the mask leaves out a flag the page reads. A wrong mask
 * so costs hits, never a visitor another variant's page.
 */
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';

/** The mask the edge keyed this request on (nginx overwrites whatever a client sent). */
export const FLAG_MASK_HEADER = 'x-flag-mask';
/** The mask this page needs (the flags its renders read), for the edge to learn from. */
export const FLAG_MASK_NEEDED_HEADER = 'x-flag-mask-needed';
export const ALL_FLAGS_MASK = '1'.repeat(SHOP_FLAGS.length);
export const FLAG_MASK_PATTERN = new RegExp(`^[01]{${SHOP_FLAGS.length}}$`);

export function parseFlagMask(value: string | null | undefined): string | undefined {
  return value != null && FLAG_MASK_PATTERN.test(value) ? value : undefined;
}

/** The mask of the flags a page reads; every flag while that is not known yet. */
export function flagMaskOf(flagsRead: ReadonlySet<string> | undefined): string {
  if (!flagsRead) return ALL_FLAGS_MASK;
  return SHOP_FLAGS.map((flag) => (flagsRead.has(flag.key) ? '1' : '0')).join('');
}

/** A treatment token with the characters of the flags the mask leaves out replaced by `-`. */
export function maskToken(token: string, mask: string): string {
  return [...token].map((character, index) => (mask[index] === '1' ? character : '-')).join('');
}

/** Whether every flag `needed` keys is keyed by `mask` too. */
export function maskCovers(mask: string, needed: string): boolean {
  return [...needed].every((character, index) => character === '0' || mask[index] === '1');
}

/** Both masks' flags: a path's mask grows with every page under it that reads another flag. */
export function unionMasks(a: string, b: string): string {
  return [...a].map((character, index) => (character === '1' || b[index] === '1' ? '1' : '0')).join('');
}
