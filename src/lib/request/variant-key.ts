/**
 * The variant key: what an anonymous page depends on beyond its URL, small enough for a shared
 * cache's key and computable from cookies and headers alone (an nginx `map` does it in
 * scripts/cluster-config.ts; decision 0029). `s1m0.l0.a0.t01c0…`:
 * - consent: `n` unanswered, else `s<statistics>m<marketing>` (the tag script and its init event differ);
 * - light: `l1` light page, `l0` normal;
 * - app banner dismissed: `a1` / `a0`;
 * - treatments: one character per shop flag in SHOP_FLAGS order (`1` on, `0` off, `c` control),
 *   from the `flag_variant` cookie the shop keeps equal to the visitor's groups; behind an edge,
 *   `-` for each flag the edge's mask leaves out (flag-mask.ts, decision 0046).
 * Dismissed action bars (one cookie per bar) are not in it: such requests skip the shared cache.
 */
import { parseConsent } from '../consent/consent.ts';
import type { FlagResult } from '../flags/request-flags.ts';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import type { Treatment } from '../../../domain/flags/treatments.ts';
import { SHOP_COOKIES } from './shop-cookies.ts';
import { maskToken } from './flag-mask.ts';

/** The request header an edge sets from the cookies; nginx overwrites whatever a client sent. */
export const VARIANT_HEADER = 'x-page-variant';
/**
 * The content version the edge keys on (start-cluster polls it): the edge and this process notice
 * a publication at different moments, and a page rendered for the old version must not be kept
 * under the new version's key, where nothing would replace it until it expires.
 */
export const CONTENT_VERSION_HEADER = 'x-content-version';
export const FLAG_VARIANT_COOKIE = SHOP_COOKIES.flagVariant.name;

const TREATMENT_CHAR: Record<Treatment, string> = { on: '1', off: '0', control: 'c' };
/** What the edge's map accepts as a treatments cookie: one known character per flag. */
export const TREATMENT_TOKEN_PATTERN = new RegExp(`^[10c]{${SHOP_FLAGS.length}}$`);

export function consentPart(consentCookie: string | undefined): string {
  const consent = parseConsent(consentCookie);
  return consent ? `s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}` : 'n';
}

/**
 * The visitor's treatments in short. A flag switched on by the page's path says nothing about the
 * visitor's group (the URL is in the key anyway): it keeps the character the cookie had (or `0`),
 * so the cookie does not flip between pages.
 */
export function treatmentToken(results: readonly Pick<FlagResult, 'key' | 'treatment' | 'source'>[], previous: string | undefined): string {
  const before = previous !== undefined && TREATMENT_TOKEN_PATTERN.test(previous) ? previous : undefined;
  return SHOP_FLAGS.map((flag, index) => {
    const result = results.find((candidate) => candidate.key === flag.key);
    if (!result || result.source === 'path') return before?.[index] ?? '0';
    return TREATMENT_CHAR[result.treatment];
  }).join('');
}

export type VariantInput = {
  cookies: ReadonlyMap<string, string>;
  light: boolean;
  /** The treatments the page is rendered with, as treatmentToken writes them; null without a visitor key (crawlers). */
  token: string | null;
};

export function buildVariantKey({ cookies, light, token }: VariantInput): string {
  return [consentPart(cookies.get(SHOP_COOKIES.consent.name)), light ? 'l1' : 'l0', cookies.has(SHOP_COOKIES.appBannerDismissed.name) ? 'a1' : 'a0', `t${token ?? '-'}`].join('.');
}

export type VariantPlan = {
  /** The key this request's page belongs to. */
  key: string;
  /** The `flag_variant` value to set, when the visitor's cookie is missing or out of date. */
  cookieValue: string | null;
  /** What the edge said: nothing (no edge in front), the same key, or another one. */
  edge: 'absent' | 'same' | 'other';
  /** The flag mask the edge keyed on (flag-mask.ts); the key's treatments are masked by it. */
  flagMask?: string;
};

/**
 * The variant of one page request. Forced treatments (`_flag_on` ...) are the visitor's own view
 * for this URL, not their groups: they never go into the cookie, and the edge's key (from the
 * cookie) then differs, so such a page is not shared.
 */
export function planVariant(input: {
  cookies: ReadonlyMap<string, string>;
  light: boolean;
  flags: { userKey: string | null; results: readonly Pick<FlagResult, 'key' | 'treatment' | 'source'>[] } | undefined;
  edgeHeader: string | undefined;
  /** The edge's content version (CONTENT_VERSION_HEADER) and this process's, when known. */
  edgeContentVersion?: string | undefined;
  contentVersion?: number | undefined;
  /** The edge's flag mask (FLAG_MASK_HEADER, parsed): only those flags' treatments are in the key. */
  edgeFlagMask?: string | undefined;
}): VariantPlan {
  const { cookies, flags } = input;
  const previous = cookies.get(FLAG_VARIANT_COOKIE);
  const token = flags?.userKey ? treatmentToken(flags.results, previous) : null;
  const forced = flags?.results.some((result) => result.source === 'override' || result.source === 'disabled') ?? false;
  const mask = input.edgeHeader === undefined ? undefined : input.edgeFlagMask;
  const key = buildVariantKey({ cookies, light: input.light, token: token !== null && mask ? maskToken(token, mask) : token });
  // A forced treatment is left out of the cookie, so a mask without that flag would hide it.
  const same = !forced && input.edgeHeader === key && sameContentVersion(input.edgeContentVersion, input.contentVersion);
  return {
    key,
    cookieValue: token !== null && !forced && token !== previous ? token : null,
    edge: input.edgeHeader === undefined ? 'absent' : same ? 'same' : 'other',
    ...(mask ? { flagMask: mask } : {}),
  };
}

/** An edge that names no version agrees; one that does must name this process's (`-` for none yet). */
function sameContentVersion(edge: string | undefined, own: number | undefined): boolean {
  return edge === undefined || edge === String(own ?? '-');
}
