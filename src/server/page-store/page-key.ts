import { hasPreviewParameters } from '../../lib/content/preview-token.ts';
import { keepPageQuery } from '../../lib/request/page-query.ts';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES, type ShopCookie } from '../../lib/request/shop-cookies.ts';

export type PageKeyInput = {
  method: string;
  /** A document request; client navigations (`/RSC/...`) are not stored. */
  isDocument: boolean;
  isPage: boolean;
  /** The Host header as the shop understood it (host and port). */
  host: string;
  pageUrl: URL;
  cookies: ReadonlyMap<string, string>;
  /** The light-mode outcome (decideLightMode: choice, crawler, client hints), never raw hint values. */
  lightMode: boolean;
  /** A draft is requested (valid token or not). */
  preview: boolean;
  /** The content cache version the page would be rendered under. */
  cacheVersion: number | undefined;
  /** The request's evaluated flags: every treatment may change the page. */
  flags: { treatments: Readonly<Record<string, string>>; debug: boolean } | undefined;
};

export type BypassReason = 'method' | 'not-a-page' | 'rsc' | 'personal' | 'preview' | 'flag-debug' | 'token' | 'refusal';

/**
 * `base` is everything but the flags; the treatments complete it (see variantKey), as far as the
 * page asks for them.
 */
export type PageKeyDecision = { storable: true; base: string; treatments: Readonly<Record<string, string>> } | { storable: false; reason: BypassReason };

const cookieTable: readonly ShopCookie[] = Object.values(SHOP_COOKIES);

/** `__Host-` is the https variant of a cookie's name (see getSessionCookieName). */
function baseName(name: string): string {
  return name.startsWith('__Host-') ? name.slice('__Host-'.length) : name;
}

export function hasPersonalCookie(cookies: ReadonlyMap<string, string>): boolean {
  for (const name of cookies.keys()) {
    const base = baseName(name);
    if (cookieTable.some((cookie) => cookie.personal && cookie.name === base)) return true;
  }
  return false;
}

/** The cookies that change an anonymous page, as `name=value`, sorted by name. */
export function pageVaryingCookies(cookies: ReadonlyMap<string, string>): string[] {
  const varying: string[] = [];
  for (const [name, value] of cookies) {
    const base = baseName(name);
    const listed = cookieTable.some((cookie) => cookie.variesPage && !cookie.personal && cookie.name === base);
    if (listed || base.startsWith(ACTION_BAR_DISMISSED_PREFIX)) varying.push(`${name}=${value}`);
  }
  return varying.sort();
}

/** Parameters sorted by name (values of one name keep their order), the same query either way. */
export function normalizeQuery(params: URLSearchParams): string {
  const entries = [...params];
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * Whether a request's page may come from the page store, and under which key. Everything that
 * changes an anonymous page is in the key: host, path, the query a page reads, content version, light mode, the
 * cookies the cookie table marks `variesPage` (and the dismissed action bars), and the treatments
 * of the flags the page reads (variantKey). A session cookie, drafts, posts, client navigations and the flag debug view
 * are never stored.
 */
export function decidePageKey(input: PageKeyInput): PageKeyDecision {
  if (input.method !== 'GET') return { storable: false, reason: 'method' };
  if (!input.isPage) return { storable: false, reason: 'not-a-page' };
  if (!input.isDocument) return { storable: false, reason: 'rsc' };
  if (hasPersonalCookie(input.cookies)) return { storable: false, reason: 'personal' };
  const params = input.pageUrl.searchParams;
  if (input.preview || hasPreviewParameters(params)) return { storable: false, reason: 'preview' };
  // The debug view lists the visitor's own key and records.
  if (!input.flags || input.flags.debug) return { storable: false, reason: 'flag-debug' };
  const base = [
    input.host.toLowerCase(),
    input.pageUrl.pathname,
    // Only what a page reads (the middleware has dropped the rest already): a cache buster or an
    // ad click id must neither split a page nor push others out.
    normalizeQuery(keepPageQuery(params)),
    `cv=${input.cacheVersion ?? '-'}`,
    `light=${input.lightMode ? 1 : 0}`,
    pageVaryingCookies(input.cookies).join('; '),
  ].join('\n');
  return { storable: true, base, treatments: input.flags.treatments };
}

/**
 * The full key: the base plus the treatments of the flags the page asks for (`relevant`, learned
 * from its renders), or of every flag while that is not known yet. Keying on all of them would
 * split each page into one copy per combination of groups of experiments it does not show.
 */
export function variantKey(base: string, treatments: Readonly<Record<string, string>>, relevant: ReadonlySet<string> | undefined): string {
  const parts = Object.entries(treatments)
    .filter(([flag]) => !relevant || relevant.has(flag))
    .map(([flag, treatment]) => `${flag}=${treatment}`)
    .sort();
  return `${base}\n${relevant ? '' : '*'}${parts.join('&')}`;
}
