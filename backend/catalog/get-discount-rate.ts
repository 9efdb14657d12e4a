import { DISCOUNT_RATES, DISCOUNTED_SHARE_PERCENT } from './data/price-lists.ts';

/** FNV-1a: small, stable across runs and platforms, good enough to spread keys evenly. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The sale rate of an article (0 when it is not on sale). A hash of the article key picks about
 * one article in five, so the same article is discounted in every currency and on every call,
 * and an own format equal to a listed one gets the listed price.
 */
export function getDiscountRate(articleKey: string): number {
  const hash = hashKey(articleKey);
  if (hash % 100 >= DISCOUNTED_SHARE_PERCENT) return 0;
  return DISCOUNT_RATES[Math.floor(hash / 100) % DISCOUNT_RATES.length] ?? 0;
}
