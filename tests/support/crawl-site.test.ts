import { describe, expect, it } from 'vitest';
import { crawlSite, familyOf, formatProblems, type Fetched } from './crawl-site.ts';

const ORIGIN = 'http://ch.shop.localhost:4100';
const BACKEND = 'http://127.0.0.1:4101';

type Answer = Partial<Fetched>;
const page = (body: string): Answer => ({ status: 200, contentType: 'text/html; charset=utf-8', body });

function fakeSite(answers: Record<string, Answer>) {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (url: string): Promise<Fetched> => {
      asked.push(url);
      const answer = answers[url] ?? { status: 404 };
      return { status: 200, location: null, contentType: 'text/plain', body: '', ...answer };
    },
  };
}

function crawl(site: ReturnType<typeof fakeSite>, languagePrefix = '/fr', start = `${ORIGIN}/fr`) {
  return crawlSite({
    start: [{ url: start, foundOn: '(start)' }],
    siteOrigin: ORIGIN,
    languagePrefix,
    isFetchable: (url) => url.port === '4100' || url.port === '4101',
    fetch: site.fetch,
    maxPages: 50,
    maxRequests: 200,
    concurrency: 2,
  });
}

describe('crawlSite', () => {
  it('passes a site whose every address answers', async () => {
    const site = fakeSite({
      [`${ORIGIN}/fr`]: page(`<a href="/fr/a">a</a><img src="/i.png"><a href="mailto:x@y.z">m</a><a href="https://elsewhere.example/">e</a>`),
      [`${ORIGIN}/fr/a`]: page(`<a href="/fr">home</a><a href="${BACKEND}/configurator-card/?locale=fr-CH">design</a>`),
      [`${ORIGIN}/i.png`]: { contentType: 'image/png' },
      [`${BACKEND}/configurator-card/?locale=fr-CH`]: page('<p>designer</p>'),
    });
    const result = await crawl(site);
    expect(result.problems).toEqual([]);
    expect(result.pagesParsed).toBe(2);
    // The shop's own pages only: the backend's designer page is checked, not read as the site's.
    expect(result.pages).toEqual([`${ORIGIN}/fr`, `${ORIGIN}/fr/a`]);
    expect(site.asked).not.toContain('https://elsewhere.example/');
  });

  it('reports dead addresses, long redirect chains and lost language prefixes with their pages', async () => {
    const site = fakeSite({
      [`${ORIGIN}/fr`]: page(`<a href="/fr/dead">d</a><a href="/magazin">m</a><a href="${BACKEND}/configurator-photobook">c</a>`),
      [`${ORIGIN}/magazin`]: { status: 404 },
      [`${BACKEND}/configurator-photobook`]: { status: 301, location: '/configurator-photobook/' },
      [`${BACKEND}/configurator-photobook/`]: { status: 301, location: '/elsewhere' },
    });
    const result = await crawl(site);
    const report = formatProblems(result.problems);
    expect(report).toContain(`${ORIGIN}/fr/dead: answers 404 (found on ${ORIGIN}/fr)`);
    expect(report).toContain(`${ORIGIN}/magazin: link without the language prefix /fr (found on ${ORIGIN}/fr)`);
    expect(report).toContain(`${BACKEND}/configurator-photobook: redirect chain longer than one hop`);
  });

  it('reports internal links that redirect: the shop links final addresses', async () => {
    const site = fakeSite({
      [`${ORIGIN}/`]: page('<a href="/karten">k</a>'),
      [`${ORIGIN}/karten`]: { status: 301, location: '/karten/' },
      [`${ORIGIN}/karten/`]: page('<p>ok</p>'),
    });
    const result = await crawl(site, '', `${ORIGIN}/`);
    expect(formatProblems(result.problems)).toContain(`${ORIGIN}/karten: internal link redirects (301 → ${ORIGIN}/karten/)`);
  });

  it('follows only pages in its own host and language, checking the others once', async () => {
    const site = fakeSite({
      [`${ORIGIN}/fr`]: page(`<link rel="alternate" hreflang="de-CH" href="${ORIGIN}/"><a href="http://de.shop.localhost:4100/">de</a>`),
      [`${ORIGIN}/`]: page('<a href="/never-followed">x</a>'),
      ['http://de.shop.localhost:4100/']: page('<a href="/never-followed-either">x</a>'),
    });
    const result = await crawl(site);
    expect(result.problems).toEqual([]);
    expect(site.asked).not.toContain(`${ORIGIN}/never-followed`);
  });
  it('with pagesOnly, stops asking once it has parsed its pages', async () => {
    const links = Array.from({ length: 10 }, (_, index) => `<a href="/fr/p${index}">p</a>`).join('');
    const site = fakeSite(Object.fromEntries([[`${ORIGIN}/fr`, page(links)], ...Array.from({ length: 10 }, (_, index) => [`${ORIGIN}/fr/p${index}`, page(links)])]));
    const result = await crawlSite({
      start: [{ url: `${ORIGIN}/fr`, foundOn: '(start)' }],
      siteOrigin: ORIGIN,
      languagePrefix: '/fr',
      isFetchable: (url) => url.origin === ORIGIN,
      fetch: site.fetch,
      maxPages: 3,
      maxRequests: 200,
      concurrency: 1,
      pagesOnly: true,
    });
    expect(result.pages).toEqual([`${ORIGIN}/fr`, `${ORIGIN}/fr/p0`, `${ORIGIN}/fr/p1`]);
    expect(site.asked).toHaveLength(3);
    expect(result.truncated).toBe(false);
  });
});

describe('familyOf', () => {
  it.each([
    [`${ORIGIN}/cdn-cgi/image/width=400/https://a/x.jpg`, 'image-variant:https://a/x.jpg'],
    [`${ORIGIN}/products?page=2`, 'query-variant:/products'],
    [`${ORIGIN}/fr/themes/2003`, 'sibling-page:/fr/themes'],
    ['http://de.shop.localhost:4100/x', 'other-host:http://de.shop.localhost:4100'],
    [`${ORIGIN}/fr/leinwand`, null],
    [`${BACKEND}/configurator-card/?a=1`, null],
  ])('%s -> %s', (url, expected) => {
    const family = familyOf(new URL(url), ORIGIN);
    expect(family ? `${family.family}:${family.key}` : null).toBe(expected);
  });
});
