import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { crawlSite, formatProblems, type Fetched } from '../support/crawl-site.ts';
import { extractSitemapLocations } from '../support/extract-references.ts';

/**
 * Every address a shopper or a search engine reaches from the sitemap and the home page answers,
 * in one hop at most, and a visitor with a language prefix keeps it. Other applications (designer,
 * cart, magazine) are checked against the embedded backend's stand-ins.
 */

const shopPort = () => process.env.E2E_SHOP_PORT!;
const backendPort = () => process.env.E2E_BACKEND_PORT!;

const SITES: readonly { host: string; languagePrefix: string; light?: boolean }[] = [
  { host: 'de.poster.localhost', languagePrefix: '' },
  { host: 'com.card.localhost', languagePrefix: '' },
  { host: 'ch.poster.localhost', languagePrefix: '/fr' },
  // The light version renders its own navigation, footer and images (decision 0018).
  { host: 'de.poster.localhost', languagePrefix: '', light: true },
];

/** `*.localhost` may not resolve in Node: connect to loopback and name the host, as a browser would. */
async function fetchVia(request: APIRequestContext, raw: string, light = false): Promise<Fetched> {
  const url = new URL(raw);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const target = local ? `${url.protocol}//127.0.0.1:${url.port}${url.pathname}${url.search}` : url.href;
  const response = await request.get(target, {
    headers: { ...(local ? { host: url.host } : {}), ...(light ? { 'save-data': 'on' } : {}) },
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 15_000,
  });
  const contentType = response.headers()['content-type'] ?? '';
  const textual = /text\/|xml|json|javascript/.test(contentType);
  return {
    status: response.status(),
    location: response.headers().location ?? null,
    contentType,
    body: textual ? await response.text() : '',
  };
}

/** The stack's own servers: every host on the shop's port, and the embedded backend. */
function isStackAddress(url: URL): boolean {
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  return (url.protocol === 'http:' && local && (url.port === shopPort() || url.port === backendPort()));
}

for (const { host, languagePrefix, light = false } of SITES) {
  test(`every link, image, stylesheet and script of ${host}${languagePrefix}${light ? ' (light version)' : ''} answers`, async ({ request }) => {
    // The crawl reads server-rendered HTML through the request API, so the browser's JavaScript
    // setting changes nothing: running it in both projects would only double the time.
    test.skip(test.info().project.name !== 'js-off', 'the crawl uses no browser; it runs once, in js-off');
    test.setTimeout(120_000);
    const origin = `http://${host}:${shopPort()}`;
    const home = `${origin}${languagePrefix || '/'}`;
    const sitemapUrl = `${origin}/sitemap.xml`;
    const sitemap = await fetchVia(request, sitemapUrl, light);
    expect(sitemap.status, 'sitemap.xml').toBe(200);
    const listed = extractSitemapLocations(sitemap.body);
    expect(listed.length, 'sitemap entries').toBeGreaterThan(0);

    const started = Date.now();
    const result = await crawlSite({
      start: [{ url: home, foundOn: '(start)' }, ...listed.map((url) => ({ url, foundOn: sitemapUrl, fromSitemap: true }))],
      siteOrigin: origin,
      languagePrefix,
      isFetchable: isStackAddress,
      fetch: (url) => fetchVia(request, url, light),
      // The light crawl checks what light pages link to; the full crawl already reached every page.
      maxPages: light ? 40 : 150,
      maxRequests: 1000,
      concurrency: 4,
    });
    test.info().annotations.push({
      type: 'crawl',
      description: `${result.pagesParsed} pages parsed, ${result.requests} requests in ${Date.now() - started} ms${result.truncated ? ' (request budget reached)' : ''}`,
    });
    expect(result.pagesParsed, 'pages parsed').toBeGreaterThan(5);
    expect(result.truncated, 'request budget reached before the crawl ended: raise maxRequests or sample more').toBe(false);
    // One line per bad address, with the pages it was found on.
    expect(formatProblems(result.problems), 'dead or misdirected addresses').toBe('');
  });
}
