/**
 * The link crawl behind tests/e2e/crawl.spec.ts, kept free of Playwright so its rules read in one
 * place: start from the sitemap and the home page, follow every link within one host and
 * language, fetch every image, stylesheet and script once, and collect what a shopper or a search
 * engine would trip over.
 */
import { extractCssUrls, extractReferences, isNoindex, type ReferenceKind } from './extract-references.ts';

export type Fetched = { status: number; location: string | null; contentType: string; body: string };

export type CrawlOptions = {
  /** Where the crawl starts (home page, sitemap entries), as absolute URLs. */
  start: { url: string; foundOn: string; fromSitemap?: boolean }[];
  /** Origin of the host under test, e.g. `http://ch.poster.localhost:4100`. */
  siteOrigin: string;
  /** `''` for the host's default language, `/fr` for a prefixed one. */
  languagePrefix: string;
  /** Whether an address is ours to fetch (the stack's shop and backend); others are not requested. */
  isFetchable: (url: URL) => boolean;
  fetch: (url: string) => Promise<Fetched>;
  /** Pages parsed for further links; addresses found beyond it are still checked. */
  maxPages: number;
  /** Requests in all; the crawl stops (and says so) when it is reached. */
  maxRequests: number;
  concurrency: number;
  /**
   * For a walk that needs only the site's pages (the phone walk): stop asking once maxPages
   * pages are parsed, instead of checking every address they link to (decision 0043).
   */
  pagesOnly?: boolean;
  /**
   * How many members of a family of look-alike addresses are fetched (see familyOf); the
   * crawl would otherwise spend minutes on hundreds of design pages, srcset widths and the
   * same page on every other country host.
   */
  samples?: Partial<Record<Family, number>>;
};

/** Families of addresses that exercise the same code with different data. */
export type Family = 'image-variant' | 'query-variant' | 'sibling-page' | 'other-host';

const DEFAULT_SAMPLES: Record<Family, number> = { 'image-variant': 1, 'query-variant': 3, 'sibling-page': 8, 'other-host': 2 };

const IMAGE_SERVICE = /^\/cdn-cgi\/image\/[^/]+\/(.+)$/;

/**
 * The family an address belongs to, or null when it stands alone: the image service's variants of
 * one source; one page's query variants (filters, pagination, calculator states); pages below a
 * common parent (`/themes/2003`, `/themes/2012`); any page of another host of the shop.
 */
export function familyOf(url: URL, siteOrigin: string): { family: Family; key: string } | null {
  if (url.origin !== siteOrigin) {
    return url.port === new URL(siteOrigin).port && url.hostname !== new URL(siteOrigin).hostname
      ? { family: 'other-host', key: url.origin }
      : null;
  }
  const image = IMAGE_SERVICE.exec(url.pathname);
  if (image) return { family: 'image-variant', key: image[1]! };
  if (url.search !== '') return { family: 'query-variant', key: url.pathname };
  const segments = url.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').split('/').filter(Boolean);
  if (segments.length >= 2) return { family: 'sibling-page', key: url.pathname.replace(/\/[^/]+\/?$/, '') };
  return null;
}

export type Problem = { url: string; foundOn: string; reason: string };

export type CrawlResult = {
  problems: Problem[];
  pagesParsed: number;
  /** The addresses of the pages parsed (the site's own HTML pages), in the order they were read. */
  pages: string[];
  requests: number;
  /** True when maxRequests cut the crawl short. */
  truncated: boolean;
};

type Task = { url: string; foundOn: string; kind: ReferenceKind | 'start'; fromSitemap: boolean };

const SKIPPED_SCHEMES = new Set(['mailto:', 'tel:', 'javascript:', 'data:', 'blob:', 'about:']);

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

