// Walks every story of both channels as the shop would render it: every internal link must reach a
// story of the visitor's locale or a route the shop serves itself, every page must have exactly one
// h1, and the service, account, legal and shipping pages must be where header and footer point.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseListingPath } from '../../../../domain/catalog/listing-path.ts';
import { getLanguageOfFolder } from '../../../../domain/locale/locales.ts';
import { PRODUCT_LISTING_SLUGS } from '../../../../domain/routing/product-listing-slugs.ts';
import { getThemeRecords } from '../../../catalog/build-themes.ts';
import { findThemes } from '../../../catalog/find-themes.ts';
import { getShopPageSlugs } from './build-shop-pages.ts';
import { countriesReading, regionOf, SHIPPING } from './shop-facts.ts';
import { LEGAL_PAGE_KEYS, SHOP_LOCALES, type Channel, type ShopLocale } from './shop-pages-types.ts';

const contentRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const channels: readonly Channel[] = ['poster', 'card'];
/** A locale without its own story shows its fallback's, links included (docs/content-model.md). */
const fallbacks: Readonly<Record<string, string>> = { 'de-ch': 'de-de' };

type Version = Record<string, unknown>;
type StoryFile = { published: Version | null; draft?: Version };
type StoryEntry = { channel: Channel; locale: string; path: string; file: StoryFile };

