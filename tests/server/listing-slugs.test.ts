import { describe, expect, it } from 'vitest';
import { parseListingPath } from '../../domain/catalog/listing-path.ts';
import { LISTING_SLUGS, toListingSlug } from '../../domain/catalog/listing-slugs.ts';
import type { FilterType } from '../../domain/catalog/vocabulary.ts';
import { parseDocument } from '../support/parse-html.ts';
import { send } from './raw-http.ts';
import { useSharedStack } from './shared-stack.ts';

/**
 * Decision 0045, "US card category URLs": a filtered listing's address is in the shop's language
 * (`/products/product/calendar/category/family/` on com.card), the address it had before moves
 * there for good, German addresses stay as they were, and each language's alternate is its own.
 */

const stack = useSharedStack();
const get = (host: string, path: string) => send(stack.shopPort, { path, headers: { host: `${host}:${stack.shopPort}` } });

/** The header's links to filtered listings (`/products/{filter}/{value}…`), as a visitor's browser finds them. */
async function listingLinksOf(host: string, path: string): Promise<string[]> {
  const home = await get(host, path);
  expect(home.status, `${host}${path}`).toBe(200);
  const { document } = parseDocument(home.body);
  const hrefs = [...document.querySelectorAll('header a[href]')].map((link) => link.getAttribute('href') ?? '');
  return [...new Set(hrefs.filter((href) => /^(\/[a-z]{2})?\/products\/./.test(href)))];
}

/** German filter values that English writes in its own word (`familie`, `schwarz`, …). */
const GERMAN_WORDS_ENGLISH_REPLACES = new Set(
  Object.entries(LISTING_SLUGS).flatMap(([type, table]) => Object.keys(table).filter((value) => toListingSlug(type as FilterType, value, 'en') !== value)),
);

describe('com.card in English', () => {
  it('leads from the navigation to listings whose addresses hold English words, each a page of its own', async () => {
    const links = await listingLinksOf('com.card.localhost', '/');
    expect(links).toContain('/products/product/calendar/category/family/');
    expect(links.length).toBeGreaterThan(8);
    for (const href of links) {
      const values = href.replace(/\/$/, '').split('/').slice(2).filter((_segment, index) => index % 2 === 1);
      expect(values.filter((value) => GERMAN_WORDS_ENGLISH_REPLACES.has(value)), href).toEqual([]);
      // The shop reads the English words back to the catalogue's filters.
      expect(parseListingPath(href.replace(/\/$/, '').split('/').slice(2), 'en'), href).not.toBeNull();
      expect((await get('com.card.localhost', href)).status, href).toBe(200);
    }
  });

  it('moves the address before slugs to the English one for good, and the English one names what it lists', async () => {
    const old = await get('com.card.localhost', '/products/product/calendar/category/familie/?sort=created');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/products/product/calendar/category/family/?sort=created');
    const moved = await get('com.card.localhost', '/products/product/calendar/category/family/');
    expect(moved.status).toBe(200);
    const heading = parseDocument(moved.body).screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/family/i);
  });

  it('answers 404 for a word English does not have', async () => {
    expect((await get('com.card.localhost', '/products/product/calendar/category/famille/')).status).toBe(404);
  });

  it('gives each language its own address as the alternate', async () => {
    const { document } = parseDocument((await get('com.card.localhost', '/products/product/calendar/category/family/')).body);
    const alternate = (hreflang: string) => new URL(document.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.getAttribute('href') ?? 'http://missing/').pathname;
    expect(alternate('en-US')).toBe('/products/product/calendar/category/family/');
    expect(alternate('en-GB')).toBe('/products/product/calendar/category/family/');
    expect(alternate('de-DE')).toBe('/products/product/calendar/category/familie/');
    expect(alternate('fr-FR')).toBe('/products/product/calendar/category/famille/');
    expect(alternate('fr-CH')).toBe('/fr/products/product/calendar/category/famille/');
    expect(alternate('x-default')).toBe('/products/product/calendar/category/familie/');
  });
});

describe('the poster channel in other languages', () => {
  it('moves the old address without a slash, as the channel writes its paths', async () => {
    const old = await get('gb.poster.localhost', '/products/product/photoframe/frame/schwarz');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/products/product/photoframe/frame/black');
    const french = await get('ch.poster.localhost', '/fr/products/product/photobook/category/hochzeit');
    expect(french.status).toBe(301);
    expect(french.headers.location).toBe('/fr/products/product/photobook/category/mariage');
    expect((await get('ch.poster.localhost', '/fr/products/product/photobook/category/mariage')).status).toBe(200);
  });

  it('writes the Swiss French navigation in French words', async () => {
    const links = await listingLinksOf('ch.poster.localhost', '/fr');
    expect(links).toContain('/fr/products/product/photoframe/frame/noir');
    expect(links).not.toContain('/fr/products/product/photoframe/frame/schwarz');
  });
});

describe('German hosts keep their addresses', () => {
  it.each([
    ['de.card.localhost', '/products/product/calendar/category/familie/'],
    ['de.poster.localhost', '/products/product/photoframe/frame/schwarz'],
    ['ch.poster.localhost', '/products/product/photobook/category/hochzeit'],
  ])('%s%s is in the navigation and answers with the listing', async (host, path) => {
    expect(await listingLinksOf(host, '/')).toContain(path);
    expect((await get(host, path)).status).toBe(200);
  });
});