/** `/fr`, `/fr/`, `/fr/x` are in the `/fr` language; `/` and `/x` are in the default one. */
function languagePrefixOf(pathname: string): string {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname);
  return first ? `/${first[1]}` : '';
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const problems: Problem[] = [];
  // Already one per page that links wrongly; the others are named with every page they appear on.
  const languageProblems: Problem[] = [];
  const seen = new Set<string>();
  /** Every page an address was found on (a few), so a problem names them all. */
  const sources = new Map<string, string[]>();
  const primary: Task[] = [];
  // Pages that differ only by query (filters, pagination, calculator states) come after the rest.
  const secondary: Task[] = [];
  let pagesParsed = 0;
  const pages: string[] = [];
  let requests = 0;
  let truncated = false;
  const site = new URL(options.siteOrigin);
  const samples = { ...DEFAULT_SAMPLES, ...options.samples };
  const familySizes = new Map<string, number>();

  const isSitePage = (url: URL) => url.origin === site.origin && languagePrefixOf(url.pathname) === options.languagePrefix;

  function report(url: string, foundOn: string, reason: string) {
    problems.push({ url, foundOn, reason });
  }

  function enqueue(raw: string, base: string, foundOn: string, kind: Task['kind'], fromSitemap = false) {
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      report(raw, foundOn, 'unparsable address');
      return;
    }
    if (SKIPPED_SCHEMES.has(url.protocol)) return;
    if (kind === 'link' && options.languagePrefix !== '' && url.origin === site.origin && languagePrefixOf(url.pathname) !== options.languagePrefix) {
      // A prefixed visitor must stay in their language; checked before dedup so every page is named.
      const key = `${url.pathname}@${foundOn}`;
      if (!seen.has(`language:${key}`)) {
        seen.add(`language:${key}`);
        languageProblems.push({ url: url.href, foundOn, reason: `link without the language prefix ${options.languagePrefix}` });
      }
    }
    if (!options.isFetchable(url)) return;
    const key = withoutHash(url);
    const pages = sources.get(key) ?? [];
    if (pages.length < 5 && !pages.includes(foundOn)) pages.push(foundOn);
    sources.set(key, pages);
    if (seen.has(key)) return;
    seen.add(key);
    // Start addresses (home, sitemap) are always checked; look-alikes beyond the sample are not.
    const family = kind === 'start' ? null : familyOf(url, site.origin);
    if (family) {
      const familyKey = `${family.family}:${family.key}`;
      const size = familySizes.get(familyKey) ?? 0;
      if (size >= samples[family.family]) return;
      familySizes.set(familyKey, size + 1);
    }
    const task: Task = { url: key, foundOn, kind, fromSitemap };
    (url.search !== '' && isSitePage(url) ? secondary : primary).push(task);
  }

  async function fetchCounted(url: string): Promise<Fetched | null> {
    if (requests >= options.maxRequests) {
      truncated = true;
      return null;
    }
    requests++;
    try {
      return await options.fetch(url);
    } catch (error) {
      return { status: 0, location: null, contentType: '', body: String(error) };
    }
  }

  async function visit(task: Task) {
    let response = await fetchCounted(task.url);
    if (!response) return;
    let finalUrl = task.url;
    const hops: string[] = [];
    while (response.status >= 300 && response.status < 400 && response.location !== null) {
      finalUrl = new URL(response.location, finalUrl).href;
      hops.push(`${response.status} → ${finalUrl}`);
      if (hops.length > 1) {
        report(task.url, task.foundOn, `redirect chain longer than one hop: ${hops.join(', ')}`);
        return;
      }
      if (task.fromSitemap) {
        report(task.url, task.foundOn, `sitemap lists a redirect: ${hops[0]}`);
        return;
      }
      if (task.kind === 'link' && new URL(task.url).origin === site.origin) {
        // The shop builds its own links in final form (language prefix, slash rule): a redirect
        // here means a link skipped the localising function.
        report(task.url, task.foundOn, `internal link redirects (${hops[0]}): link the final address`);
      }
      if (!options.isFetchable(new URL(finalUrl))) return;
      const next = await fetchCounted(finalUrl);
      if (!next) return;
      response = next;
    }
    if (response.status === 0) {
      report(task.url, task.foundOn, `request failed: ${response.body.slice(0, 200)}`);
      return;
    }
    if (response.status >= 400) {
      report(task.url, task.foundOn, `answers ${response.status}${hops.length ? ` after ${hops.join(', ')}` : ''}`);
      return;
    }
    if (response.status !== 200) {
      report(task.url, task.foundOn, `answers ${response.status}, not 200`);
      return;
    }
    const isHtml = response.contentType.includes('text/html');
    if (task.fromSitemap && isHtml && isNoindex(response.body)) report(task.url, task.foundOn, 'sitemap lists a noindex page');
    if (response.contentType.includes('text/css')) {
      for (const url of extractCssUrls(response.body)) enqueue(url, finalUrl, finalUrl, 'asset');
      return;
    }
    const followable = task.kind === 'link' || task.kind === 'start';
    if (!isHtml || !followable || !isSitePage(new URL(finalUrl)) || pagesParsed >= options.maxPages) return;
    pagesParsed++;
    pages.push(finalUrl);
    for (const reference of extractReferences(response.body)) enqueue(reference.url, finalUrl, finalUrl, reference.kind);
  }

  for (const start of options.start) enqueue(start.url, start.url, start.foundOn, 'start', start.fromSitemap);

  const active = new Set<Promise<void>>();
  while (true) {
    while (active.size < options.concurrency) {
      if (options.pagesOnly && pagesParsed >= options.maxPages) break;
      const task = primary.shift() ?? secondary.shift();
      if (!task) break;
      const running: Promise<void> = visit(task).finally(() => active.delete(running));
      active.add(running);
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
  const expanded = problems.flatMap((problem) => {
    const pages = sources.get(problem.url);
    return pages && pages.length > 1 ? pages.map((foundOn) => ({ ...problem, foundOn })) : [problem];
  });
  return { problems: [...languageProblems, ...expanded], pagesParsed, pages, requests, truncated };
}

/** One line per problem, grouped by address, naming the pages it was found on. */
export function formatProblems(problems: Problem[]): string {
  const byUrl = new Map<string, { reason: string; pages: Set<string> }>();
  for (const problem of problems) {
    const key = `${problem.url}\u0000${problem.reason}`;
    const entry = byUrl.get(key) ?? { reason: problem.reason, pages: new Set<string>() };
    entry.pages.add(problem.foundOn);
    byUrl.set(key, entry);
  }
  return [...byUrl.entries()]
    .map(([key, { reason, pages }]) => {
      const list = [...pages];
      const shown = list.slice(0, 3).join(', ') + (list.length > 3 ? ` and ${list.length - 3} more` : '');
      return `- ${key.split('\u0000')[0]}: ${reason} (found on ${shown})`;
    })
    .join('\n');
}
