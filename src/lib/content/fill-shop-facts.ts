/**
 * Shop facts in content (decision 0023): copy names no review figure and no phone number; it
 * writes `{reviews:count}`, `{reviews:rating}`, `{hotline}` (or `{hotline:tel}` in a `tel:` link)
 * and the shop fills in what the footer and the header show on the visitor's host: the reviews
 * store's count and trust score, the host's hotline from its initial data. A language folder
 * shared by several countries (de-de on the Austrian and Swiss hosts) then names each host's own
 * number, and the home page cannot promise other figures than the footer's.
 */
import { getNumberFormat } from '../../../domain/intl/get-formatter.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { mapStoryStrings } from './map-story-strings.ts';

/** What the placeholders are filled from; null where the shop API did not answer. */
export type ShopFacts = {
  reviews: { totalReviews: number; trustScore: number } | null;
  hotline: string | null;
};

const FACT = /\{(reviews:count|reviews:rating|hotline|hotline:tel)\}/g;
const FACT_KEYS = ['reviews:count', 'reviews:rating', 'hotline', 'hotline:tel'] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export function isFactKey(value: unknown): value is FactKey {
  return typeof value === 'string' && (FACT_KEYS as readonly string[]).includes(value);
}

export function hasFactPlaceholder(text: string): boolean {
  return text.includes('{reviews:') || text.includes('{hotline');
}

/** The trust score as the footer prints it: one decimal, in the locale's digits. */
export function formatRating(rating: number, locale: LocaleCode): string {
  return getNumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

export function formatReviewCount(count: number, locale: LocaleCode): string {
  return getNumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

function factValue(key: FactKey, facts: ShopFacts, locale: LocaleCode): string | null {
  switch (key) {
    case 'reviews:count':
      return facts.reviews ? formatReviewCount(facts.reviews.totalReviews, locale) : null;
    case 'reviews:rating':
      return facts.reviews ? formatRating(facts.reviews.trustScore, locale) : null;
    case 'hotline':
      return facts.hotline || null;
    case 'hotline:tel':
      return facts.hotline ? facts.hotline.replace(/[^+\d]/g, '') : null;
  }
}

/**
 * The text with its facts filled in. A text naming review figures the shop does not know is left
 * out whole (empty): "Bewertungen mit Sternen" says nothing. An unknown hotline leaves only the
 * number out, as an unknown price does: legal texts around it must stay.
 */
export function fillFactPlaceholders(text: string, facts: ShopFacts, locale: LocaleCode): { text: string; missing: FactKey[] } {
  if (!hasFactPlaceholder(text)) return { text, missing: [] };
  const missing: FactKey[] = [];
  const filled = text.replace(FACT, (_match, key: FactKey) => {
    const value = factValue(key, facts, locale);
    if (value === null) missing.push(key);
    return value ?? '';
  });
  if (missing.some((key) => key.startsWith('reviews:'))) return { text: '', missing };
  return { text: missing.length > 0 ? filled.replace(/[ \u00a0]{2,}/g, ' ').trim() : filled, missing };
}

/** Every string of a story's content filled in; unchanged objects come back as they are. */
export function fillStoryFacts<T>(content: T, facts: ShopFacts, locale: LocaleCode, missing: FactKey[] = []): T {
  return mapStoryStrings(content, (text) => {
    const result = fillFactPlaceholders(text, facts, locale);
    missing.push(...result.missing);
    return result.text;
  });
}

/** Which facts a story names, so a story without any asks the shop API for nothing. */
export function storyFactKinds(content: unknown, kinds: Set<'reviews' | 'hotline'> = new Set()): Set<'reviews' | 'hotline'> {
  if (typeof content === 'string') {
    if (content.includes('{reviews:')) kinds.add('reviews');
    if (content.includes('{hotline')) kinds.add('hotline');
  } else if (Array.isArray(content)) {
    for (const item of content) storyFactKinds(item, kinds);
  } else if (content !== null && typeof content === 'object') {
    for (const value of Object.values(content)) storyFactKinds(value, kinds);
  }
  return kinds;
}