function readStories(): StoryEntry[] {
  const entries: StoryEntry[] = [];
  for (const channel of channels) {
    for (const locale of readdirSync(join(contentRoot, channel)).filter((name) => /^[a-z]{2}-[a-z]{2}$/.test(name))) {
      for (const file of readdirSync(join(contentRoot, channel, locale), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.json')) continue;
        const raw = readFileSync(join(contentRoot, channel, locale, file), 'utf8');
        entries.push({ channel, locale, path: file.slice(0, -'.json'.length).split('\\').join('/'), file: JSON.parse(raw) as StoryFile });
      }
    }
  }
  return entries;
}

const stories = readStories();
const storyByKey = new Map(stories.map((entry) => [`${entry.channel}/${entry.locale}/${entry.path}`, entry]));
const versionsOf = (file: StoryFile) => [file.published, file.draft].filter((version): version is Version => version != null);

function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (value !== null && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

/** Story links (multilinks and rich-text marks) as full slugs, and internal url links as paths. */
function linksIn(version: Version): { stories: string[]; paths: string[] } {
  const found = { stories: [] as string[], paths: [] as string[] };
  for (const node of objectsIn(version)) {
    const target = typeof node.cached_url === 'string' ? node.cached_url : typeof node.href === 'string' ? node.href : typeof node.url === 'string' ? node.url : undefined;
    if (target === undefined) continue;
    if (node.linktype === 'story') found.stories.push(target);
    if (node.linktype === 'url' && target.startsWith('/')) found.paths.push(target);
  }
  return found;
}

/** The designs a filtered listing path (`/products/product/photobook/category/hochzeit`) shows; null for other paths. */
function countListed(channel: Channel, locale: string, path: string): number | null {
  const [first, ...rest] = path.replace(/^\/|\/$/g, '').split('/');
  const filters = first === 'products' && rest.length > 0 ? parseListingPath(rest, getLanguageOfFolder(locale)) : null;
  return filters ? findThemes(getThemeRecords(channel), { filters, sort: 'popularity', page: 1, perPage: 12 }).total : null;
}

/** Paths the shop serves itself (src/lib/routing/match-shop-route.ts, domain/routing/product-listing-slugs.ts) or hands to other applications. */
function isShopServed(path: string, locale: string): boolean {
  const bare = path.replace(/\/$/, '');
  return (
    (PRODUCT_LISTING_SLUGS as readonly string[]).includes(bare.slice(1)) ||
    (bare.startsWith('/products/') && parseListingPath(bare.split('/').slice(2), getLanguageOfFolder(locale)) !== null) ||
    /^\/themes\/[A-Za-z0-9_-]+$/.test(bare) ||
    bare.startsWith('/configurator-') ||
    bare === '/gift-voucher' ||
    bare === '/cart' ||
    bare === '/magazine'
  );
}

function linkLocales(locale: string): string[] {
  const fallback = fallbacks[locale];
  return fallback ? [locale, fallback] : [locale];
}

describe('links in every story of both channels', () => {
  it.each(stories.map((entry) => [`${entry.channel}/${entry.locale}/${entry.path}`, entry] as const))('%s links only to what exists', (_key, entry) => {
    for (const version of versionsOf(entry.file)) {
      const { stories: targets, paths } = linksIn(version);
      for (const target of targets) {
        const [channel, locale = '', ...rest] = target.split('/');
        expect(channel, target).toBe(entry.channel);
        expect(linkLocales(entry.locale), target).toContain(locale);
        const found = storyByKey.get(`${channel}/${locale}/${rest.join('/')}`);
        // Published content must not lead visitors to a story that only exists as a draft.
        expect(version === entry.file.published ? found?.file.published : found?.file, `${target} exists`).toBeTruthy();
      }
      for (const path of paths) {
        // A menu's filtered listing shows designs: an empty one would be a dead end.
        const listed = countListed(entry.channel, entry.locale, path);
        if (listed !== null) expect(listed, `${path} lists designs`).toBeGreaterThan(0);
        if (isShopServed(path, entry.locale)) continue;
        const storyPath = path === '/' ? 'home' : path.slice(1).replace(/\/$/, '');
        const exists = linkLocales(entry.locale).some((locale) => storyByKey.get(`${entry.channel}/${locale}/${storyPath}`)?.file.published);
        expect(exists, `${path} is a story of ${entry.locale} or a shop route`).toBe(true);
        // A path written into content keeps no language prefix: /collage-photo on the Swiss host's
        // /fr pages led to the German site. Story links get the visitor's prefix from the shop.
        expect.fail(`${path} names a story; link it as a story so the shop adds the visitor's language prefix`);
      }
    }
  });

  it('never links a story of another locale, like German paths on the American card host', () => {
    const english = stories.filter((entry) => entry.locale === 'en-us');
    const paths = english.flatMap((entry) => versionsOf(entry.file).flatMap((version) => linksIn(version).paths));
    expect(paths.filter((path) => /kundenkonto|magazin\/|warenkorb/.test(path))).toEqual([]);
  });
});

describe('headings', () => {
  const pages = stories.filter((entry) => versionsOf(entry.file).some((version) => version.component === 'page'));

  it.each(pages.map((entry) => [`${entry.channel}/${entry.locale}/${entry.path}`, entry] as const))('%s has exactly one h1', (_key, entry) => {
    for (const version of versionsOf(entry.file)) {
      const blocks = [...((version.teaser as Version[] | undefined) ?? []), ...((version.body as Version[] | undefined) ?? [])];
      // Only headline blocks render an h1 (src/components/blocks/headline.tsx); other blocks use h2 and below.
      expect(blocks.filter((block) => block.component === 'headline' && block.level === 'h1')).toHaveLength(1);
      const richHeadings = [...objectsIn(version)].filter((node) => node.type === 'heading' && (node.attrs as { level?: number } | undefined)?.level === 1);
      expect(richHeadings).toEqual([]);
    }
  });
});

describe('service, account, legal and shipping pages', () => {
  const agreedSlugs: Readonly<Record<ShopLocale, readonly [string, string]>> = {
    'de-de': ['service', 'kundenkonto'],
    'en-gb': ['service', 'account'],
    'en-us': ['service', 'account'],
    'fr-fr': ['service-client', 'mon-compte'],
    'it-it': ['servizio-clienti', 'il-mio-account'],
    'es-es': ['atencion-al-cliente', 'mi-cuenta'],
    'nl-nl': ['klantenservice', 'mijn-account'],
  };
  const cases = channels.flatMap((channel) => SHOP_LOCALES.map((locale) => [channel, locale] as const));
  const published = (channel: Channel, locale: string, path: string) => storyByKey.get(`${channel}/${locale}/${path}`)?.file.published ?? undefined;

  it.each(cases)('%s %s publishes them under the agreed slugs', (channel, locale) => {
    const slugs = getShopPageSlugs(locale);
    expect([slugs.service, slugs.account]).toEqual(agreedSlugs[locale]);
    for (const slug of Object.values(slugs)) expect(published(channel, locale, slug)?.component, slug).toBe('page');
  });

  it.each(cases)('%s %s header leads to them, to /cart and to /magazine', (channel, locale) => {
    const slugs = getShopPageSlugs(locale);
    const items = (published(channel, locale, 'global/header')?.items ?? []) as Array<{ type: string; link: Record<string, string> }>;
    const linkOf = (type: string) => items.find((item) => item.type === type)?.link;
    expect(linkOf('service')).toEqual({ linktype: 'story', cached_url: `${channel}/${locale}/${slugs.service}` });
    expect(linkOf('account')).toEqual({ linktype: 'story', cached_url: `${channel}/${locale}/${slugs.account}` });
    expect(linkOf('cart')).toEqual({ linktype: 'url', url: '/cart' });
    expect(linkOf('magazine')).toEqual({ linktype: 'url', url: '/magazine' });
  });

  it.each(cases)('%s %s footer links every legal page, and the newsletter note the privacy page', (channel, locale) => {
    const slugs = getShopPageSlugs(locale);
    const footer = published(channel, locale, 'global/footer') ?? {};
    const { stories: targets } = linksIn(footer);
    for (const key of [...LEGAL_PAGE_KEYS, 'service', 'account'] as const) expect(targets, key).toContain(`${channel}/${locale}/${slugs[key]}`);
    const note = (footer.newsletter as { privacyNote?: Version } | undefined)?.privacyNote;
    expect(note && linksIn(note).stories).toEqual([`${channel}/${locale}/${slugs.privacy}`]);
  });

  it.each(cases)('%s %s withdrawal page excludes personalised products, citing the EU directive', (channel, locale) => {
    const text = JSON.stringify(published(channel, locale, getShopPageSlugs(locale).withdrawal));
    expect(text).toContain('2011/83');
    expect(text).toMatch(/14|fourteen|quatorze|quattordici|catorce|veertien|vierzehn/i);
  });

  it.each(cases)('%s %s shipping page prices every country reading the language in its currency', (channel, locale) => {
    const text = JSON.stringify(published(channel, locale, getShopPageSlugs(locale).shipping));
    const names = new Intl.DisplayNames([locale.slice(0, 2)], { type: 'region' });
    const symbols = { EUR: '€', CHF: 'CHF', GBP: '£', USD: '$' } as const;
    for (const country of countriesReading(locale)) {
      expect(text).toContain(names.of(regionOf(country)));
      expect(text).toContain(symbols[SHIPPING[channel][country].standard.currency]);
    }
  });

  it.each(SHOP_LOCALES)('poster %s home page sends delivery questions to the service page', (locale) => {
    const home = published('poster', locale, 'home');
    const info = ((home?.body ?? []) as Version[]).find((block) => block.component === 'information');
    expect(info && linksIn(info).stories).toContain(`poster/${locale}/${getShopPageSlugs(locale).service}`);
  });
});
